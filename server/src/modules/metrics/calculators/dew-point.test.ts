import { describe, expect, it } from 'vitest';
import { dewPointC } from './dew-point';

describe('dew point, Magnus a = 17.625, b = 243.04 (metrics.md §2.2, §8.1 test vectors)', () => {
  it.each([
    [30, 50, 18.45],
    [20, 50, 9.26],
    [25, 30, 6.22],
    [10, 90, 8.43],
    [35, 15, 4.52],
    [40, 10, 2.62],
  ])('§8.1: T %f °C, RH %f → Td %f °C', (tempC, rh, expected) => {
    expect(dewPointC(tempC, rh)).toBeCloseTo(expected, 1);
    expect(Math.abs(dewPointC(tempC, rh)! - expected)).toBeLessThanOrEqual(0.05);
  });

  it.each<[number | null, number | null, number | null]>([
    [20, 100, 20], // saturated: Td = T
    [20, 104, 20], // over-range RH clamped to 100 (§2.9), and Td ≤ T (§4.4)
    [20, 0, null], // RH = 0 is a sensor fault (§2.2)
    [20, null, null],
    [null, 50, null],
  ])('edge: T %s, RH %s → %s', (tempC, rh, expected) => {
    const value = dewPointC(tempC, rh);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 6);
  });

  it('clamps RH to 1 % before the log (§2.2)', () => {
    expect(dewPointC(20, 1)).toBeLessThan(-30);
  });
});
