/**
 * The series and table columns data views are built from: which stored value, metric, axis and
 * display scale each one has, and the gate deciding whether a viewer may receive it.
 */
import { stationTypeSupportsMetric, metricCatalogue, type MetricKey } from '../metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '../metrics/metric-visibility';
import type { RawChannelKey, StationType } from '../stations/raw-channels';

/** Per-reading values stored with each reading: raw channels and the derived graph metrics. */
export type ReadingField =
  RawChannelKey | 'delta_t' | 'dew_point' | 'vtd' | 'hazardous_inversion' | 'ghcop' | 'gfdi' | 'sigmaw10';

/** Where a series' points come from. */
export type SeriesSource =
  | { kind: 'reading'; field: ReadingField }
  /** §4.12 σw forecast issued at each reading, plotted at its valid time (issue + 2 h). */
  | { kind: 'sigma_w_forecast' }
  /** Rain summed per time bucket (columns), and its running total over the window. */
  | { kind: 'rain_sum' }
  | { kind: 'rain_accumulated' }
  /** 9am-day totals from the daily rows, summed per rain day, calendar month or year (§4.7). */
  | { kind: 'rain_total'; period: 'day' | 'month' | 'year' };

export interface DataViewSeries {
  /** Unique within the view; equals metricId unless one metric is drawn twice. */
  readonly id: string;
  /** Units, decimals and legend come from this metric. */
  readonly metricId: MetricKey;
  readonly name: string;
  readonly axisId: string;
  readonly render: 'line' | 'column' | 'step';
  readonly source: SeriesSource;
  /**
   * Metrics the viewer must be shown for this series to be sent at all. Always includes metricId; the
   * 10 m temperature also needs vtd, because subtracting the 1.2 m temperature gives the VTD.
   */
  readonly gate: readonly MetricKey[];
  /** Multiplier from storage to display units (wind m/s → km/h). */
  readonly scale: number;
}

export interface DataViewAxis {
  readonly id: string;
  readonly unit: string;
  readonly label: string;
}

export const kmhPerMs = 3.6;

const unitAxisSuffix: Readonly<Record<string, string>> = {
  '°C': 'c',
  'km/h': 'km_h',
  '%': 'percent',
  mm: 'mm',
  'm/s': 'm_s',
  index: 'index',
  state: 'state',
  hPa: 'hpa',
  'W/m²': 'w_m2',
  '°': 'degrees',
};

/** The axis of a unit, e.g. 'km/h' → 'y_axis_km_h' (spec §3 "axes (e.g. y_axis_km_h)"). */
export function axisIdForUnit(unit: string): string {
  return `y_axis_${unitAxisSuffix[unit] ?? unit.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

const windFields = new Set<ReadingField>(['wind_speed_10m', 'wind_gust_10m', 'wind_speed_2m', 'wind_gust_2m']);

export function series(
  metricId: MetricKey,
  source: SeriesSource,
  extra: { id?: string; name?: string; render?: DataViewSeries['render']; axisId?: string; gate?: MetricKey[] } = {},
): DataViewSeries {
  const unit = metricCatalogue[metricId].unit;
  return {
    id: extra.id ?? metricId,
    metricId,
    name: extra.name ?? metricCatalogue[metricId].label,
    axisId: extra.axisId ?? axisIdForUnit(unit),
    render: extra.render ?? 'line',
    source,
    gate: [metricId, ...(extra.gate ?? [])],
    scale: source.kind === 'reading' && windFields.has(source.field) ? kmhPerMs : 1,
  };
}
export const reading = (field: ReadingField) => ({ kind: 'reading', field }) as const;
export const axis = (unit: string, label: string, id = axisIdForUnit(unit)): DataViewAxis => ({ id, unit, label });

export const temperature12m = series('temperature', reading('air_temp_1_2m'), { name: 'Temperature 1.2 m' });
export const temperature10m = series('temperature', reading('air_temp_10m'), {
  id: 'temperature_10m',
  name: 'Temperature 10 m',
  gate: ['vtd'],
});
export const sigmaW = series('sigmaw10', reading('sigmaw10'));
export const rainTotalsMetric: MetricKey = 'rainfall_since_9am';

/** The all-sensors table: one column per stored value a viewer may be shown. */
export const tableColumns: readonly DataViewSeries[] = [
  temperature12m,
  temperature10m,
  series('relative_humidity', reading('rh_1_2m')),
  series('dew_point', reading('dew_point')),
  series('delta_t', reading('delta_t')),
  series('wind_speed_10m', reading('wind_speed_10m')),
  series('wind_direction_10m', reading('wind_dir_10m')),
  series('wind_gust_10m', reading('wind_gust_10m')),
  series('wind_speed_2m', reading('wind_speed_2m')),
  series('wind_direction_2m', reading('wind_dir_2m')),
  series('wind_gust_2m', reading('wind_gust_2m')),
  series(rainTotalsMetric, reading('rain_mm'), { id: 'rainfall', name: 'Rainfall (interval)' }),
  series('vtd', reading('vtd')),
  // Stored states are measured ones: none where there is no VTD (metric-catalogue.ts).
  series('hazardous_inversion', reading('hazardous_inversion'), { gate: ['vtd'] }),
  sigmaW,
  series('ghcop', reading('ghcop')),
  series('gfdi', reading('gfdi')),
  series('pressure_station', reading('pressure_station')),
  series('solar_radiation', reading('solar_rad')),
];

export interface DataViewStation {
  readonly slug: string;
  readonly awsType: StationType;
}

/** Whether a series (or table column) may be sent to this viewer at this site: every gate measurable there and shown. */
export function seriesIsShown(viewer: Viewer, station: DataViewStation, item: DataViewSeries): boolean {
  return item.gate.every(
    (key) => stationTypeSupportsMetric(station.awsType, key) && metricVisibility(viewer, station.slug, key) === 'shown',
  );
}
