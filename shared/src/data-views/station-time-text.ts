/**
 * Times on a site's views, always in the site's own time zone (spec §2 "Site dashboard", §9 date display
 * dd/MM/yyyy): the table's time column and the dashboard summary's 'Updated at …' line.
 */
import { formatInZone } from '../time/local-time';
import { ageAmountText, knownReadingAgeMs, updatedDateUnknownText } from '../stations/updated-ago';

/** A reading's time in the table: '21/11/2026 14:05'. */
export function stationDateTimeText(ms: number, timezone: string): string {
  return formatInZone(ms, timezone, 'dd/MM/yyyy HH:mm');
}

/**
 * 'Updated at 14:05 on 21 Nov 2026 (5 minutes ago)'. The age is worded as the sites list words it
 * (minutes under 2 h, hours under 48 h, then days) and always says 'ago': the date is already there.
 * Missing, zero or over a year old reads 'Updated date unknown' (spec §8).
 */
export function updatedAtText(lastUpdatedMs: number | null, nowMs: number, timezone: string): string {
  const ageMs = knownReadingAgeMs(lastUpdatedMs, nowMs);
  if (ageMs === null || lastUpdatedMs === null) return updatedDateUnknownText;
  const when = formatInZone(lastUpdatedMs, timezone, "HH:mm 'on' dd MMM yyyy");
  return `Updated at ${when} (${ageAmountText(ageMs)} ago)`;
}
