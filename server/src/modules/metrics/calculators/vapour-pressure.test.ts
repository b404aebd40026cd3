import { describe, expect, it } from 'vitest';
import {
  actualVapourPressureKpa,
  saturationSlopeKpaPerC,
  saturationVapourPressureKpa,
  validRelativeHumidity,
} from './vapour-pressure';

describe('saturation vapour pressure and its slope (FAO-56 Eq. 11, 13; Annex 2 Table 2.3; Example 3)', () => {
  it.each([
    // [T °C, es kPa, Δ kPa/°C] from FAO-56 Annex 2, Table 2.3
    [1, 0.657, 0.047],
    [10, 1.228, 0.082],
    [20, 2.338, 0.145],
    [30, 4.243, 0.243],
  ])('T %f °C → es %f, Δ %f', (tempC, es, slope) => {
    expect(saturationVapourPressureKpa(tempC)).toBeCloseTo(es, 3);
    expect(saturationSlopeKpaPerC(tempC)).toBeCloseTo(slope, 3);
  });

  it('FAO-56 Example 3: es(24.5) = 3.075 and es(15) = 1.705 kPa', () => {
    expect(saturationVapourPressureKpa(24.5)).toBeCloseTo(3.075, 3);
    expect(saturationVapourPressureKpa(15)).toBeCloseTo(1.705, 3);
  });

  it('ea = RH/100 · es(T) (FAO-56 Eq. 19 form)', () => {
    expect(actualVapourPressureKpa(20, 50)).toBeCloseTo(1.169, 3);
    expect(actualVapourPressureKpa(20, 100)).toBeCloseTo(2.338, 3);
  });
});

describe('validRelativeHumidity (metrics.md §2.9, §4.3)', () => {
  it.each<[number | null | undefined, number | null]>([
    [55, 55],
    [100, 100],
    [100.4, 100],
    [1, 1],
    [0.5, null],
    [0, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (rh, expected) => {
    expect(validRelativeHumidity(rh)).toBe(expected);
  });
});
