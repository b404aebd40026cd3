import { describe, expect, it } from 'vitest';
import { bulkRichardsonNumber, estimateSigmaW10Ms, measuredSigmaW10Ms } from './sigma-w';

describe('σw estimate from VTD and U10 (metrics.md §4.11; §8.6 vectors: T̄ 288 K, z0 0.05, no convective term)', () => {
  it.each([
    [0, 3, 0.003, 0.277],
    [0.5, 3, 0.02, 0.241],
    [1, 3, 0.036, 0.207],
    [2, 3, 0.069, 0.148],
    [1, 1.5, 0.145, 0.03],
    [3, 2, 0.231, 0.03],
    [0.3, 6, 0.003, 0.552],
  ])('§8.6: VTD %f °C, U10 %f m/s → Rib %f, σw %f m/s', (vtdC, windSpeed10mMs, rib, sigma) => {
    expect(bulkRichardsonNumber(vtdC, windSpeed10mMs, 288)).toBeCloseTo(rib, 3);
    const estimate = estimateSigmaW10Ms({ vtdC, windSpeed10mMs, meanTempK: 288, solarRadiationWm2: 0 });
    expect(Math.abs(estimate - sigma)).toBeLessThanOrEqual(0.0015);
  });

  it('adds a convective term by day: a sunny afternoon reaches the typical 0.5–1.0 m/s (§4.11)', () => {
    const sunny = estimateSigmaW10Ms({ vtdC: -1, windSpeed10mMs: 3, meanTempK: 303, solarRadiationWm2: 900 });
    expect(sunny).toBeGreaterThan(0.5);
    expect(sunny).toBeLessThan(1.0);
  });

  it('§4.11 errata: VTD +3 °C, U10 1.0 m/s, Rs 100 W/m², T̄ 288 K, z0 0.05 → Rib 0.925, σw 0.03 m/s (floor)', () => {
    // Rib = (9.81/288)·(3 + 0.0098·8.8)·8.8/1.0² = 0.034063·3.08624·8.8 = 0.9251 ≥ 0.25 → σw_mech = 0;
    // Δθ > 0 → σw_conv = 0 (the uncorrected formula gave 1.9·(0.034063·25/1200·1000)^(1/3)·0.01^(1/3) = 0.365).
    expect(bulkRichardsonNumber(3, 1, 288)).toBeCloseTo(0.925, 3);
    expect(estimateSigmaW10Ms({ vtdC: 3, windSpeed10mMs: 1, meanTempK: 288, solarRadiationWm2: 100 })).toBe(0.03);
  });

  it('the sun still mixes an unstable layer: VTD −1 °C, U10 1 m/s, Rs 100 W/m² gets the convective term', () => {
    // σw_conv = 1.9·(0.034063·(0.25·100)/1200·1000)^(1/3)·(10/1000)^(1/3) = 1.9·0.8920·0.21544 = 0.3651;
    // Rib = 0.034063·(−0.91376)·8.8 = −0.2739 → σw_mech = 1.25·(0.4/ln 200)·(1 + 16·0.2739)^(1/3) = 0.1654.
    const sigma = estimateSigmaW10Ms({ vtdC: -1, windSpeed10mMs: 1, meanTempK: 288, solarRadiationWm2: 100 });
    expect(sigma).toBeCloseTo(Math.hypot(0.3651, 0.1654), 3);
  });

  it('unstable air mixes more than neutral air at the same wind', () => {
    const neutral = estimateSigmaW10Ms({ vtdC: -0.086, windSpeed10mMs: 3, meanTempK: 288, solarRadiationWm2: null });
    const unstable = estimateSigmaW10Ms({ vtdC: -1, windSpeed10mMs: 3, meanTempK: 288, solarRadiationWm2: null });
    expect(unstable).toBeGreaterThan(neutral);
  });

  it('rougher vines (z0 0.2) mix more than crop at the same wind', () => {
    const crop = estimateSigmaW10Ms({ vtdC: 0, windSpeed10mMs: 3, meanTempK: 288, solarRadiationWm2: 0 });
    const vines = estimateSigmaW10Ms({
      vtdC: 0,
      windSpeed10mMs: 3,
      meanTempK: 288,
      solarRadiationWm2: 0,
      roughnessLengthM: 0.2,
    });
    expect(vines).toBeGreaterThan(crop);
  });
});

describe('measured σw (research stations, §4.11 edge cases)', () => {
  it.each<[number | null | undefined, number | null]>([
    [0.74, 0.74],
    [0.02, 0.02],
    [0.019, null], // < 0.02: sensor fault or icing
    [null, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(measuredSigmaW10Ms(value)).toBe(expected);
  });
});
