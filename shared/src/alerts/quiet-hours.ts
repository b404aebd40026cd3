/**
 * Quiet hours of an alert rule, on the network's clock (Australia/Adelaide, daylight saving included).
 * They may run past midnight (21:30 → 06:00). A notification made inside them is held until they end.
 */
import type { QuietHours } from '../contracts/alerts.schema';
import { addDays, localDateAt, localTimeMs, minuteMs, networkTimeZone, formatInZone } from '../time/local-time';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The instant a local clock time falls on a local date (minutes from midnight). */
const localClockMs = (date: string, minutes: number) =>
  localTimeMs(date, Math.floor(minutes / 60), networkTimeZone) + (minutes % 60) * minuteMs;

/** Minutes since local midnight at `atMs` on the network's clock. */
function localMinutesAt(atMs: number): number {
  const [hh, mm] = formatInZone(atMs, networkTimeZone, 'HH:mm').split(':');
  return Number(hh) * 60 + Number(mm);
}

/** Whether `atMs` falls inside the quiet hours (start inclusive, end exclusive). */
export function isWithinQuietHours(quiet: QuietHours | null, atMs: number): boolean {
  if (!quiet) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const now = localMinutesAt(atMs);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** When the quiet hours around `atMs` end; null when `atMs` is not inside them. */
export function quietHoursEndAfter(quiet: QuietHours | null, atMs: number): number | null {
  if (!quiet || !isWithinQuietHours(quiet, atMs)) return null;
  const today = localDateAt(atMs, networkTimeZone);
  const endToday = localClockMs(today, minutesOf(quiet.end));
  return endToday > atMs ? endToday : localClockMs(addDays(today, 1), minutesOf(quiet.end));
}
