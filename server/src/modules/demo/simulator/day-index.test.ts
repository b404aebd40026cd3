import { describe, expect, it } from 'vitest';
import { hourMs } from '@mesonet/shared/time/local-time';
import {
  networkOffsetMs,
  civilDate,
  dayIndexOfIsoDate,
  dayOfYear,
  isoDateOfDayIndex,
  localClockUtcMs,
  localDayIndex,
  localMidnightUtcMs,
} from './day-index';

describe('local day indexes in the network zone', () => {
  it.each([
    // [instant, local date, local hour]
    ['2025-01-15T00:00:00Z', '2025-01-15', 10.5],
    ['2025-07-15T14:29:00Z', '2025-07-15', 23 + 59 / 60],
    ['2025-07-15T14:30:00Z', '2025-07-16', 0],
    ['2025-10-04T16:29:00Z', '2025-10-05', 1 + 59 / 60], // last minute of ACST
    ['2025-10-04T16:30:00Z', '2025-10-05', 3], // 02:00 ACST becomes 03:00 ACDT
    ['2025-04-05T16:30:00Z', '2025-04-06', 2], // 03:00 ACDT becomes 02:00 ACST
  ])('puts %s on local date %s', (iso, date, hour) => {
    const utcMs = Date.parse(iso);
    expect(isoDateOfDayIndex(localDayIndex(utcMs))).toBe(date);
    expect((utcMs + networkOffsetMs(utcMs) - dayIndexOfIsoDate(date) * 24 * hourMs) / hourMs).toBeCloseTo(hour, 6);
  });

  it.each([
    ['2025-01-15', 0, '2025-01-14T13:30:00.000Z'],
    ['2025-07-15', 0, '2025-07-14T14:30:00.000Z'],
    ['2025-07-15', 9, '2025-07-14T23:30:00.000Z'],
    ['2025-10-05', 0, '2025-10-04T14:30:00.000Z'],
    ['2025-10-05', 9, '2025-10-04T22:30:00.000Z'],
    ['2025-04-06', 0, '2025-04-05T13:30:00.000Z'],
    ['2025-04-06', 9, '2025-04-05T23:30:00.000Z'],
  ])('finds %s %i:00 local at %s', (date, hour, iso) => {
    expect(new Date(localClockUtcMs(dayIndexOfIsoDate(date), hour)).toISOString()).toBe(iso);
  });

  it('round-trips dates, day indexes and calendar fields', () => {
    for (let day = dayIndexOfIsoDate('2019-12-25'); day < dayIndexOfIsoDate('2031-01-10'); day += 1) {
      const iso = isoDateOfDayIndex(day);
      expect(dayIndexOfIsoDate(iso)).toBe(day);
      const { year, month, day: dayOfMonth } = civilDate(day);
      expect(iso).toBe(`${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
      expect(localDayIndex(localMidnightUtcMs(day))).toBe(day);
      expect(localDayIndex(localMidnightUtcMs(day) - 1)).toBe(day - 1);
    }
    expect(dayOfYear(dayIndexOfIsoDate('2024-12-31'))).toBe(366);
    expect(dayOfYear(dayIndexOfIsoDate('2025-01-01'))).toBe(1);
    expect(() => dayIndexOfIsoDate('15/01/2025')).toThrow(RangeError);
  });
});
