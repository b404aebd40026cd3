import { describe, expect, it } from 'vitest';
import type { StationRow } from '../stations/stations.tables';
import { deriveReadingMetrics } from '../metrics/current-metrics';
import { readingMetricKeys } from '../stations/reading-columns';
import { deriveStoredReadingMetrics, stationContext } from './reading-metrics';

const station = {
  id: 1,
  slug: 'test-station',
  awsType: 'research',
  timezoneName: 'Australia/Adelaide',
  lat: -34.1,
  lng: 138.7,
  elevationM: 310,
} as StationRow;

describe('deriveStoredReadingMetrics', () => {
  const observation = {
    observedAtMs: Date.parse('2026-11-21T04:30:00Z'),
    channels: {
      air_temp_1_2m: 23.47,
      air_temp_10m: 22.91,
      rh_1_2m: 37.3,
      wind_speed_2m: 3.1,
      wind_speed_10m: 4.7,
      pressure_station: 978.4,
      sonic_w_sd_10m: 0.61,
    },
  };

  it.each(readingMetricKeys)('stores %s to four decimals, within half a step of the exact value', (key) => {
    const exact = deriveReadingMetrics(stationContext(station), observation)[key];
    const stored = deriveStoredReadingMetrics(station, observation)[key];
    expect(typeof exact).toBe('number');
    expect(typeof stored).toBe('number');
    expect(Math.abs((stored as number) - (exact as number))).toBeLessThanOrEqual(0.00005);
    expect((stored as number) * 10_000).toBeCloseTo(Math.round((stored as number) * 10_000), 6);
  });

  // Bit 1 is σw (metrics/estimated-metrics.ts): set where the value is the §4.11 estimate.
  it.each([
    ['a research mast with its sonic reading', 'research', { sonic_w_sd_10m: 0.61 }, 0],
    ['a research mast whose sonic reading is missing', 'research', { sonic_w_sd_10m: undefined }, 1],
    ['a research mast whose sonic reads an implausible 0.01 m/s', 'research', { sonic_w_sd_10m: 0.01 }, 1],
    ['a standard mast, which has no sonic', 'standard', {}, 1],
    [
      'a research mast with neither the sonic nor a 10 m temperature: no σw at all',
      'research',
      { sonic_w_sd_10m: undefined, air_temp_10m: undefined },
      0,
    ],
  ] as const)('keeps which metrics were estimated at %s', (_, awsType, channels, bits) => {
    const stored = deriveStoredReadingMetrics({ ...station, awsType } as StationRow, {
      ...observation,
      channels: { ...observation.channels, ...channels },
    });
    expect(stored.estimated_metrics).toBe(bits);
  });
});
