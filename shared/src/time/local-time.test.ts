import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayBoundsMs,
  dayOfYear,
  daysBetween,
  formatInZone,
  inZone,
  localDateAt,
  localMonthAt,
  localTimeMs,
  networkTimeZone,
  seasonStartOnOrBefore,
  utcOffsetMinutes,
} from './local-time';

const hourMs = 3_600_000;

// metrics.md §0.4: Australia/Adelaide is ACST UTC+9:30, and ACDT UTC+10:30 from 02:00 ACST on the first
// Sunday of October to 03:00 ACDT on the first Sunday of April; both changes fall at 16:30 UTC on the
// Saturday before. Tests run with TZ=UTC, so a slip into the process's zone fails here.
describe('the network time zone', () => {
  it('is Adelaide', () => {
    expect(networkTimeZone).toBe('Australia/Adelaide');
  });

  it.each([
    // [instant (UTC), offset minutes, why]
    ['2025-07-15T00:00:00Z', 570, 'winter: ACST, half an hour off the hour'],
    ['2025-01-15T00:00:00Z', 630, 'summer: ACDT'],
    ['2025-10-04T16:29:59Z', 570, 'last second of ACST, 01:59:59 on the first Sunday of October'],
    ['2025-10-04T16:30:00Z', 630, '02:00 ACST becomes 03:00 ACDT'],
    ['2025-04-05T16:29:59Z', 630, 'last second of ACDT, 02:59:59 on the first Sunday of April'],
    ['2025-04-05T16:30:00Z', 570, '03:00 ACDT becomes 02:00 ACST'],
    ['2026-10-03T16:30:00Z', 630, 'first Sunday of October 2026 is the 4th'],
    ['2026-10-03T16:29:59Z', 570, 'the Saturday night before it'],
    ['2026-04-04T16:30:00Z', 570, 'first Sunday of April 2026 is the 5th'],
    ['2027-04-03T16:29:59Z', 630, 'first Sunday of April 2027 is the 4th'],
    ['2027-04-03T16:30:00Z', 570, 'and ends daylight saving at 16:30 UTC the day before'],
  ])('at %s the offset is %i minutes (%s)', (iso, minutes) => {
    expect(utcOffsetMinutes(Date.parse(iso), networkTimeZone)).toBe(minutes);
  });

  it.each([
    // [local date, local hour, instant (UTC)]
    ['2025-07-01', 9, '2025-06-30T23:30:00.000Z'],
    ['2025-01-15', 9, '2025-01-14T22:30:00.000Z'],
    ['2025-07-01', 0, '2025-06-30T14:30:00.000Z'],
    ['2025-10-05', 0, '2025-10-04T14:30:00.000Z'], // change day, before the change
    ['2025-10-05', 2, '2025-10-04T16:30:00.000Z'], // skipped clock time: an hour later, 03:00 ACDT
    ['2025-10-05', 3, '2025-10-04T16:30:00.000Z'],
    ['2025-10-05', 9, '2025-10-04T22:30:00.000Z'], // first ACDT morning
    ['2025-04-06', 0, '2025-04-05T13:30:00.000Z'], // change day, still ACDT
    ['2025-04-06', 2, '2025-04-05T16:30:00.000Z'], // repeated clock time: its second occurrence, ACST
    ['2025-04-06', 9, '2025-04-05T23:30:00.000Z'], // first ACST morning
  ])('%s %i:00 local is %s', (date, hour, iso) => {
    expect(new Date(localTimeMs(date, hour, networkTimeZone)).toISOString()).toBe(iso);
  });

  it.each([
    // [local date, hours in the day]
    ['2025-10-05', 23],
    ['2025-04-06', 25],
    ['2026-10-04', 23],
    ['2026-04-05', 25],
    ['2025-07-01', 24],
  ])('the calendar day %s lasts %i hours', (date, hours) => {
    const { startMs, endMs } = calendarDayBoundsMs(date, networkTimeZone);
    expect((endMs - startMs) / hourMs).toBe(hours);
  });

  it.each([
    // [instant (UTC), local date, local month]
    ['2025-06-30T14:29:59.999Z', '2025-06-30', 6],
    ['2025-06-30T14:30:00.000Z', '2025-07-01', 7], // local midnight, ACST
    ['2025-12-31T13:29:59.999Z', '2025-12-31', 12],
    ['2025-12-31T13:30:00.000Z', '2026-01-01', 1], // local midnight, ACDT
  ])('%s falls on %s, month %i', (iso, date, month) => {
    expect(localDateAt(Date.parse(iso), networkTimeZone)).toBe(date);
    expect(localMonthAt(Date.parse(iso), networkTimeZone)).toBe(month);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-10-04', 1, '2025-10-05'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-01-01', 1],
    ['2024-12-31', 366],
    ['2025-09-03', 246], // FAO-56 Example 8
  ])('%s is day %i of its year', (date, day) => {
    expect(dayOfYear(date)).toBe(day);
  });

  it.each([
    ['2025-05-01', '2025-05-01'],
    ['2025-04-30', '2024-05-01'],
    ['2025-12-31', '2025-05-01'],
  ])('the season starting 1 May on or before %s began %s', (date, start) => {
    expect(seasonStartOnOrBefore(date, 5, 1)).toBe(start);
  });
});

describe('formatting in a zone', () => {
  it.each([
    // [instant (UTC), zone, pattern, text]
    ['2026-11-21T03:35:00Z', 'Australia/Adelaide', 'dd/MM/yyyy HH:mm', '21/11/2026 14:05'],
    ['2026-07-21T03:35:00Z', 'Australia/Adelaide', 'dd/MM/yyyy HH:mm', '21/07/2026 13:05'],
    ['2026-11-21T03:35:00Z', 'Australia/Perth', 'HH:mm', '11:35'],
    ['2026-11-21T03:35:00Z', 'Not/AZone', 'HH:mm', '14:05'], // unknown zone: the network's
  ])('%s in %s as %s reads %s', (iso, zone, pattern, text) => {
    expect(formatInZone(Date.parse(iso), zone, pattern)).toBe(text);
  });

  it('reads an instant on the network clock by default', () => {
    const local = inZone('2025-10-04T16:30:00Z');
    expect([local.getDate(), local.getHours(), local.getMinutes()]).toEqual([5, 3, 0]);
  });
});
