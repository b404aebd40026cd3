/**
 * Australia/Adelaide civil time without Intl in the hot path (metrics.md §0.4).
 *
 * ACST is UTC+9:30; ACDT (UTC+10:30) runs from 02:00 ACST on the first Sunday of October to
 * 03:00 ACDT on the first Sunday of April (the rule in force since 2008). Both changes happen
 * at 16:30 UTC on the Saturday before. The tests check this against the IANA database via Intl.
 *
 * Days are counted as "local day indexes": the number of days from 1970-01-01 to the local
 * calendar date, so day index d is the date `new Date(d * dayMs)` reads in UTC.
 */
import { civilDate } from '@mesonet/shared/time/civil-days';

/** The date of a day index, for the simulator's modules. */
export { civilDate };

export const minuteMs = 60_000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

const standardOffsetMs = 9.5 * hourMs;
const daylightOffsetMs = 10.5 * hourMs;
/** 02:00 ACST on a Sunday is 16:30 UTC on the Saturday: 7.5 h before that Sunday's UTC midnight. */
const changeBeforeSundayMs = 7.5 * hourMs;

const transitionsByYear = new Map<number, { daylightEndsMs: number; daylightStartsMs: number }>();

function firstSundayUtcMs(year: number, monthIndex: number): number {
  const first = Date.UTC(year, monthIndex, 1);
  const weekday = new Date(first).getUTCDay();
  return first + ((7 - weekday) % 7) * dayMs;
}

function transitions(year: number): { daylightEndsMs: number; daylightStartsMs: number } {
  let found = transitionsByYear.get(year);
  if (!found) {
    found = {
      daylightEndsMs: firstSundayUtcMs(year, 3) - changeBeforeSundayMs,
      daylightStartsMs: firstSundayUtcMs(year, 9) - changeBeforeSundayMs,
    };
    transitionsByYear.set(year, found);
  }
  return found;
}

/** The UTC year last looked up, kept because readings arrive in long runs within one year. */
let cachedYear = { startMs: 0, endMs: -1, daylightEndsMs: 0, daylightStartsMs: 0 };

/** Offset of Adelaide civil time from UTC at an instant, in ms (9.5 h or 10.5 h). */
export function adelaideOffsetMs(utcMs: number): number {
  if (utcMs < cachedYear.startMs || utcMs >= cachedYear.endMs) {
    const { year } = civilDate(Math.floor(utcMs / dayMs));
    cachedYear = { startMs: Date.UTC(year, 0, 1), endMs: Date.UTC(year + 1, 0, 1), ...transitions(year) };
  }
  return utcMs < cachedYear.daylightEndsMs || utcMs >= cachedYear.daylightStartsMs
    ? daylightOffsetMs
    : standardOffsetMs;
}

/** Local (Adelaide) day index of an instant. */
export function localDayIndex(utcMs: number): number {
  return Math.floor((utcMs + adelaideOffsetMs(utcMs)) / dayMs);
}

/**
 * The instant of a local clock time on a local day, for clock times the daylight-saving changes
 * (02:00–03:00) cannot touch, such as midnight and 09:00.
 */
export function localClockUtcMs(dayIndex: number, localHour: number): number {
  const naive = dayIndex * dayMs + localHour * hourMs;
  return naive - adelaideOffsetMs(naive - standardOffsetMs);
}

/** The instant local day `dayIndex` starts (local midnight). */
export function localMidnightUtcMs(dayIndex: number): number {
  return localClockUtcMs(dayIndex, 0);
}

/** Day index of a `YYYY-MM-DD` date. */
export function dayIndexOfIsoDate(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / dayMs;
}

/** `YYYY-MM-DD` of a day index. */
export function isoDateOfDayIndex(dayIndex: number): string {
  return new Date(dayIndex * dayMs).toISOString().slice(0, 10);
}

/** Day of year (1–366) of a day index. */
export function dayOfYear(dayIndex: number): number {
  const { year } = civilDate(dayIndex);
  return dayIndex - Date.UTC(year, 0, 1) / dayMs + 1;
}
