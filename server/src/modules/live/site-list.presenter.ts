import type { CurrentDataItem, SiteListItem } from '@mesonet/shared/contracts/sites.schema';
import {
  metricCatalogue,
  metricKeys,
  stationTypeSupportsMetric,
  type MetricKey,
} from '@mesonet/shared/metrics/metric-catalogue';
import { formatMetricValue, legendBand, roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { compassPoint } from '@mesonet/shared/metrics/wind-direction';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveSite } from './live-network';

const windDirectionOf: Partial<Record<MetricKey, MetricKey>> = {
  wind_speed_10m: 'wind_direction_10m',
  wind_speed_2m: 'wind_direction_2m',
};

/**
 * One metric as this viewer may see it. A metric outside the plan carries no value at all: the
 * visibility rule runs here, on the server, so a forbidden value never crosses the wire.
 */
function presentItem(entry: LiveSite, key: MetricKey, viewer: Viewer): CurrentDataItem | null {
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

export function presentSiteList(entries: readonly LiveSite[], viewer: Viewer): SiteListItem[] {
  const nominated = new Set(
    viewer.kind === 'member' && viewer.featureSetKey === 'premium_bundle' ? viewer.nominatedSiteSlugs : [],
  );
  return [...entries]
    .sort((a, b) => a.site.id - b.site.id)
    .map((entry) => ({
      id: entry.site.id,
      slug: entry.site.slug,
      name: entry.site.name,
      region: entry.site.region,
      location: { lat: entry.site.lat, lng: entry.site.lng },
      elevation_m: entry.site.elevationM,
      aws_type: entry.site.awsType as StationType,
      network: entry.site.network,
      mesonet: entry.site.mesonet,
      timezone_name: entry.site.timezoneName,
      nominated: nominated.has(entry.site.slug),
      current_data_hash: {
        data_array: metricKeys.flatMap((key) => {
          const item = presentItem(entry, key, viewer);
          return item ? [item] : [];
        }),
      },
      current_data_last_updated: entry.lastReadingMs,
      data_processing: entry.processing,
    }));
}
