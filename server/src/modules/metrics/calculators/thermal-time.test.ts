import { describe, expect, it } from 'vitest';
import { accumulateThermalTimeCd, apsimThermalTimeResponseCd, dailyThermalTimeCd } from './thermal-time';

describe('daily thermal time, method 1 of McMaster & Wilhelm 1997 (metrics.md §4.16)', () => {
  it.each([
    // [Tmax, Tmin, base, ΔTT]
    [25, 15, 0, 20], // GRDC: a day averaging 20 °C adds 20 day-degrees at base 0
    [10, -4, 0, 3],
    [2, -6, 0, 0], // mean below base: 0, not negative
    [30, 14, 10, 12], // grapevine base 10 (Winkler)
    [12, 6, 10, 0],
  ])('Tmax %f, Tmin %f, base %f → %f °C·d', (tMax, tMin, base, expected) => {
    expect(dailyThermalTimeCd(tMax, tMin, base)).toBeCloseTo(expected, 9);
  });

  it('method 1 floors the mean, not the extremes (differs near the base)', () => {
    // Extremes floored first would give (8 + 0)/2 = 4; method 1 gives (8 − 4)/2 = 2.
    expect(dailyThermalTimeCd(8, -4)).toBe(2);
  });

  it('accumulates from the start date', () => {
    expect(
      accumulateThermalTimeCd([
        { tMaxC: 15, tMinC: 5 },
        { tMaxC: 17, tMinC: 3 },
        { tMaxC: 1, tMinC: -5 },
      ]),
    ).toBe(20);
    expect(accumulateThermalTimeCd([])).toBe(0);
  });
});

describe('APSIM Classic wheat cardinal response (metrics.md §4.16; §8.5 vectors)', () => {
  it.each([
    [5, 5],
    [26, 26],
    [30, 13],
    [34, 0],
    [-2, 0],
    [40, 0],
  ])('§8.5: T %f °C → %f °C·d', (temp, expected) => {
    expect(apsimThermalTimeResponseCd(temp)).toBeCloseTo(expected, 9);
  });
});
