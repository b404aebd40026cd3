/**
 * Which stored per-reading metrics an estimate worked out, as the bit set kept in each reading's
 * `estimated_metrics`: the 'est.' of a graph or table follows the method each value was worked out
 * by, so a research station's σw reads 'est.' only for the readings its sonic anemometer missed.
 */
import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';

/** The stored per-reading metrics that can be measured or estimated, and their bits. */
export const estimatedMetricBits = { sigmaw10: 1 } as const satisfies Partial<Record<MetricKey, number>>;
export type EstimableReadingMetric = keyof typeof estimatedMetricBits;

export const isEstimableReadingMetric = (key: MetricKey): key is EstimableReadingMetric =>
  Object.hasOwn(estimatedMetricBits, key);

/** The bit set of `keys` (0 when a reading's metrics were all measured). */
export function estimatedMetricsBitSet(keys: Iterable<EstimableReadingMetric>): number {
  let bits = 0;
  for (const key of keys) bits |= estimatedMetricBits[key];
  return bits;
}

/** The metrics a bit set (one reading's, or several OR-ed) marks as estimated. */
export function estimatedMetricsOf(bits: number): EstimableReadingMetric[] {
  return (Object.keys(estimatedMetricBits) as EstimableReadingMetric[]).filter(
    (key) => (bits & estimatedMetricBits[key]) !== 0,
  );
}
