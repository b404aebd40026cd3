import { describe, expect, it } from 'vitest';
import { deltaTC, wetBulbIterativeC, wetBulbStullC } from './wet-bulb';

// metrics.md §8.1 (Python prototype): T, RH, Tw iterative at 101.325 kPa, at 97.0 kPa, Tw Stull, ΔT.
const vectors = [
  [30, 50, 22.06, 21.96, 22.3, 7.94],
  [20, 50, 13.84, 13.74, 13.7, 6.16],
  [25, 30, 14.52, 14.34, 14.59, 10.48],
  [10, 90, 9.17, 9.15, 8.92, 0.83],
  [35, 15, 17.59, 17.33, 17.6, 17.41],
  [40, 10, 18.75, 18.44, 18.51, 21.25],
] as const;
const within = (actual: number | null, expected: number, tolerance = 0.05) =>
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(tolerance);

describe('wet bulb and delta T (metrics.md §2.4, §4.5; §8.1 test vectors; ±0.05)', () => {
  it.each(vectors)(
    '§8.1: T %f, RH %f → Tw %f (101.325 kPa), %f (97 kPa), Stull %f, ΔT %f',
    (t, rh, tw101, tw97, stull, dt) => {
      within(wetBulbIterativeC(t, rh, 101.325), tw101);
      within(wetBulbIterativeC(t, rh, 97.0), tw97);
      within(wetBulbStullC(t, rh), stull);
      within(deltaTC(t, rh, 101.325), dt);
    },
  );

  it('§4.5 worked values: 30 °C / 50 % → ΔT ≈ 7.9; 25 °C / 30 % → ΔT ≈ 10.5', () => {
    within(deltaTC(30, 50, 101.325), 7.9, 0.1);
    within(deltaTC(25, 30, 101.325), 10.5, 0.1);
  });

  it.each<[number | null, number | null, number | null, number | null]>([
    [20, 100, 101.3, 0], // RH 100 → 0
    [20, 101, 101.3, 0], // clamped to 100
    [20, null, 101.3, null],
    [null, 50, 101.3, null],
    [20, 0, 101.3, null], // RH 0 is a fault
  ])('edge: T %s, RH %s, P %s → %s', (t, rh, p, expected) => {
    expect(deltaTC(t, rh, p)).toBe(expected);
  });

  it('falls back to Stull without pressure and never goes negative', () => {
    within(deltaTC(30, 50, null), 30 - 22.3);
    expect(deltaTC(0, 99.9, 101.3)).toBeGreaterThanOrEqual(0);
    expect(deltaTC(-5, 99.5, null)).toBeGreaterThanOrEqual(0);
  });
});
