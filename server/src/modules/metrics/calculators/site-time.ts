/**
 * Local clock time at a site (metrics.md §0.4, §2.7): calendar days from local midnight, 9am-days from
 * 09:00 to 09:00 labelled by their end date, always in the site's IANA zone (Australia/Adelaide,
 * daylight saving included), never the process's zone. Aggregates are labelled with the END of their
 * interval, so a reading stamped exactly 09:00 belongs to the 9am-day ending then and one stamped
 * 00:00 to the previous calendar day: windows are (start, end].
 */
import { civilDate } from '@mesonet/shared/time/civil-days';
import { tzOffset } from '@date-fns/tz';

export const hourMs = 3_600_000;
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

export function formatLocalDate(year: number, month: number, day: number): LocalDate {
  const normalised = new Date(Date.UTC(year, month - 1, day));
  const mm = String(normalised.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(normalised.getUTCDate()).padStart(2, '0');
  return `${normalised.getUTCFullYear()}-${mm}-${dd}`;
}

/** Zone offsets change only on quarter hours (UTC), so they are cached per 15-minute slot. */
const offsetSlotMs = 15 * 60_000;
const offsetCache = new Map<string, Map<number, number>>();
const maxCachedSlotsPerZone = 50_000;

/** UTC offset of a zone at an instant, minutes (ACST 570, ACDT 630). Intl is slow, hence the cache. */
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
  return civilDate(Math.floor((ms + utcOffsetMinutes(ms, timezone) * 60_000) / dayMs)).month;
}

/** The local calendar date of an instant. */
export function localDateAt(ms: number, timezone: string): LocalDate {
  const shifted = new Date(ms + utcOffsetMinutes(ms, timezone) * 60_000);
  return formatLocalDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/**
 * The instant of a local clock time on a local date (hours 0–23; DST-aware). A clock time skipped by
 * a daylight-saving change (02:00–03:00 in Adelaide in October) maps to the instant an hour later.
 */
export function localTimeMs(date: LocalDate, hour: number, timezone: string): number {
  const { year, month, day } = parseLocalDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour);
  const guess = wallAsUtc - utcOffsetMinutes(wallAsUtc, timezone) * 60_000;
  return wallAsUtc - utcOffsetMinutes(guess, timezone) * 60_000;
}

/** Local midnight starting a date. */
export function localMidnightMs(date: LocalDate, timezone: string): number {
  return localTimeMs(date, 0, timezone);
}

/** The calendar day an interval ending at `ms` belongs to: a reading at 00:00 closes the previous day. */
export function calendarDayOfReading(ms: number, timezone: string): LocalDate {
  return localDateAt(ms - 1, timezone);
}

/** The most recent local 09:00 at or before `ms`. */
export function latestNineAmMs(ms: number, timezone: string): number {
  const today = localDateAt(ms, timezone);
  const nineToday = localTimeMs(today, 9, timezone);
  return nineToday <= ms ? nineToday : localTimeMs(addDays(today, -1), 9, timezone);
}

/** The 9am-day (previous 09:00, 09:00] a reading ending at `ms` belongs to, labelled by its end date (BoM). */
export function nineAmDayOfReading(ms: number, timezone: string): LocalDate {
  const end = latestNineAmMs(ms - 1, timezone);
  return addDays(localDateAt(end, timezone), 1);
}

/** The (start, end] instants of the 9am-day ending at 09:00 on `date`: 23 or 25 h around DST changes. */
export function nineAmDayBoundsMs(date: LocalDate, timezone: string): { startMs: number; endMs: number } {
  return { startMs: localTimeMs(addDays(date, -1), 9, timezone), endMs: localTimeMs(date, 9, timezone) };
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
