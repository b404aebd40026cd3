/**
 * Every data view of a site, once, for server and browser: slug, name, order, kind, chart type, series
 * and history window per plan, and the rule deciding whether a viewer may open it at a site.
 *
 * Sources: slugs spec §2 "Route table" and CONTRACT.md §7; kinds and type keys spec §3 "Data view";
 * windows spec §2 "Sites list and site views" (48-Hour, 7-Day, 3-Month, 3-Year, All Time) and §9
 * (graphs open on the last 2 days); hazardous-inversion and its 2-hour forecast metrics.md §4.10–4.12.
 */
import { stationTypeSupportsMetric, type MetricKey } from '../metrics/metric-catalogue';
import { hasExtendedHistory, metricVisibility, type Viewer } from '../metrics/metric-visibility';
import {
  axis,
  rainTotalsMetric,
  reading,
  series,
  sigmaW,
  tableColumns,
  temperature10m,
  temperature12m,
  type DataViewAxis,
  type DataViewSeries,
  type DataViewStation,
  type ReadingField,
} from './data-view-series';

export const dataViewCategories = ['dashboard', 'graph', 'data_table', 'summary'] as const;
export type DataViewCategory = (typeof dataViewCategories)[number];

export const chartTypes = ['line_chart', 'simple_column_chart', 'wind_chart'] as const;
export type ChartType = (typeof chartTypes)[number];

/** 'all' is the extended ("All Time") history; the others are each view's normal window. */
export const historyKeys = ['48h', '7d', '3m', '3y', 'all'] as const;
export type HistoryKey = (typeof historyKeys)[number];
export type NormalHistoryKey = Exclude<HistoryKey, 'all'>;

/** Badges of spec §2: "All Time Graph" for extended history, else 48-Hour, 7-Day, 3-Month, 3-Year. */
export const historyBadges: Readonly<Record<HistoryKey, string>> = {
  '48h': '48-Hour',
  '7d': '7-Day',
  '3m': '3-Month',
  '3y': '3-Year',
  all: 'All Time Graph',
};

export interface DataViewDefinition {
  readonly slug: string;
  readonly name: string;
  readonly sortOrder: number;
  readonly category: DataViewCategory;
  /** 'dashboard', 'table_all_sensors', 'site_summary', or the graph's own key (its slug in snake case). */
  readonly typeKey: string;
  /**
   * The metrics that make the view worth opening: it is available when one of them is shown to the
   * viewer at the site and the station type can supply it. Supplementary series (a GFDI chart's 10 m
   * wind) do not count, or the free plan would get a fire-danger chart holding only wind.
   */
  readonly keyMetrics: readonly MetricKey[];
  /** Window without extended history; null for views of current values (dashboard, summary). */
  readonly history: NormalHistoryKey | null;
  readonly chartType: ChartType | null;
  readonly axes: readonly DataViewAxis[];
  /** Chart series, or the columns of the table view. */
  readonly series: readonly DataViewSeries[];
  /** The metric whose legend is drawn as threshold bands behind the chart, if any. */
  readonly bandsMetric: MetricKey | null;
  /** Wind arrows: direction field and the speed series each arrow row belongs to (wind view only). */
  readonly windArrows: readonly { seriesId: string; field: ReadingField; gate: MetricKey }[];
}

type GraphInput = Pick<DataViewDefinition, 'slug' | 'name' | 'keyMetrics' | 'axes' | 'series' | 'bandsMetric'> &
  Partial<Pick<DataViewDefinition, 'chartType' | 'history' | 'windArrows'>>;

function graph(input: GraphInput): Omit<DataViewDefinition, 'sortOrder'> {
  return {
    category: 'graph',
    typeKey: input.slug.replace(/-/g, '_'),
    chartType: 'line_chart',
    history: '48h',
    windArrows: [],
    ...input,
  };
}

function rainTotals(slug: string, name: string, period: 'day' | 'month' | 'year', history: NormalHistoryKey) {
  return graph({
    slug,
    name,
    chartType: 'simple_column_chart',
    history,
    keyMetrics: [rainTotalsMetric],
    axes: [axis('mm', 'Rainfall (mm)')],
    series: [series(rainTotalsMetric, { kind: 'rain_total', period }, { id: 'rainfall', name, render: 'column' })],
    // The rainfall legend is for daily amounts; monthly and yearly sums would all be "≥ 100".
    bandsMetric: period === 'day' ? rainTotalsMetric : null,
  });
}

