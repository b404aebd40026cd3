import { describe, expect, it } from 'vitest';
import { modelAFeaturesOf, type ModelAReading } from './model-a-features';

const station = { lat: -34.4, lng: 138.7, elevationM: 0 };
// 14:00 UTC on 21 Nov 2026 is 00:30 in Adelaide: night now and at the valid time, so clearness is 0.
const t = Date.UTC(2026, 10, 21, 14, 0);
const minute = 60_000;
const reading = (atMs: number, over: Partial<ModelAReading> = {}): ModelAReading => ({
  atMs,
  sigmaWMs: 0.1,
  vtdC: 2,
  windSpeed10mMs: 1.5,
  rhPct: 80,
  solarWm2: 0,
  ...over,
});

describe('Model A features from stored readings (metrics.md §4.12)', () => {
  it('takes the 1-hour trends from the reading an hour earlier, and needs one', () => {
    const readings = [
      reading(t - 60 * minute, { vtdC: 0.5, windSpeed10mMs: 3 }),
      reading(t - 50 * minute),
      reading(t, { vtdC: 2, windSpeed10mMs: 1.5 }),
    ];
    const [first, second, now] = modelAFeaturesOf(readings, station);
    expect(first).toBeNull();
    expect(second).toBeNull();
    expect(now).toMatchObject({
      sigmaWMs: 0.1,
      vtdC: 2,
      windSpeed10mMs: 1.5,
      windChange1hMs: -1.5, // 1.5 − 3
      vtdChange1hC: 1.5, // 2 − 0.5
      clearness: 0,
      rhPct: 80,
      nightAtValid: true,
    });
    expect(now!.sunElevationAtValidDeg).toBeLessThan(0);
  });

  it.each<[string, Partial<ModelAReading>]>([
    ['no σw', { sigmaWMs: null }],
    ['no VTD', { vtdC: null }],
    ['no wind', { windSpeed10mMs: null }],
    ['no humidity', { rhPct: null }],
  ])('no features with %s', (_, missing) => {
    expect(modelAFeaturesOf([reading(t - 60 * minute), reading(t, missing)], station)[1]).toBeNull();
  });
});
