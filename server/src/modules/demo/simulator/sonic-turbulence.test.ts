import { describe, expect, it } from 'vitest';
import { obukhovLengthM, sonicTurbulence } from './sonic-turbulence';

describe('sonic turbulence (metrics.md §4.11)', () => {
  // §8.6 test vectors: T̄ 288 K, z0 0.05 m, no convective term.
  it.each([
    [0, 3, 0.277],
    [0.5, 3, 0.241],
    [1, 3, 0.207],
    [2, 3, 0.148],
    [1, 1.5, 0.03],
    [3, 2, 0.03],
    [0.3, 6, 0.552],
  ])('gives σw for VTD %f °C and U10 %f m/s as %f m/s', (vtdC, wind10mMs, sigmaWMs) => {
    const result = sonicTurbulence({ vtdC, wind10mMs, solarWm2: 0, airTemperatureC: 288 - 273.15 });
    expect(result.sigmaWMs).toBeCloseTo(sigmaWMs, 2);
  });

  it('is convective on sunny afternoons (0.5–1.0 m/s in light wind)', () => {
    const result = sonicTurbulence({ vtdC: -0.8, wind10mMs: 2, solarWm2: 900, airTemperatureC: 30 });
    expect(result.sigmaWMs).toBeGreaterThan(0.5);
    expect(result.sigmaWMs).toBeLessThan(1.2);
    expect(result.sensibleHeatWm2).toBeGreaterThan(150);
  });

  it('§4.11 errata: low sun over an inversion does not mix it (VTD +3 °C, U10 1 m/s, 100 W/m² → 0.03 m/s)', () => {
    const result = sonicTurbulence({ vtdC: 3, wind10mMs: 1, solarWm2: 100, airTemperatureC: 288 - 273.15 });
    expect(result.sigmaWMs).toBe(0.03);
    expect(result.sensibleHeatWm2).toBeLessThan(0);
  });

  it.each([
    [0.3, 200, 25, -12.31],
    [0.3, -20, 10, 116.9],
    [0.3, 0.1, 10, 100_000],
    [0.001, 300, 25, -0.1],
  ])('gives the Obukhov length for u* %f, H %f, T %f as %f m', (ustar, heat, temperature, length) => {
    expect(obukhovLengthM(ustar, heat, temperature)).toBeCloseTo(length, 1); // |L| is floored at 0.1 m and capped at 100 000 m
  });
});