/**
 * A fire-danger index with the wind it is worked out from, each on its own axis, under the index's
 * bands. Only the index is a key metric: the wind alone does not make the view worth opening.
 */
function fireDangerGraph(input: {
  slug: string;
  name: string;
  index: { metric: 'ghcop' | 'gfdi'; label: string };
  wind: { metric: 'wind_speed_2m' | 'wind_speed_10m'; label: string };
}) {
  const { index, wind } = input;
  return graph({
    slug: input.slug,
    name: input.name,
    keyMetrics: [index.metric],
    axes: [axis('index', index.label), axis('km/h', wind.label)],
    series: [series(index.metric, reading(index.metric)), series(wind.metric, reading(wind.metric))],
    bandsMetric: index.metric,
  });
}

const currentView = { history: null, chartType: null, axes: [], series: [], bandsMetric: null, windArrows: [] };

const definitions: ReadonlyArray<Omit<DataViewDefinition, 'sortOrder'>> = [
  {
    slug: 'dashboard',
    name: 'Dashboard',
    category: 'dashboard',
    typeKey: 'dashboard',
    keyMetrics: tableColumns.map((c) => c.metricId),
    ...currentView,
  },
  graph({
    slug: 'hazardous-inversion',
    name: 'Hazardous Inversion',
    // The state's history is measured (VTD and σw): the rule of thumb of stations without VTD is a current value only.
    keyMetrics: ['vtd'],
    axes: [axis('state', 'Inversion state'), axis('°C', 'VTD 10m−1.2m (°C)'), axis('m/s', 'σw 10 m (m/s)')],
    series: [
      series('hazardous_inversion', reading('hazardous_inversion'), { render: 'step', gate: ['vtd'] }),
      series('vtd', reading('vtd')),
      sigmaW,
    ],
    bandsMetric: 'hazardous_inversion',
  }),
  graph({
    slug: '2hr-hazardous-inversion',
    name: '2hr Hazardous Inversion Forecast',
    keyMetrics: ['ann_2hr_sigma_w'],
    axes: [axis('m/s', 'σw 10 m (m/s)')],
    series: [series('ann_2hr_sigma_w', { kind: 'sigma_w_forecast' }, { name: 'σw forecast (+2h)' }), sigmaW],
    bandsMetric: 'ann_2hr_sigma_w',
  }),
  graph({
    slug: 'vertical-temperature-difference',
    name: 'Vertical Temperature Difference',
    keyMetrics: ['vtd'],
    axes: [axis('°C', 'VTD 10m−1.2m (°C)')],
    series: [series('vtd', reading('vtd'))],
    bandsMetric: 'vtd',
  }),
  fireDangerGraph({
    slug: 'grain-harvest-code-of-practice-ghcop-wind2m',
    name: 'Grain Harvest Code of Practice (GHCOP, wind 2m)',
    index: { metric: 'ghcop', label: 'GFDI @2 m' },
    wind: { metric: 'wind_speed_2m', label: 'Wind 2 m (km/h)' },
  }),
  graph({
    slug: 'temperatures',
    name: 'Temperatures',
    keyMetrics: ['temperature'],
    axes: [axis('°C', 'Temperature (°C)')],
    series: [temperature12m, temperature10m],
    bandsMetric: 'temperature',
  }),
  graph({
    slug: 'wind',
    name: 'Wind',
    chartType: 'wind_chart',
    keyMetrics: ['wind_speed_10m', 'wind_speed_2m'],
    axes: [axis('km/h', 'Wind speed (km/h)')],
    series: [
      series('wind_speed_10m', reading('wind_speed_10m')),
      series('wind_gust_10m', reading('wind_gust_10m')),
      series('wind_speed_2m', reading('wind_speed_2m')),
      series('wind_gust_2m', reading('wind_gust_2m')),
    ],
    bandsMetric: 'wind_speed_10m',
    windArrows: [
      { seriesId: 'wind_speed_10m', field: 'wind_dir_10m', gate: 'wind_direction_10m' },
      { seriesId: 'wind_speed_2m', field: 'wind_dir_2m', gate: 'wind_direction_2m' },
    ],
  }),
  graph({
    slug: 'relative-humidity-delta-t',
    name: 'Relative Humidity & Delta T',
    keyMetrics: ['relative_humidity', 'delta_t'],
    axes: [axis('%', 'Relative humidity (%)'), axis('°C', 'Delta T (°C)')],
    series: [series('relative_humidity', reading('rh_1_2m')), series('delta_t', reading('delta_t'))],
    bandsMetric: 'delta_t',
  }),
  graph({
    slug: 'rainfall',
    name: 'Rainfall',
    chartType: 'simple_column_chart',
    keyMetrics: [rainTotalsMetric],
    axes: [axis('mm', 'Rainfall (mm)'), axis('mm', 'Accumulated (mm)', 'y_axis_mm_accumulated')],
    series: [
      series(rainTotalsMetric, { kind: 'rain_sum' }, { id: 'rainfall', name: 'Rainfall', render: 'column' }),
      series(
        rainTotalsMetric,
        { kind: 'rain_accumulated' },
        { id: 'rainfall_accumulated', name: 'Accumulated', axisId: 'y_axis_mm_accumulated' },
      ),
    ],
    bandsMetric: null,
  }),
  graph({
    slug: 'dew-point',
    name: 'Dew Point',
    keyMetrics: ['dew_point'],
    axes: [axis('°C', 'Temperature (°C)')],
    series: [series('dew_point', reading('dew_point')), temperature12m],
    bandsMetric: 'dew_point',
  }),
  fireDangerGraph({
    slug: 'gfdi-wind10m',
    name: 'Grass Fire Danger Index (GFDI, wind 10m)',
    index: { metric: 'gfdi', label: 'GFDI' },
    wind: { metric: 'wind_speed_10m', label: 'Wind 10 m (km/h)' },
  }),
  rainTotals('rainfall-totals-daily', 'Rainfall Totals: Daily', 'day', '7d'),
  rainTotals('rainfall-totals-monthly', 'Rainfall Totals: Monthly', 'month', '3m'),
  rainTotals('rainfall-totals-yearly', 'Rainfall Totals: Yearly', 'year', '3y'),
  {
    slug: 'table-all-sensors',
    name: 'Table: All Sensors',
    category: 'data_table',
    typeKey: 'table_all_sensors',
    keyMetrics: tableColumns.map((c) => c.metricId),
    ...currentView,
    history: '48h',
    series: tableColumns,
  },
  {
    slug: 'site-summary',
    name: 'Site Summary',
    category: 'summary',
    typeKey: 'site_summary',
    keyMetrics: tableColumns.map((c) => c.metricId),
    ...currentView,
  },
];

