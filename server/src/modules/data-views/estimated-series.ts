import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { isMetricEstimated } from '@mesonet/shared/metrics/metric-estimates';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { estimatedMetricsOf, isEstimableReadingMetric } from '../metrics/estimated-metrics';
import type { DataViewsRepository } from './data-views.repository';

/**
 * The metrics of a graph's series or a table's columns to mark 'est.' over a window: those the station
 * type never measures (metric-estimates.ts), and those some reading in the window had worked out by an
 * estimate (its stored bits), e.g. a research station's σw while its sonic reading was missing. Only
 * the latter are looked up, and readings stored before the bits were kept count as measured there.
 */
export async function estimatedInWindow(
  repository: Pick<DataViewsRepository, 'estimatedMetricsIn'>,
  station: { id: number; awsType: string },
  metricIds: readonly MetricKey[],
  window: { fromMs: number; toMs: number },
): Promise<ReadonlySet<MetricKey>> {
  const estimated = new Set(metricIds.filter((key) => isMetricEstimated(station.awsType as StationType, key)));
  const measuredByType = metricIds.filter((key) => !estimated.has(key) && isEstimableReadingMetric(key));
  if (measuredByType.length > 0) {
    const bits = await repository.estimatedMetricsIn(station.id, window.fromMs, window.toMs);
    for (const key of estimatedMetricsOf(bits)) if (measuredByType.includes(key)) estimated.add(key);
  }
  return estimated;
}
