import type { StationListItem } from '../contracts/stations.schema';
import type { MapMetricKey } from '../metrics/metric-catalogue';
import { catalogueLegendBands, type LegendBands } from '../metrics/metric-display-statuses';
import type { MetricLegendBand } from '../metrics/metric-legends';
import { metricVisibility } from '../metrics/metric-visibility';
import { metricItem } from './station-reading';

const rainfallMetricKeys: ReadonlySet<MapMetricKey> = new Set([
  'rainfall_since_9am',
  'rainfall_last_24h',
  'rainfall_last_7d',
]);

/** Spec §2 "Legend": rainfall metrics show only the bands above 0 ('Nil' is left out). */
export function legendBandsShown(
  metricKey: MapMetricKey,
  legends: LegendBands = catalogueLegendBands,
): readonly MetricLegendBand[] {
  const bands = legends[metricKey] ?? [];
  return rainfallMetricKeys.has(metricKey) ? bands.filter((band) => band.threshold_value > 0) : bands;
}

/**
 * Why every marker would show a dash or 'U' for this metric, if that is so: a visitor sees only the free
 * metrics ('log-in'); a member whose plan covers it at no site needs to upgrade ('upgrade').
 */
export function metricLockedReason(
  stations: readonly StationListItem[],
  metricKey: MapMetricKey,
  signedIn: boolean,
): 'log-in' | 'upgrade' | null {
  if (!signedIn) return metricVisibility({ kind: 'visitor' }, '', metricKey) === 'upgrade' ? 'log-in' : null;
  if (stations.length === 0) return null;
  return stations.every((station) => metricItem(station, metricKey, true)?.included_in_feature_set === false)
    ? 'upgrade'
    : null;
}
