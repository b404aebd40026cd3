import { describe, expect, it } from 'vitest';
import { pressureFromElevationKpa, psychrometricConstantKpaPerC, stationPressureKpa } from './station-pressure';

describe('station pressure (metrics.md §2.3; FAO-56 Eq. 7–8, Example 2)', () => {
  it('FAO-56 Example 2: 1800 m → P = 81.8 kPa, γ = 0.054 kPa/°C', () => {
    const p = pressureFromElevationKpa(1800);
    expect(p).toBeCloseTo(81.8, 1);
    expect(psychrometricConstantKpaPerC(p)).toBeCloseTo(0.054, 3);
  });

  it.each<[number | null, number, number]>([
    [1001.3, 300, 100.13], // barometer wins
    [null, 0, 101.3], // sea level, Eq. 7
    [null, 930, 90.78], // Mount Bryan ≈ 930 m, Eq. 7 by hand: 101.3 · (286.955/293)^5.26
    [700, 100, pressureFromElevationKpa(100)], // outside QC 850–1060 hPa (§2.9): elevation instead
  ])('barometer %s hPa at %f m → %f kPa', (hpa, elevation, expected) => {
    expect(stationPressureKpa(hpa, elevation)).toBeCloseTo(expected, 1);
  });
});
