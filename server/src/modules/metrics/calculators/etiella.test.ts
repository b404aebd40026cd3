import { describe, expect, it } from 'vitest';
import { accumulateEtiellaDegreeDays, etiellaDailyDegreeDays, etiellaWindow } from './etiella';

describe('Etiella degree-days, base 7.5 °C, daily mean (metrics.md §4.20; §8.5 vector)', () => {
  it.each([
    [15, 5, 2.5], // §8.5
    [10, 2, 0],
    [25, 13, 11.5],
  ])('Tmax %f, Tmin %f → %f °C·d', (tMax, tMin, expected) => {
    expect(etiellaDailyDegreeDays(tMax, tMin)).toBeCloseTo(expected, 9);
  });

  it('accumulates and takes a configurable base', () => {
    expect(
      accumulateEtiellaDegreeDays([
        { tMaxC: 15, tMinC: 5 },
        { tMaxC: 25, tMinC: 13 },
      ]),
    ).toBeCloseTo(14, 9);
    expect(accumulateEtiellaDegreeDays([{ tMaxC: 25, tMinC: 13 }], 10)).toBeCloseTo(9, 9);
  });

  it.each<[string, { from: string; to: string } | null]>([
    ['2025-06-21', { from: '2025-06-21', to: '2025-06-20' }], // reset day: nothing accumulated yet
    ['2025-10-15', { from: '2025-06-21', to: '2025-10-14' }],
    ['2025-12-31', { from: '2025-06-21', to: '2025-12-30' }],
    ['2026-01-01', null], // stop displaying after 31 December
    ['2026-06-20', null],
  ])('window shown on %s → %j', (today, expected) => {
    expect(etiellaWindow(today)).toEqual(expected);
  });
});
