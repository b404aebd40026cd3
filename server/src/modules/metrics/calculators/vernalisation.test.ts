import { describe, expect, it } from 'vitest';
import { accumulateVernalisation, crownTemperatureC, dailyVernalisation } from './vernalisation';

describe('CERES/APSIM VernalisationCW (metrics.md §4.17; §8.5 vectors, V before = 5)', () => {
  it.each([
    [14, 4, 0.7, 9.0],
    [12, -2, 0.788, 6.195],
    [18, 8, 0.389, 13],
    [10, 2, 0.933, 6],
    [25, 12, 0, 18.5],
    [33, 16, -1.5, 24.5], // devernalisation: Tmax > 30 and V + ΔV < 10
  ])('§8.5: Tmax %f, Tmin %f → ΔV %f (crown %f °C)', (tMax, tMin, deltaV, crown) => {
    expect(dailyVernalisation(tMax, tMin, 5)).toBeCloseTo(deltaV, 3);
    expect(crownTemperatureC(tMax, tMin)).toBeCloseTo(crown, 3);
  });

  it.each([
    ['no devernalisation once V + ΔV ≥ 10', 33, 16, 12, 0],
    ['devernalisation cannot take more than V', 40, 20, 1, -1],
    // Tmin < 15 and Tmax > 30: the day vernalises (Tc 16, ΔV = min(1.4 − 0.0778·16, 0.5 + 13.44·16/35²) = 0.155)
    // but is hot, and 5 + 0.155 < 10, so devernalisation REPLACES ΔV: −min(0.5·(32 − 30), 5) = −1.0, not −0.845.
    ['a hot day with a cool night: devernalisation replaces ΔV', 32, 0, 5, -1],
    ['Tmax ≤ 0: no vernalisation', 0, -5, 5, 0],
    ['Tmin ≥ 15: no vernalisation', 28, 15, 5, 0],
  ])('%s', (_label, tMax, tMin, before, expected) => {
    expect(dailyVernalisation(tMax, tMin, before)).toBeCloseTo(expected, 9);
  });

  it('accumulates and never goes below 0 (§4.17 edge cases)', () => {
    expect(
      accumulateVernalisation([
        { tMaxC: 14, tMinC: 4 },
        { tMaxC: 10, tMinC: 2 },
      ]),
    ).toBeCloseTo(0.7 + 0.933, 2);
    expect(
      accumulateVernalisation([
        { tMaxC: 14, tMinC: 4 },
        { tMaxC: 40, tMinC: 20 },
      ]),
    ).toBe(0);
    expect(accumulateVernalisation([])).toBe(0);
  });
});
