import type { CurrentDataItem } from '@mesonet/shared/contracts/sites.schema';
import { metricCatalogue, stationTypeSupportsMetric, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { formatMetricValue, legendBand, roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { compassPoint } from '@mesonet/shared/metrics/wind-direction';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveSite } from '../live/live-network';

const windDirectionOf: Partial<Record<MetricKey, MetricKey>> = {
  wind_speed_10m: 'wind_direction_10m',
  wind_speed_2m: 'wind_direction_2m',
};

/**
 * One current metric as this viewer may see it (site list tiles, dashboard, site summary). A metric
 * outside the plan carries no value at all: the visibility rule runs here, on the server, so a
 * forbidden value never crosses the wire. Visitors get nothing for such a metric (null).
 */
export function presentCurrentItem(entry: LiveSite, key: MetricKey, viewer: Viewer): CurrentDataItem | null {
  const definition = metricCatalogue[key];
  const allowed = metricVisibility(viewer, entry.site.slug, key) === 'shown';
  if (!allowed && viewer.kind === 'visitor') return null;
  const unsupported = !stationTypeSupportsMetric(entry.site.awsType as StationType, key);
  const raw = allowed && !unsupported ? (entry.current?.[key] ?? null) : null;
  const band = raw === null ? null : legendBand(key, raw);
  const item: CurrentDataItem = {
    metric_id: key,
    label: definition.label,
    value: roundMetricValue(key, raw),
    value_str: allowed ? formatMetricValue(key, raw) : 'U',
    unit: definition.unit,
    status_label: band?.label ?? null,
    styles: band ? { background_color: band.background_color, font_color: band.font_color, font_weight: 'bold' } : null,
    included_in_feature_set: allowed,
    unsupported,
  };
  const directionKey = windDirectionOf[key];
  if (directionKey) {
    const direction =
      allowed && metricVisibility(viewer, entry.site.slug, directionKey) === 'shown'
        ? (entry.current?.[directionKey] ?? null)
        : null;
    item.wind_direction_value = direction === null ? null : Math.round(direction);
    item.wind_direction_label = compassPoint(direction);
  }
  return item;
}
