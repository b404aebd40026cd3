import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { describe, expect, it } from 'vitest';
import type { ModelA } from '../metrics/calculators/sigma-w-forecast';
import { bucketForecasts } from './bucket-forecasts';
import type { BucketRow } from './reading-buckets.repository';

const station = { lat: -34.4, lng: 138.7, elevationM: 0 };
// 14:00 UTC on 21 Nov 2026 is 00:30 in Adelaide: night at issue and at +2 h, so no solar input is needed.
const t0 = Date.UTC(2026, 10, 21, 14, 0);
const minute = 60_000;

function bucket(startMs: number, values: { sigma: [number, number]; vtd: [number, number]; wind: number }): BucketRow {
  const extremes = (sigma: number, vtd: number, rh: number) =>
    new Map<ReadingField, number | null>([
      ['sigmaw10', sigma],
      ['vtd', vtd],
      ['rh_1_2m', rh],
    ]);
  return {
    startMs,
    min: extremes(values.sigma[0], values.vtd[0], 70),
    max: extremes(values.sigma[1], values.vtd[1], 90),
    mean: new Map<ReadingField, number | null>([
      ['solar_rad', 0],
      ['wind_speed_10m', values.wind],
    ]),
  };
}

/** Model A with one non-zero coefficient, so ln σ̂ is that feature (the vector order of metrics.md §4.12). */
function fitOn(feature: number): ModelA {
  const coefficients = Array<number>(10).fill(0);
  coefficients[feature] = 1;
  return { coefficients, logResidualSd: 0.5, sampleCount: 100 };
}
const lnSigma = 1;
const windChange1h = 4;
const vtdChange1h = 5;

describe('the σw forecast of a long window from its buckets (metrics.md §4.12)', () => {
  const steady = { sigma: [0.1, 0.1] as [number, number], vtd: [1, 1] as [number, number], wind: 2 };

  it('forecasts with Model A from σw, a third and two thirds into each bucket', () => {
    const rows = [bucket(t0, { ...steady, sigma: [0.1, 0.4] }), bucket(t0 + 20 * minute, steady)];
    // ln σ̂ = ln σw, so σ̂ = σw: no trend is needed for that, but an hour-earlier bucket is.
    const before = [0, 20, 40].map((m) => bucket(t0 - 60 * minute + m * minute, steady));
    const forecasts = bucketForecasts([...before, ...rows], 20 * minute, station, fitOn(lnSigma)).slice(-3);
    expect(forecasts.map((f) => [f?.validAtMs, f?.valueMps, f?.model])).toEqual([
      // A third of 20 min is 400 s, two thirds 800 s; valid two hours later.
      [t0 + 400_000 + 120 * minute, expect.closeTo(0.1, 9), 'A'],
      [t0 + 800_000 + 120 * minute, expect.closeTo(0.4, 9), 'A'],
      [t0 + 20 * minute + 400_000 + 120 * minute, expect.closeTo(0.1, 9), 'A'],
    ]);
  });

  it('takes the 1-hour trends from the bucket an hour earlier, rescaled where buckets are longer', () => {
    // 20-min buckets: the bucket three back. Wind 2 → 3.5 m/s: ln σ̂ = 1.5.
    const twenty = [bucket(t0 - 60 * minute, { ...steady, wind: 2 }), bucket(t0, { ...steady, wind: 3.5 })];
    expect(bucketForecasts(twenty, 20 * minute, station, fitOn(windChange1h)).at(-1)?.valueMps).toBeCloseTo(
      Math.exp(1.5),
      9,
    );
    // 2-h buckets: the bucket before, its change halved. VTD midrange (0+2)/2 = 1 → (3+5)/2 = 4: ln σ̂ = 3/2.
    const twoHours = [bucket(t0 - 120 * minute, { ...steady, vtd: [0, 2] }), bucket(t0, { ...steady, vtd: [3, 5] })];
    expect(bucketForecasts(twoHours, 120 * minute, station, fitOn(vtdChange1h)).at(-1)?.valueMps).toBeCloseTo(
      Math.exp(1.5),
      9,
    );
  });

  it('has no Model A forecast without the bucket an hour earlier, and Model B without a fit', () => {
    expect(bucketForecasts([bucket(t0, steady)], 20 * minute, station, fitOn(lnSigma))).toEqual([null]);
    expect(bucketForecasts([bucket(t0, steady)], 20 * minute, station, null)[0]?.model).toBe('B');
  });
});
