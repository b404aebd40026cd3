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
