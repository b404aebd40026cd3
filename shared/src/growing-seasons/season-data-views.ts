/**
 * The graph views of a growing season (spec §2 route /my/growing_seasons/{slug}/data_views/{slug},
 * "graph views only"): daily values at the season's nearest station from the sowing date
 * to the harvest date, or to yesterday while the season runs. Thermal time, vernalisation and adjusted
 * thermal time follow metrics.md §4.16–4.18 with the season's own (entered or calculated) dates.
 */
import {
  dataViewAvailability,
  historyForViewer,
  type DataViewAvailability,
  type HistoryKey,
  type NormalHistoryKey,
} from '../data-views/data-view-catalogue';
import type { DataViewStation } from '../data-views/data-view-series';
import type { MetricKey } from '../metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '../metrics/metric-visibility';

export interface SeasonChartSeries {
  readonly id: string;
  readonly metricId: MetricKey;
  readonly name: string;
  readonly unit: string;
  readonly axisId: string;
  readonly render: 'line' | 'column' | 'step';
}

export interface SeasonDataViewDefinition {
  readonly slug: string;
  readonly name: string;
  readonly sortOrder: number;
  readonly chartType: 'line_chart' | 'simple_column_chart';
  readonly axes: readonly { id: string; unit: string; label: string }[];
  readonly series: readonly SeasonChartSeries[];
  /** The legend drawn as bands behind the chart (thermal time, vernalisation), if any. */
  readonly bandsMetric: MetricKey | null;
  /** The view is available to a viewer shown one of these at the station (its series' metrics). */
  readonly keyMetrics: readonly MetricKey[];
  /** Window without extended history: daily values, as the site's daily rainfall view. */
  readonly history: NormalHistoryKey;
}

const degreeDaysAxis = { id: 'y_axis_degree_days', unit: '°C·d', label: 'Degree-days (°C·d)' };
/** Drawn alone, and beside adjusted thermal time for comparison. */
const thermalTimeSeries: SeasonChartSeries = {
  id: 'thermal_time',
  metricId: 'thermal_time',
  name: 'Thermal time since sowing',
  unit: '°C·d',
  axisId: degreeDaysAxis.id,
  render: 'line',
};

const definitions: readonly Omit<SeasonDataViewDefinition, 'keyMetrics' | 'history'>[] = [
  {
    slug: 'thermal-time',
    name: 'Thermal Time since Sowing',
    sortOrder: 1,
    chartType: 'line_chart',
    axes: [degreeDaysAxis],
    series: [thermalTimeSeries],
    bandsMetric: 'thermal_time',
  },
  {
    slug: 'vernalisation',
    name: 'Vernalisation since Emergence',
    sortOrder: 2,
    chartType: 'line_chart',
    axes: [{ id: 'y_axis_vernal_days', unit: 'vernal days', label: 'Vernal days' }],
    series: [
      {
        id: 'vernalisation_time',
        metricId: 'vernalisation_time',
        name: 'Vernalisation',
        unit: 'vernal days',
        axisId: 'y_axis_vernal_days',
        render: 'line',
      },
    ],
    bandsMetric: 'vernalisation_time',
  },
  {
    slug: 'adjusted-thermal-time',
    name: 'Adjusted Thermal Time since Sowing',
    sortOrder: 3,
    chartType: 'line_chart',
    axes: [degreeDaysAxis],
    series: [
      {
        id: 'adjusted_thermal_time',
        metricId: 'adjusted_thermal_time',
        name: 'Adjusted thermal time',
        unit: '°C·d',
        axisId: degreeDaysAxis.id,
        render: 'line',
      },
      thermalTimeSeries,
    ],
    bandsMetric: null,
  },
  {
    slug: 'rainfall',
    name: 'Rainfall over the Season',
    sortOrder: 4,
    chartType: 'simple_column_chart',
    axes: [
      { id: 'y_axis_mm', unit: 'mm', label: 'Rainfall (mm)' },
      { id: 'y_axis_mm_accumulated', unit: 'mm', label: 'Accumulated (mm)' },
    ],
    series: [
      {
        id: 'rainfall',
        metricId: 'rainfall_since_9am',
        name: 'Daily rainfall (9am to 9am)',
        unit: 'mm',
        axisId: 'y_axis_mm',
        render: 'column',
      },
      {
        id: 'rainfall_accumulated',
        metricId: 'rainfall_since_9am',
        name: 'Rainfall since sowing',
        unit: 'mm',
        axisId: 'y_axis_mm_accumulated',
        render: 'line',
      },
    ],
    bandsMetric: null,
  },
  {
    slug: 'frost-hours',
    name: 'Frost Hours over the Season',
    sortOrder: 5,
    chartType: 'simple_column_chart',
    axes: [{ id: 'y_axis_h', unit: 'h', label: 'Hours (h)' }],
    series: [
      {
        id: 'hours_below_2',
        metricId: 'hours_below_2',
        name: 'Hours below 2 °C',
        unit: 'h',
        axisId: 'y_axis_h',
        render: 'column',
      },
      {
        id: 'hours_below_0',
        metricId: 'hours_below_0',
        name: 'Hours below 0 °C',
        unit: 'h',
        axisId: 'y_axis_h',
        render: 'column',
      },
      {
        id: 'hours_below_minus2',
        metricId: 'hours_below_minus2',
        name: 'Hours below −2 °C',
        unit: 'h',
        axisId: 'y_axis_h',
        render: 'column',
      },
    ],
    bandsMetric: null,
  },
];

export const seasonDataViews: readonly SeasonDataViewDefinition[] = definitions.map((view) => ({
  ...view,
  keyMetrics: [...new Set(view.series.map((series) => series.metricId))],
  history: '7d',
}));

export function findSeasonDataView(slug: string): SeasonDataViewDefinition | undefined {
  return seasonDataViews.find((view) => view.slug === slug);
}

/**
 * While the network has no station a season is judged as at a station the plan has not selected: it has
 * no value to show either way.
 */
const noStation: DataViewStation = { slug: '', awsType: 'standard' };

/**
 * What a viewer may see of a season view at the season's nearest station: the site views' own rules
 * (data-view-catalogue.ts), so a season never shows more than the station's views would.
 */
export function seasonViewAccess(
  viewer: Viewer,
  station: DataViewStation | null,
  view: SeasonDataViewDefinition,
): { availability: DataViewAvailability; history: HistoryKey } {
  const at = station ?? noStation;
  return {
    availability: dataViewAvailability(viewer, at, view),
    history: historyForViewer(viewer, at.slug, view) ?? view.history,
  };
}

/** Whether a season's own value of this metric (thermal time since sowing, a calculated date) may be sent. */
export function seasonValueShown(viewer: Viewer, station: DataViewStation | null, metric: MetricKey): boolean {
  return metricVisibility(viewer, (station ?? noStation).slug, metric) === 'shown';
}
