import type {
  DashboardData,
  DataViewChart,
  DataViewListItem,
  DataViewStationRef,
  DataViewTable,
  ForecastInfo,
  StationSummaryItem,
  TableQcFlag,
  TimeWindow,
} from '@mesonet/shared/contracts/data-views.schema';
import type { CurrentDataItem } from '@mesonet/shared/contracts/stations.schema';
import { lockedDataItem } from '@mesonet/shared/metrics/current-data-item';
import {
  historyBadges,
  type DataViewAvailability,
  type DataViewDefinition,
  type HistoryKey,
} from '@mesonet/shared/data-views/data-view-catalogue';
import type { DataViewSeries } from '@mesonet/shared/data-views/data-view-series';
import { metricCatalogue, metricKeys, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import { withEstimateMark } from '@mesonet/shared/metrics/metric-estimates';
import { legendBand, roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import type { MetricLegend } from '@mesonet/shared/metrics/metric-legends';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { RawChannelKey, StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveStation } from '../live/live-network';
import type { SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import type { StationRow } from '../stations/stations.tables';
import type { SeriesResolution } from './chart-points';
import type { BuiltSeries } from './chart-steps';
import { presentCurrentItem } from './current-item.presenter';
import type { ResolvedWindow } from './data-view-window';
import type { StationForecaster } from './forecast-skill.service';
import type { ReadingColumns } from './reading-windows.repository';

export function presentStationRef(station: StationRow): DataViewStationRef {
  return {
    slug: station.slug,
    name: station.name,
    aws_type: station.awsType as StationType,
    timezone_name: station.timezoneName,
    location: { lat: station.lat, lng: station.lng },
  };
}

export function presentListItem(
  view: DataViewDefinition,
  availability: DataViewAvailability,
  history: HistoryKey | null,
): DataViewListItem {
  return {
    name: view.name,
    slug: view.slug,
    sort_order: view.sortOrder,
    data_view_type_category: view.category,
    data_view_type_key: view.typeKey,
    available: availability === 'available',
    unavailable_reason: availability === 'available' ? null : availability,
    history,
    history_badge: history === null ? null : historyBadges[history],
  };
}

export function presentTimeWindow(window: ResolvedWindow): TimeWindow {
  return { from_ms: window.fromMs, to_ms: window.toMs, history: window.history, earliest_ms: window.earliestMs };
}

type ThresholdBand = DataViewChart['threshold_bands'][number]['bands'][number];

/** Legend bands as [from, to) ranges on a chart's axis; -9999 ("from −∞") becomes an open end. */
export function presentLegendBands(legend: MetricLegend): ThresholdBand[] {
  return legend.bands.map((band, i) => ({
    from: band.threshold_value <= -9999 ? null : band.threshold_value,
    to: legend.bands[i + 1]?.threshold_value ?? null,
    label: band.label,
    background_color: band.background_color,
    font_color: band.font_color,
  }));
}

/**
 * The legend of the view's bands metric, drawn on the axis of its series or of a series sharing its
 * legend (a greenbrain station's wind chart has only the 2 m wind).
 */
function thresholdBands(view: DataViewDefinition, built: readonly BuiltSeries[]): DataViewChart['threshold_bands'] {
  const legend = view.bandsMetric === null ? null : metricCatalogue[view.bandsMetric].legend;
  if (!legend) return [];
  const owner =
    built.find((b) => b.series.metricId === view.bandsMetric) ??
    built.find((b) => metricCatalogue[b.series.metricId].legend?.bands === legend.bands);
  if (!owner) return [];
  return [{ metric_id: owner.series.metricId, axis_id: owner.series.axisId, bands: presentLegendBands(legend) }];
}

export function presentChart(
  view: DataViewDefinition,
  window: ResolvedWindow,
  built: readonly BuiltSeries[],
  resolution: { kind: SeriesResolution['kind'] | 'sum' | 'day' | 'month' | 'year'; bucketMs: number | null },
  windArrows: DataViewChart['wind_arrows'],
  estimated: ReadonlySet<MetricKey>,
): DataViewChart {
  const usedAxes = new Set(built.map((b) => b.series.axisId));
  return {
    type: view.chartType ?? 'line_chart',
    title: view.name,
    time_window: presentTimeWindow(window),
    resolution: { kind: resolution.kind, bucket_ms: resolution.bucketMs },
    series: built.map(({ series, points }) => {
      const isEstimated = estimated.has(series.metricId);
      return {
        id: series.id,
        metric_id: series.metricId,
        name: withEstimateMark(series.name, isEstimated),
        estimated: isEstimated,
        unit: metricCatalogue[series.metricId].unit,
        axis_id: series.axisId,
        render: series.render,
        points: points.map(([t, v]) => [t, roundMetricValue(series.metricId, v)] as [number, number | null]),
      };
    }),
    axes: view.axes.filter((axis) => usedAxes.has(axis.id)).map((axis) => ({ ...axis })),
    threshold_bands: thresholdBands(view, built),
    wind_arrows: windArrows,
  };
}

/** The all-sensors table: a time column, then one column per value the viewer may see, newest first. */
export function presentTable(
  columns: readonly DataViewSeries[],
  readings: ReadingColumns,
  window: ResolvedWindow,
  maxRows: number,
  estimated: ReadonlySet<MetricKey>,
): DataViewTable {
  const rowCount = Math.min(maxRows, readings.timesMs.length);
  const data = readings.timesMs.slice(0, rowCount).map((t, i) => [
    t,
    ...columns.map((c) => {
      const value = c.source.kind === 'reading' ? (readings.values.get(c.source.field)?.[i] ?? null) : null;
      return roundMetricValue(c.metricId, value === null ? null : value * c.scale);
    }),
  ]);
  const qcFlags = tableQcFlags(columns, readings, rowCount);
  return {
    headers: [
      { id: 'time', label: 'Time', unit: null, metric_id: null },
      ...columns.map((c) => ({
        id: c.id,
        label: withEstimateMark(c.name, estimated.has(c.metricId)),
        unit: metricCatalogue[c.metricId].unit,
        metric_id: c.metricId,
      })),
    ],
    data,
    metadata: {
      time_window: presentTimeWindow(window),
      row_count: rowCount,
      truncated: readings.timesMs.length > maxRows,
    },
    ...(qcFlags.length > 0 ? { qc_flags: qcFlags } : {}),
  };
}

/** The table's values QC dropped or clamped, with what the station sent in the column's unit. */
function tableQcFlags(columns: readonly DataViewSeries[], readings: ReadingColumns, rowCount: number): TableQcFlag[] {
  const found: TableQcFlag[] = [];
  readings.qcFlags?.slice(0, rowCount).forEach((flags, i) => {
    if (flags === null) return;
    for (const c of columns) {
      const qc = c.source.kind === 'reading' ? flags[c.source.field as RawChannelKey] : undefined;
      if (qc === undefined) continue;
      const received = roundMetricValue(c.metricId, qc.received * c.scale) ?? qc.received;
      found.push({ time: readings.timesMs[i] as number, column_id: c.id, flag: qc.flag, received });
    }
  });
  return found;
}

function snapshot(item: CurrentDataItem): string {
  if (!item.included_in_feature_set) return 'U';
  if (item.value === null) return item.value_str;
  return item.unit === '%' || item.unit === '°C' ? `${item.value_str}${item.unit}` : `${item.value_str} ${item.unit}`;
}

/** Spec §3 "Site summary item": every metric, those outside the plan without a value. */
export function presentStationSummaryItems(
  entry: LiveStation,
  viewer: Viewer,
  legends: LegendBands,
): StationSummaryItem[] {
  return metricKeys.flatMap((key, i) => {
    const item = presentCurrentItem(entry, key, viewer, legends);
    return item ? [{ ...item, sort_order: (i + 1) * 10, value_snapshot: snapshot(item) }] : [];
  });
}

/** A key indicator; the VTD tile takes the hazardous-inversion state's colour when known (metrics.md §4.9). */
function keyIndicator(entry: LiveStation, key: MetricKey, viewer: Viewer, legends: LegendBands): CurrentDataItem {
  const item: CurrentDataItem = presentCurrentItem(entry, key, viewer, legends) ?? {
    ...lockedDataItem(entry.station.awsType as StationType, key),
    unsupported: false,
  };
  if (key !== 'vtd' || item.value === null) return item;
  const state = presentCurrentItem(entry, 'hazardous_inversion', viewer, legends);
  const band =
    state?.value === null || state?.value === undefined
      ? null
      : legendBand('hazardous_inversion', state.value, legends);
  if (!band) return item;
  return {
    ...item,
    status_label: band.label,
    styles: { background_color: band.background_color, font_color: band.font_color, font_weight: 'bold' },
  };
}

export function presentDashboard(
  entry: LiveStation,
  viewer: Viewer,
  legends: LegendBands,
  graphs: readonly { view: DataViewDefinition; availability: DataViewAvailability; history: HistoryKey }[],
): DashboardData {
  return {
    site_name: entry.station.name,
    location: { lat: entry.station.lat, lng: entry.station.lng },
    key_indicators: {
      vtd: keyIndicator(entry, 'vtd', viewer, legends),
      ghcop: keyIndicator(entry, 'ghcop', viewer, legends),
    },
    site_summary: presentStationSummaryItems(entry, viewer, legends),
    graphs: graphs.map(({ view, availability, history }) => ({
      slug: view.slug,
      name: view.name,
      available: availability === 'available',
      history,
      history_badge: historyBadges[history],
      expand_label: history === 'all' ? 'Expanded All-History Graph' : 'Expanded 48H Graph',
    })),
    current_data_last_updated: entry.lastReadingMs,
    data_processing: entry.processing,
  };
}

export const forecastHiddenNotice =
  'Forecast not shown: at this station it has not beaten persistence (assuming the next 2 hours stay as now) over the last 30 days.';
export const forecastUnjudgedNotice =
  'Not enough history yet to judge this forecast against persistence at this station.';

/** The σw forecast's model, skill against persistence and newest value; not `shown` when it has not beaten it. */
export function presentForecastInfo(
  forecaster: StationForecaster,
  latest: SigmaWForecast | null,
  shown: boolean,
): ForecastInfo {
  const { skill } = forecaster;
  return {
    method: 'statistical-v1',
    model: latest?.model ?? forecaster.model,
    shown,
    notice: !shown ? forecastHiddenNotice : skill.verdict === 'not_enough_history' ? forecastUnjudgedNotice : null,
    skill: {
      verdict: skill.verdict,
      verifications: skill.verifications,
      brier: skill.brier,
      persistence_brier: skill.persistenceBrier,
      hit_rate: skill.hitRate,
      false_alarm_ratio: skill.falseAlarmRatio,
    },
    latest: latest && { valid_ms: latest.validAtMs, value_mps: latest.valueMps, p_hazard: latest.pHazard },
  };
}
