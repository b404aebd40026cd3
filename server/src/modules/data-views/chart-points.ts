/**
 * Turning stored readings into chart points: display units and rounding, downsampling that keeps the
 * extremes, breaks across outages, running totals and wind arrows. Pure.
 */
import {
  downsampleMinMax,
  insertGaps,
  minMaxBucketMs,
  thinEvenly,
  type SeriesPoint,
} from '@mesonet/shared/data-views/downsample';
import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { roundHalfAwayFromZero, roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import { compassPoint } from '@mesonet/shared/metrics/wind-direction';
import { reportingIntervalMinutes, type StationType } from '@mesonet/shared/stations/raw-channels';

/** Windows up to this long are read reading by reading; longer ones are bucketed in SQL. */
export const maxRawSpanMs = 14 * 86_400_000;
/** Each final bucket of a bucketed series is read as this many finer SQL buckets, to order its min and max. */
export const fineBucketsPerBucket = 4;
/** Wind arrows sent at most; the browser thins them again to about one per 40 px (spec §9). */
export const maxWindArrows = 200;
/** Below 0.5 m/s the wind is calm: no direction, no arrow (metrics.md §4.6). */
export const calmBelowKmh = 1.8;

/** Column widths of the rainfall graph, in hours: the first that fits the window into the column budget. */
const rainBucketHours = [1, 3, 6, 12, 24, 168, 672];

export function rainBucketHoursFor(spanMs: number, maxPoints: number): number {
  const columns = Math.max(10, Math.floor(maxPoints / 2));
  return rainBucketHours.find((h) => Math.ceil(spanMs / (h * 3_600_000)) <= columns) ?? 672;
}

/** A silence this long breaks a line: three reporting intervals, and never less than 30 minutes. */
export function gapMsFor(awsType: StationType): number {
  return Math.max(3 * reportingIntervalMinutes[awsType], 30) * 60_000;
}

export interface SeriesResolution {
  kind: 'raw' | 'min_max';
  /** Width of a min/max bucket; null when the series is raw. */
  bucketMs: number | null;
}

/** The final bucket width of a window bucketed in SQL: a whole minute, divisible into the fine buckets. */
export function sqlBucketMs(spanMs: number, maxPoints: number): number {
  return minMaxBucketMs(spanMs, maxPoints, 60_000 * fineBucketsPerBucket);
}

/** Points of one stored field, in display units (× scale), not yet rounded. */
export function pointsOf(timesMs: readonly number[], values: readonly (number | null)[], scale: number): SeriesPoint[] {
  return timesMs.map((t, i) => {
    const value = values[i] ?? null;
    return [t, value === null ? null : value * scale] as const;
  });
}

/**
 * Two points per fine SQL bucket, its minimum a third of the way in and its maximum two thirds: the
 * true extremes, their times to within a quarter of a final bucket (one pixel at most).
 */
export function pointsOfBuckets(
  buckets: readonly { startMs: number; min: number | null; max: number | null }[],
  fineBucketMs: number,
  scale: number,
): SeriesPoint[] {
  return buckets.flatMap(({ startMs, min, max }): SeriesPoint[] => {
    if (min === null || max === null) return [[startMs, null]];
    const low: SeriesPoint = [startMs + Math.floor(fineBucketMs / 3), min * scale];
    if (min === max) return [low];
    return [low, [startMs + Math.floor((2 * fineBucketMs) / 3), max * scale]];
  });
}

/**
 * A series ready to send: at most `maxPoints` points (min and max per bucket when longer), a null
 * across every silence longer than `gapMs` (or two buckets), values rounded as the metric says.
 * `bucketMs` given: the points are already SQL buckets of a finer width, reduced to this one.
 */
export function finishSeries(
  points: readonly SeriesPoint[],
  metricId: MetricKey,
  options: { maxPoints: number; gapMs: number; originMs: number; bucketMs?: number },
): { points: SeriesPoint[]; resolution: SeriesResolution } {
  const lastMs = points.at(-1)?.[0] ?? options.originMs;
  const bucketMs =
    options.bucketMs ??
    (points.length > options.maxPoints ? minMaxBucketMs(lastMs - options.originMs, options.maxPoints) : null);
  const reduced =
    bucketMs === null ? points : downsampleMinMax(points, options.maxPoints, { originMs: options.originMs, bucketMs });
  const gapped = insertGaps(reduced, Math.max(options.gapMs, 2 * (bucketMs ?? 0)));
  return {
    points: gapped.map(([t, v]) => [t, roundMetricValue(metricId, v)] as const),
    resolution: bucketMs === null ? { kind: 'raw', bucketMs: null } : { kind: 'min_max', bucketMs },
  };
}

/** Running total of column values over the window (gaps add nothing), rounded to 0.1 mm. */
export function runningTotal(points: readonly SeriesPoint[]): SeriesPoint[] {
  let total = 0;
  return points.map(([t, v]) => {
    total += v ?? 0;
    return [t, roundHalfAwayFromZero(total, 1)] as const;
  });
}

export interface WindArrow {
  series_id: string;
  t_ms: number;
  direction_deg: number;
  direction_label: string | null;
  speed_kmh: number | null;
}

/** Arrows where the wind blew (calm times have none), spread evenly, at most `maxWindArrows`. */
export function windArrows(
  seriesId: string,
  timesMs: readonly number[],
  directionsDeg: readonly (number | null)[],
  speedsKmh: readonly (number | null)[],
): WindArrow[] {
  const arrows: WindArrow[] = [];
  timesMs.forEach((t, i) => {
    const direction = directionsDeg[i] ?? null;
    const speed = speedsKmh[i] ?? null;
    if (direction === null || (speed !== null && speed < calmBelowKmh)) return;
    const normalised = ((Math.round(direction) % 360) + 360) % 360;
    arrows.push({
      series_id: seriesId,
      t_ms: t,
      direction_deg: normalised,
      direction_label: compassPoint(normalised),
      speed_kmh: speed === null ? null : roundHalfAwayFromZero(speed, 0),
    });
  });
  return thinEvenly(arrows, maxWindArrows);
}
