/**
 * The simulator's calendar: days counted as "local day indexes", the number of days from 1970-01-01 to
 * the local calendar date in the network's zone, so day index d is the date `new Date(d * dayMs)` reads
 * in UTC. The zone's offset, daylight saving included, comes from shared/src/time/local-time.
 */
import { civilDate } from '@mesonet/shared/time/civil-days';
import { dayMs, hourMs, minuteMs, networkTimeZone, utcOffsetMinutes } from '@mesonet/shared/time/local-time';

/** The date of a day index, for the simulator's modules. */
export { civilDate };

/** Standard time (ACST): local midnight and 09:00 are never in a daylight-saving change's hour. */
const standardOffsetMs = 9.5 * hourMs;

/** Offset of the network's civil time from UTC at an instant, in ms (9.5 h or 10.5 h). */
export function networkOffsetMs(utcMs: number): number {
  return utcOffsetMinutes(utcMs, networkTimeZone) * minuteMs;
}

/** Local day index of an instant. */
export function localDayIndex(utcMs: number): number {
  return Math.floor((utcMs + networkOffsetMs(utcMs)) / dayMs);
}

/**
 * The instant of a local clock time on a local day, for clock times the daylight-saving changes
 * (02:00–03:00) cannot touch, such as midnight and 09:00.
 */
export function localClockUtcMs(dayIndex: number, localHour: number): number {
  const naive = dayIndex * dayMs + localHour * hourMs;
  return naive - networkOffsetMs(naive - standardOffsetMs);
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
