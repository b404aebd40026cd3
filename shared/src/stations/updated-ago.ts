/**
 * The sites list's "Updated … ago" text (spec §2 "Sites list and site views", §8 freshness text).
 *
 * - Under 2 h in minutes, under 48 h in hours, otherwise in days (whole units, rounded down).
 * - 'ago' only while the reading is under 240 h old ('Updated 12 days' after that).
 * - From 24 h the reading's date is added, dd/MM/yyyy in the site's time zone (spec §9 date display).
 * - 'Updated date unknown' when the time is missing, zero or over a year (365 days) old.
 */
import { dayMs, formatInZone, hourMs, minuteMs } from '../time/local-time';

/** "Over a year old": older than 365 days. */
export const updatedAgoUnknownAfterMs = 365 * dayMs;

export const updatedDateUnknownText = 'Updated date unknown';
/** A site that has never sent a reading (spec §2 "Sites list and site views"). */
export const noDataRetrievedYetText = 'No data retrieved yet';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** dd/MM/yyyy of an instant in `timezone`. */
export function stationDate(ms: number, timezone: string): string {
  return formatInZone(ms, timezone, 'dd/MM/yyyy');
}

/** How old a reading is: minutes under 2 h, hours under 48 h, otherwise days (whole units, rounded down). */
export function ageAmountText(ageMs: number): string {
  if (ageMs < 2 * hourMs) return plural(Math.floor(ageMs / minuteMs), 'minute');
  if (ageMs < 48 * hourMs) return plural(Math.floor(ageMs / hourMs), 'hour');
  return plural(Math.floor(ageMs / dayMs), 'day');
}

/** How old a reading is, or null when its time reads 'Updated date unknown': missing, zero or over a year old. */
export function knownReadingAgeMs(lastUpdatedMs: number | null, nowMs: number): number | null {
  if (lastUpdatedMs === null || lastUpdatedMs === 0 || !Number.isFinite(lastUpdatedMs)) return null;
  // A logger clock slightly ahead of ours reads as just now, never as a negative age.
  const ageMs = Math.max(0, nowMs - lastUpdatedMs);
  return ageMs > updatedAgoUnknownAfterMs ? null : ageMs;
}

export function updatedAgoText(lastUpdatedMs: number | null, nowMs: number, timezone: string): string {
  const ageMs = knownReadingAgeMs(lastUpdatedMs, nowMs);
  if (ageMs === null || lastUpdatedMs === null) return updatedDateUnknownText;

  const amount = ageAmountText(ageMs);
  const ago = ageMs < 240 * hourMs ? ' ago' : '';
  const date = ageMs >= 24 * hourMs ? ` (${stationDate(lastUpdatedMs, timezone)})` : '';
  return `Updated ${amount}${ago}${date}`;
}
