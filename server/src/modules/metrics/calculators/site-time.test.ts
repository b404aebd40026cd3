import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayBoundsMs,
  calendarDayOfReading,
  dayOfYear,
  latestNineAmMs,
  localDateAt,
  localMonthAt,
  localTimeMs,
  nineAmDayBoundsMs,
  nineAmDayOfReading,
  seasonStartOnOrBefore,
  utcOffsetMinutes,
} from './site-time';

const adelaide = 'Australia/Adelaide';
const hour = 3_600_000;

// metrics.md §0.4: Australia/Adelaide, ACST UTC+9:30, ACDT UTC+10:30 from the first Sunday in October
// to the first Sunday in April; rain day = 24 h to 09:00 credited to that date. Tests run with TZ=UTC.
describe('local clock time at the site (metrics.md §0.4, §2.7)', () => {
  it.each([
    ['2025-07-01', 9, '2025-06-30T23:30:00.000Z'], // ACST
    ['2025-01-15', 9, '2025-01-14T22:30:00.000Z'], // ACDT
    ['2025-10-05', 9, '2025-10-04T22:30:00.000Z'], // first ACDT morning
    ['2025-04-06', 9, '2025-04-05T23:30:00.000Z'], // first ACST morning
    ['2025-07-01', 0, '2025-06-30T14:30:00.000Z'],
  ])('%s %i:00 local → %s', (date, hourOfDay, iso) => {
    expect(new Date(localTimeMs(date, hourOfDay, adelaide)).toISOString()).toBe(iso);
  });

  it('a clock time skipped by the October change maps an hour later; a repeated April time to its second occurrence', () => {
    expect(new Date(localTimeMs('2025-10-05', 2, adelaide)).toISOString()).toBe('2025-10-04T16:30:00.000Z'); // 03:00 ACDT
    expect(new Date(localTimeMs('2025-04-06', 2, adelaide)).toISOString()).toBe('2025-04-05T16:30:00.000Z'); // 02:00 ACST
    expect(utcOffsetMinutes(Date.parse('2025-10-04T16:29:59Z'), adelaide)).toBe(570);
    expect(utcOffsetMinutes(Date.parse('2025-10-04T16:30:00Z'), adelaide)).toBe(630);
  });

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

  it.each([
    ['2025-06-30T14:29:59.999Z', 6], // 23:59:59.999 ACST on 30 June
    ['2025-06-30T14:30:00.000Z', 7], // local midnight starts July
    ['2025-12-31T13:29:59.999Z', 12], // 23:59:59.999 ACDT on 31 December
    ['2025-12-31T13:30:00.000Z', 1],
  ])('the local month at %s is %i', (iso, month) => {
    expect(localMonthAt(Date.parse(iso), adelaide)).toBe(month);
  });

  it('date arithmetic and day of year', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(dayOfYear('2025-01-01')).toBe(1);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2025-09-03')).toBe(246); // FAO-56 Example 8
  });

  it.each([
    ['2025-05-01', '2025-05-01'],
    ['2025-04-30', '2024-05-01'],
    ['2025-12-31', '2025-05-01'],
  ])('season start (1 May) on or before %s → %s', (date, start) => {
    expect(seasonStartOnOrBefore(date, 5, 1)).toBe(start);
  });
});
