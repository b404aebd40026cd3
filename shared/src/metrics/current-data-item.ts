/**
 * A site-list reading (only what the server knows: value, text, band) made whole again from the shared
 * metric catalogue: label, colours, status text, station-type support and compass point; and the item
 * of a metric outside the viewer's plan, which the site lists leave out. The server builds the
 * dashboard's items the same way, so a tile reads alike wherever it is shown.
 */
import type { CurrentDataItem, StationReading } from '../contracts/stations.schema';
import type { StationType } from '../stations/raw-channels';
import { isMetricKey, metricCatalogue, stationTypeSupportsMetric, type MetricKey } from './metric-catalogue';
import { catalogueLegendBands, type LegendBands } from './metric-display-statuses';
import { legendBand } from './metric-legend';
import { compassPoint } from './wind-direction';

/** Wind speed metrics carry the direction of the same height (the tile's arrow). */
export const windDirectionMetricOf: Partial<Record<MetricKey, MetricKey>> = {
  wind_speed_10m: 'wind_direction_10m',
  wind_speed_2m: 'wind_direction_2m',
};

/** Position of the value's band in the metric's legend (unrounded value, metrics.md §0.4); null without one. */
export function legendBandIndex(
  metricKey: MetricKey,
  value: number | null,
  legends: LegendBands = catalogueLegendBands,
): number | null {
  const band = legendBand(metricKey, value, legends);
  return band === null ? null : (legends[metricKey]?.indexOf(band) ?? null);
}

/** `legends`: the served display statuses, so an operator's colours and labels reach every tile. */
export function currentDataItem(
  awsType: StationType,
  reading: StationReading,
  legends: LegendBands = catalogueLegendBands,
): CurrentDataItem {
  const known = isMetricKey(reading.metric_id) ? metricCatalogue[reading.metric_id] : null;
  const band = reading.band === null || !known ? null : (legends[known.key]?.[reading.band] ?? null);
  const item: CurrentDataItem = {
    metric_id: reading.metric_id,
    label: known?.label ?? reading.metric_id,
    value: reading.value,
    value_str: reading.value_str,
    unit: reading.unit,
    status_label: band?.label ?? null,
    styles: band ? { background_color: band.background_color, font_color: band.font_color, font_weight: 'bold' } : null,
    included_in_feature_set: true,
    // A metric this build does not know yet is shown as sent rather than hidden.
    unsupported: known ? !stationTypeSupportsMetric(awsType, known.key) : false,
    estimated: reading.estimated === true,
  };
  if (reading.withheld !== undefined) item.withheld = reading.withheld;
  if (reading.wind_direction_value !== undefined) {
    item.wind_direction_value = reading.wind_direction_value;
    item.wind_direction_label = compassPoint(reading.wind_direction_value);
  }
  return item;
}

/** A metric outside the viewer's plan: no value at all, 'U' (a faded tile with an upgrade link). */
export function lockedDataItem(awsType: StationType, metricKey: MetricKey): CurrentDataItem {
  const item: CurrentDataItem = {
    metric_id: metricKey,
    label: metricCatalogue[metricKey].label,
    value: null,
    value_str: 'U',
    unit: metricCatalogue[metricKey].unit,
    status_label: null,
    styles: null,
    included_in_feature_set: false,
    unsupported: !stationTypeSupportsMetric(awsType, metricKey),
  };
  if (windDirectionMetricOf[metricKey]) {
    item.wind_direction_value = null;
    item.wind_direction_label = null;
  }
  return item;
}
