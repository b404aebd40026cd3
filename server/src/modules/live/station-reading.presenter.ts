import type { StationReading } from '@mesonet/shared/contracts/stations.schema';
import { legendBandIndex, windDirectionMetricOf } from '@mesonet/shared/metrics/current-data-item';
import { metricCatalogue, stationTypeSupportsMetric, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import { formatMetricValue, roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveStation } from './live-network';

/** Beneath a withheld σw forecast tile; the 2-hour graph says it in full. */
export const forecastWithheldTileNote = 'Not better than persistence here';

/**
 * One current metric as this viewer may see it (site lists; data views make it whole with
 * `currentDataItem`), or null outside the viewer's plan: the visibility rule runs here, on the
 * server, so a forbidden value never crosses the wire.
 */
export function presentStationReading(
  entry: LiveStation,
  key: MetricKey,
  viewer: Viewer,
  legends: LegendBands,
): StationReading | null {
  if (metricVisibility(viewer, entry.station.slug, key) !== 'shown') return null;
  const unsupported = !stationTypeSupportsMetric(entry.station.awsType as StationType, key);
  // A forecast that has not beaten persistence at the station is not sent (metrics.md §4.12).
  const withheld = key === 'ann_2hr_sigma_w' && entry.forecastSkill?.verdict === 'does_not_beat_persistence';
  const raw = unsupported || withheld ? null : (entry.current?.[key] ?? null);
  const reading: StationReading = {
    metric_id: key,
    // Shown so that the number never reads as another band than the colour (metric-legend.ts).
    value: roundMetricValue(key, raw, legends),
    value_str: formatMetricValue(key, raw, legends),
    unit: metricCatalogue[key].unit,
    band: legendBandIndex(key, raw, legends),
  };
  if (withheld) reading.withheld = forecastWithheldTileNote;
  // By the method the value was worked out with; sent only when true: most values are measured.
  if (raw !== null && entry.estimated.has(key)) reading.estimated = true;
  const directionKey = windDirectionMetricOf[key];
  if (directionKey) {
    const direction =
      metricVisibility(viewer, entry.station.slug, directionKey) === 'shown'
        ? (entry.current?.[directionKey] ?? null)
        : null;
    reading.wind_direction_value = direction === null ? null : Math.round(direction);
  }
  return reading;
}
