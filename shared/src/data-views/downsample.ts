/**
 * Shrinking a chart series to at most N points without losing its extremes: time buckets, and in each
 * the minimum and the maximum in time order (the min/max half of M4, Jugel et al., "M4: A
 * Visualization-Oriented Time Series Data Aggregation", VLDB 2014). A chart one pixel per bucket wide
 * draws exactly the same envelope from these points as from the full series, so a spike survives.
 */

/** [time ms since the epoch (UTC), value in display units or null for a gap]. */
export type SeriesPoint = readonly [timeMs: number, value: number | null];

/**
 * Bucket width that fits a span into floor(maxPoints / 2) buckets (two points each), rounded up to a
 * whole `stepMs` so SQL and this module can share bucket edges.
 */
export function minMaxBucketMs(spanMs: number, maxPoints: number, stepMs = 1): number {
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const raw = Math.max(1, Math.ceil((Math.max(0, spanMs) + 1) / buckets));
  return Math.ceil(raw / stepMs) * stepMs;
}

/**
 * At most `maxPoints` points: unchanged when already short enough, else per bucket the minimum and the
 * maximum (each at its first occurrence) in time order, one point when they coincide, and a single
 * null for a bucket holding only gaps. Buckets start at `originMs` (default: the first point) and are
 * `bucketMs` wide (default: what fits the span). Points must be in ascending time order.
 */
export function downsampleMinMax(
  points: readonly SeriesPoint[],
  maxPoints: number,
  options: { originMs?: number; bucketMs?: number } = {},
): SeriesPoint[] {
  if (points.length <= maxPoints || points.length === 0) return [...points];
  const first = points[0] as SeriesPoint;
  const last = points[points.length - 1] as SeriesPoint;
  const originMs = options.originMs ?? first[0];
  const bucketMs = options.bucketMs ?? minMaxBucketMs(last[0] - originMs, maxPoints);
  const out: SeriesPoint[] = [];
  let bucket: number | null = null;
  let min: SeriesPoint | null = null;
  let max: SeriesPoint | null = null;
  let gap: SeriesPoint | null = null;
  const flush = () => {
    if (min && max) {
      if (min === max) out.push(min);
      else if (min[0] <= max[0]) out.push(min, max);
      else out.push(max, min);
    } else if (gap) out.push(gap);
    min = max = gap = null;
  };
  for (const point of points) {
    const index = Math.floor((point[0] - originMs) / bucketMs);
    if (index !== bucket) {
      flush();
      bucket = index;
    }
    const value = point[1];
    if (value === null || !Number.isFinite(value)) {
      gap ??= [point[0], null];
      continue;
    }
    if (min === null || value < (min[1] as number)) min = point;
    if (max === null || value > (max[1] as number)) max = point;
  }
  flush();
  return out;
}

/**
 * A null point after every silence longer than `maxGapMs`, so a line chart breaks across an outage
 * instead of drawing a straight line through it. The null sits just after the last point before the gap.
 */
export function insertGaps(points: readonly SeriesPoint[], maxGapMs: number): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  let previous: SeriesPoint | null = null;
  for (const point of points) {
    if (previous && previous[1] !== null && point[1] !== null && point[0] - previous[0] > maxGapMs) {
      out.push([previous[0] + 1, null]);
    }
    out.push(point);
    previous = point;
  }
  return out;
}

/** At most `max` items spread evenly over the list, keeping the first and the last (wind arrows). */
export function thinEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  if (max <= 0) return [];
  if (max === 1) return [items[items.length - 1] as T];
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)] as T);
}
