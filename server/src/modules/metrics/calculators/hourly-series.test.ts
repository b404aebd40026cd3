import { describe, expect, it } from 'vitest';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { hourlyBuckets, hourlyBucketsEndingAt, temperatureCoverage, windNear2mMs } from './hourly-series';

const minute = 60_000;
const reading = (minutes: number, channels: StationObservation['channels']): StationObservation => ({
  observedAtMs: minutes * minute,
  channels,
});

describe('hourly buckets (interval-end labelling, metrics.md §0.4)', () => {
  const readings = [
    reading(0, { air_temp_1_2m: 99 }), // ends at the window start: belongs to the hour before
    reading(10, { air_temp_1_2m: 10, rh_1_2m: 80, rain_mm: 0.2, solar_rad: -3 }),
    reading(60, { air_temp_1_2m: 14, rh_1_2m: 101, rain_mm: 0.4, solar_rad: 5 }), // closes hour 0
    reading(70, { air_temp_1_2m: 20, wind_speed_10m: 4 }),
  ];

  it('aggregates means, extremes and rain per hour (start, end]', () => {
    const [first, second, third] = hourlyBuckets(readings, 0, 3);
    expect(first).toMatchObject({ readingCount: 2, tempC: 12, tempMaxC: 14, tempMinC: 10, rhPct: 90.5, solarWm2: 1 });
    expect(first!.rainMm).toBeCloseTo(0.6, 9);
    expect(second).toMatchObject({ readingCount: 1, tempC: 20, rainMm: null, windSpeed10mMs: 4, windSpeed2mMs: null });
    expect(third).toMatchObject({ readingCount: 0, tempC: null, rainMm: null });
    expect(temperatureCoverage([first!, second!, third!])).toBeCloseTo(2 / 3, 9);
  });

  it('rolling windows end at the given instant', () => {
    const buckets = hourlyBucketsEndingAt(readings, 70 * minute, 2);
    expect(buckets.map((b) => b.startMs / minute)).toEqual([-50, 10]);
    expect(buckets[1]).toMatchObject({ readingCount: 2, tempC: 17 });
  });

  it('wind near 2 m: measured 2 m, else 10 m × 0.748 (FAO-56 Eq. 47)', () => {
    expect(windNear2mMs({ windSpeed2mMs: 2, windSpeed10mMs: 5 })).toBe(2);
    expect(windNear2mMs({ windSpeed2mMs: null, windSpeed10mMs: 5 })).toBeCloseTo(3.74, 9);
    expect(windNear2mMs({ windSpeed2mMs: null, windSpeed10mMs: null })).toBeNull();
  });
});
