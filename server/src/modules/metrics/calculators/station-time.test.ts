import { describe, expect, it } from 'vitest';
import { calendarDayBoundsMs, localDateAt, networkTimeZone as adelaide } from '@mesonet/shared/time/local-time';
import { calendarDayOfReading, latestNineAmMs, nineAmDayBoundsMs, nineAmDayOfReading } from './station-time';

const hour = 3_600_000;

// metrics.md §0.4: rain day = 24 h to 09:00 credited to that date, in the site's zone (the clock rules
// themselves are tested beside shared/src/time/local-time). Tests run with TZ=UTC.
describe('the local day of a reading (metrics.md §0.4, §2.7)', () => {
  it('9am-days are 23 h when daylight saving starts and 25 h when it ends', () => {
    const spring = nineAmDayBoundsMs('2025-10-05', adelaide);
    expect((spring.endMs - spring.startMs) / hour).toBe(23);
    const autumn = nineAmDayBoundsMs('2025-04-06', adelaide);
    expect((autumn.endMs - autumn.startMs) / hour).toBe(25);
    const day = calendarDayBoundsMs('2025-10-05', adelaide);
    expect((day.endMs - day.startMs) / hour).toBe(23);
  });

  it.each([
    // [reading end (UTC ISO), 9am-day label, calendar day]
    ['2025-06-30T23:30:00.000Z', '2025-07-01', '2025-07-01'], // stamped 09:00 local: closes the 9am-day ending today
    ['2025-06-30T23:40:00.000Z', '2025-07-02', '2025-07-01'], // 09:10 local: next 9am-day
    ['2025-06-30T14:30:00.000Z', '2025-07-01', '2025-06-30'], // 00:00 local closes the previous calendar day
    ['2025-06-30T14:40:00.000Z', '2025-07-01', '2025-07-01'],
  ])('a reading ending %s belongs to 9am-day %s and calendar day %s', (iso, nineAmDay, calendarDay) => {
    const ms = Date.parse(iso);
    expect(nineAmDayOfReading(ms, adelaide)).toBe(nineAmDay);
    expect(calendarDayOfReading(ms, adelaide)).toBe(calendarDay);
  });

  it('finds the most recent 09:00 at or before an instant', () => {
    expect(latestNineAmMs(Date.parse('2025-06-30T23:30:00.000Z'), adelaide)).toBe(
      Date.parse('2025-06-30T23:30:00.000Z'),
    );
    expect(latestNineAmMs(Date.parse('2025-06-30T23:29:00.000Z'), adelaide)).toBe(
      Date.parse('2025-06-29T23:30:00.000Z'),
    );
    expect(localDateAt(Date.parse('2025-06-30T14:30:00.000Z'), adelaide)).toBe('2025-07-01');
  });
});
