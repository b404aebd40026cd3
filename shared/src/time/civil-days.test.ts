import { describe, expect, it } from 'vitest';
import { civilDate, daysFromCivil } from './civil-days';

const dayMs = 86_400_000;

describe('civil days', () => {
  it('gives every day from 1900 to 2200 the date a Date gives it, and back', () => {
    for (let days = -25_567; days <= 84_006; days += 1) {
      const date = new Date(days * dayMs);
      const expected = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const actual = civilDate(days);
      if (actual.day !== expected.day || actual.month !== expected.month || actual.year !== expected.year)
        expect(actual, String(days)).toEqual(expected);
      const back = daysFromCivil(expected.year, expected.month, expected.day);
      if (back !== days) expect(back, JSON.stringify(expected)).toBe(days);
    }
  });

  it.each([
    [0, 1, 1],
    [99, 12, 31],
    [2000, 2, 29],
    [2100, 3, 1],
    [9999, 12, 31],
  ])('reads %i-%i-%i as Date.UTC does, years below 100 included', (year, month, day) => {
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, day);
    expect(daysFromCivil(year, month, day) * dayMs).toBe(utc.getTime());
    expect(civilDate(daysFromCivil(year, month, day))).toEqual({ year, month, day });
  });
});
