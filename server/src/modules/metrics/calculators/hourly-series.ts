/**
 * Hourly aggregates of a station's readings, for the models that work on hourly data (ET₀, flystrike,
 * heat/chill, downy mildew). Bucket i covers (start + i h, start + (i + 1) h]: readings are labelled
 * with the END of their interval (metrics.md §0.4), so a reading stamped on the hour closes that hour.
 * Means ignore missing channels; a bucket without a channel has null for it.
 */
import type { StationObservation, RawChannelKey } from '@mesonet/shared/stations/raw-channels';
import { hourMs } from '@mesonet/shared/time/local-time';

export interface HourlyBucket {
  startMs: number;
  endMs: number;
  readingCount: number;
  tempC: number | null;
  tempMaxC: number | null;
  tempMinC: number | null;
  rhPct: number | null;
  windSpeed2mMs: number | null;
  windSpeed10mMs: number | null;
  solarWm2: number | null;
  pressureHpa: number | null;
  leafWetness: number | null;
  /** Sum of the readings' rain; null when no reading in the hour carries rain. */
  rainMm: number | null;
}

const meanChannels = {
  tempC: 'air_temp_1_2m',
  rhPct: 'rh_1_2m',
  windSpeed2mMs: 'wind_speed_2m',
  windSpeed10mMs: 'wind_speed_10m',
  solarWm2: 'solar_rad',
  pressureHpa: 'pressure_station',
  leafWetness: 'leaf_wetness',
} as const satisfies Record<string, RawChannelKey>;

function summarise(startMs: number, readings: readonly StationObservation[]): HourlyBucket {
  const bucket: HourlyBucket = {
    startMs,
    endMs: startMs + hourMs,
    readingCount: readings.length,
    tempC: null,
    tempMaxC: null,
    tempMinC: null,
    rhPct: null,
    windSpeed2mMs: null,
    windSpeed10mMs: null,
    solarWm2: null,
    pressureHpa: null,
    leafWetness: null,
    rainMm: null,
  };
  for (const [field, channel] of Object.entries(meanChannels) as [keyof typeof meanChannels, RawChannelKey][]) {
    const values = readings.map((r) => r.channels[channel]).filter((v): v is number => v !== undefined);
    if (values.length > 0) bucket[field] = values.reduce((a, b) => a + b, 0) / values.length;
  }
  const temps = readings.map((r) => r.channels.air_temp_1_2m).filter((v): v is number => v !== undefined);
  if (temps.length > 0) {
    bucket.tempMaxC = Math.max(...temps);
    bucket.tempMinC = Math.min(...temps);
  }
  if (bucket.rhPct !== null) bucket.rhPct = Math.min(100, bucket.rhPct);
  if (bucket.solarWm2 !== null) bucket.solarWm2 = Math.max(0, bucket.solarWm2); // night values below 0 → 0 (§2.9)
  const rains = readings.map((r) => r.channels.rain_mm).filter((v): v is number => v !== undefined);
  if (rains.length > 0) bucket.rainMm = rains.reduce((a, b) => a + b, 0);
  return bucket;
}

/** `hourCount` consecutive hourly buckets from `startMs`; `observations` ascending by time. */
export function hourlyBuckets(
  observations: readonly StationObservation[],
  startMs: number,
  hourCount: number,
): HourlyBucket[] {
  const buckets: HourlyBucket[] = [];
  let index = observations.findIndex((o) => o.observedAtMs > startMs);
  if (index === -1) index = observations.length;
  for (let h = 0; h < hourCount; h++) {
    const bucketStart = startMs + h * hourMs;
    const bucketEnd = bucketStart + hourMs;
    const readings: StationObservation[] = [];
    while (index < observations.length && observations[index]!.observedAtMs <= bucketEnd) {
      readings.push(observations[index]!);
      index++;
    }
    buckets.push(summarise(bucketStart, readings));
  }
  return buckets;
}

/** Hourly buckets of a rolling window ending at `endMs` (§2.7: rolling windows end at the newest sample). */
export function hourlyBucketsEndingAt(
  observations: readonly StationObservation[],
  endMs: number,
  hourCount: number,
): HourlyBucket[] {
  return hourlyBuckets(observations, endMs - hourCount * hourMs, hourCount);
}

/** Share of buckets with a temperature: the window's coverage (§2.7 asks for ≥ 80 %). */
export function temperatureCoverage(buckets: readonly HourlyBucket[]): number {
  if (buckets.length === 0) return 0;
  return buckets.filter((b) => b.tempC !== null).length / buckets.length;
}

/** Wind near 2 m: measured 2 m, else 10 m converted by FAO-56 Eq. 47 (× 0.748), else null. */
export function windNear2mMs(bucket: Pick<HourlyBucket, 'windSpeed2mMs' | 'windSpeed10mMs'>): number | null {
  if (bucket.windSpeed2mMs !== null) return bucket.windSpeed2mMs;
  if (bucket.windSpeed10mMs !== null) return bucket.windSpeed10mMs * 0.748;
  return null;
}