/** Every data view of a site, in display order. */
export const dataViews: readonly DataViewDefinition[] = definitions.map((view, i) => ({
  ...view,
  sortOrder: (i + 1) * 10,
}));

export function findDataView(slug: string): DataViewDefinition | undefined {
  return dataViews.find((view) => view.slug === slug);
}

/** The window a viewer gets at a site: 'all' with extended history, the view's own otherwise. */
export function historyForViewer(
  viewer: Viewer,
  stationSlug: string,
  view: Pick<DataViewDefinition, 'history'>,
): HistoryKey | null {
  if (view.history === null) return null;
  return hasExtendedHistory(viewer, stationSlug) ? 'all' : view.history;
}

/**
 * 'available'; 'upgrade' when the station can supply a key metric but the viewer's plan shows none
 * (greyed, 403); 'unsupported' when the station type can supply none of them (greyed, 404).
 */
export type DataViewAvailability = 'available' | 'upgrade' | 'unsupported';

export function dataViewAvailability(
  viewer: Viewer,
  station: DataViewStation,
  view: Pick<DataViewDefinition, 'keyMetrics'>,
): DataViewAvailability {
  const supported = view.keyMetrics.filter((key) => stationTypeSupportsMetric(station.awsType, key));
  if (supported.length === 0) return 'unsupported';
  return supported.some((key) => metricVisibility(viewer, station.slug, key) === 'shown') ? 'available' : 'upgrade';
}
