/**
 * Clock time in the network's zone and at each station (metrics.md §0.4; spec §9 date display): the
 * network's zone name, calendar dates as 'YYYY-MM-DD', the UTC offset of a zone at an instant, local
 * clock times as instants, and formatting in a zone. Instants are stored in UTC and read in the
 * station's IANA zone, daylight saving included, never in the process's zone.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { civilDate } from './civil-days';

/** Every station of the network is in South Australia: ACST UTC+9:30, ACDT UTC+10:30. */
export const networkTimeZone = 'Australia/Adelaide';

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** A local calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;

interface YearMonthDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export function parseLocalDate(date: LocalDate): YearMonthDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The date of a year, month and day, normalised (month 13 is January of the next year). */
export function formatLocalDate(year: number, month: number, day: number): LocalDate {
  const normalised = new Date(Date.UTC(year, month - 1, day));
  const mm = String(normalised.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(normalised.getUTCDate()).padStart(2, '0');
  return `${normalised.getUTCFullYear()}-${mm}-${dd}`;
}

/** Zone offsets change only on quarter hours (UTC), so they are cached per 15-minute slot. */
const offsetSlotMs = 15 * minuteMs;
const offsetCache = new Map<string, Map<number, number>>();
const maxCachedSlotsPerZone = 50_000;

/**
 * UTC offset of a zone at an instant, minutes (ACST 570, ACDT 630). The zone database behind `Intl` is
 * slow for the ingestion and simulator hot paths, hence the cache.
 */
export function utcOffsetMinutes(ms: number, timezone: string): number {
  let zone = offsetCache.get(timezone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timezone, zone);
  }
  const slot = Math.floor(ms / offsetSlotMs);
  let offset = zone.get(slot);
  if (offset === undefined) {
    if (zone.size >= maxCachedSlotsPerZone) zone.clear();
    offset = tzOffset(timezone, new Date(slot * offsetSlotMs));
    zone.set(slot, offset);
  }
  return offset;
}

/** The date `days` after (or before, if negative) a local date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  return formatLocalDate(year, month, day + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs);
}

/** Day of the year, 1 January = 1 (FAO-56 "J"). */
export function dayOfYear(date: LocalDate): number {
  const { year, month, day } = parseLocalDate(date);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / dayMs) + 1;
}

/** The local calendar month of an instant, 1–12 (without the date string every reading would build). */
export function localMonthAt(ms: number, timezone: string): number {
  return civilDate(Math.floor((ms + utcOffsetMinutes(ms, timezone) * minuteMs) / dayMs)).month;
}

/** The local calendar date of an instant. */
export function localDateAt(ms: number, timezone: string): LocalDate {
  const shifted = new Date(ms + utcOffsetMinutes(ms, timezone) * minuteMs);
  return formatLocalDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/**
 * The instant of a local clock time on a local date (hours 0–23; DST-aware). A clock time skipped by
 * a daylight-saving change (02:00–03:00 in Adelaide in October) maps to the instant an hour later.
 */
export function localTimeMs(date: LocalDate, hour: number, timezone: string): number {
  const { year, month, day } = parseLocalDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour);
  const guess = wallAsUtc - utcOffsetMinutes(wallAsUtc, timezone) * minuteMs;
  return wallAsUtc - utcOffsetMinutes(guess, timezone) * minuteMs;
}

/** Local midnight starting a date. */
export function localMidnightMs(date: LocalDate, timezone: string): number {
  return localTimeMs(date, 0, timezone);
}

/** The (start, end] instants of a local calendar day: 23 or 25 h around DST changes. */
export function calendarDayBoundsMs(date: LocalDate, timezone: string): { startMs: number; endMs: number } {
  return { startMs: localMidnightMs(date, timezone), endMs: localMidnightMs(addDays(date, 1), timezone) };
}

/** Every date from `from` to `to` inclusive (empty when `to` is earlier). */
export function datesFromTo(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addDays(from, i));
}

/**
 * The latest occurrence of an annual start (month 1–12, day) on or before `date`: the start of the
 * current "season" for accumulators such as thermal time (1 May) or Etiella (21 June).
 */
export function seasonStartOnOrBefore(date: LocalDate, month: number, day: number): LocalDate {
  const { year } = parseLocalDate(date);
  const thisYear = formatLocalDate(year, month, day);
  return thisYear <= date ? thisYear : formatLocalDate(year - 1, month, day);
}

/** An instant as a date in a zone, for date-fns arithmetic and formatting on that zone's clock. */
export function inZone(at: Date | number | string, timezone: string = networkTimeZone): TZDate {
  return new TZDate(typeof at === 'number' ? at : new Date(at).getTime(), timezone);
}

/**
 * An instant as a zone's clock shows it, in a date-fns pattern. A zone name the database does not know
 * (a station's misspelt setting) falls back to the network's zone rather than failing the screen.
 */
export function formatInZone(ms: number, timezone: string, pattern: string): string {
  try {
    return format(inZone(ms, timezone), pattern);
  } catch {
    // An unknown zone name makes an invalid date, which `format` refuses.
    return format(inZone(ms, networkTimeZone), pattern);
  }
}
