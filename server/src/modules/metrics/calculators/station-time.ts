/**
 * Which local day a reading belongs to (metrics.md §0.4, §2.7): calendar days from local midnight, and
 * 9am-days from 09:00 to 09:00 labelled by their end date, always in the site's IANA zone. Aggregates
 * are labelled with the END of their interval, so a reading stamped exactly 09:00 belongs to the
 * 9am-day ending then and one stamped 00:00 to the previous calendar day: windows are (start, end].
 * The clock arithmetic itself lives in shared/src/time/local-time.
 */
import { addDays, localDateAt, localTimeMs, type LocalDate } from '@mesonet/shared/time/local-time';

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
