import { z } from 'zod';
import { chartTypes, dataViewCategories, historyKeys } from '../data-views/data-view-catalogue';
import { stationTypes } from '../stations/raw-channels';
import { stationSprayVerdictSchema } from './spray-verdict.schema';
import { currentDataItemSchema } from './stations.schema';

/**
 * Data views of a site (spec §3 "Data view", "Data view result", "Dashboard data"):
 * GET /api/members/sites/{stationSlug}/data_views and …/data_views/{dataViewSlug}/data_view_hash.
 * Values are in display units (wind km/h) rounded as the metric catalogue says; times are ms since
 * the epoch (UTC). A value outside the viewer's plan is never sent: its series, column or value is absent.
 */

const historyKeySchema = z.enum(historyKeys);

export const dataViewListItemSchema = z.object({
  name: z.string(),
  slug: z.string(),
  sort_order: z.number(),
  data_view_type_category: z.enum(dataViewCategories),
  data_view_type_key: z.string(),
  /** False: greyed and not clickable (outside the plan, or not measured at this station). */
  available: z.boolean(),
  /** Why not: 'upgrade' (the plan) or 'unsupported' (the station type); null when available. */
  unavailable_reason: z.enum(['upgrade', 'unsupported']).nullable(),
  /** The viewer's window for the view; null for views of current values. */
  history: historyKeySchema.nullable(),
  /** '48-Hour', '7-Day', '3-Month', '3-Year' or 'All Time Graph'; null for views of current values. */
  history_badge: z.string().nullable(),
});
export type DataViewListItem = z.infer<typeof dataViewListItemSchema>;

export const dataViewStationRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  aws_type: z.enum(stationTypes),
  timezone_name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type DataViewStationRef = z.infer<typeof dataViewStationRefSchema>;

export const stationDataViewsSchema = z.object({
  site: dataViewStationRefSchema,
  data_views: z.array(dataViewListItemSchema),
});
export type StationDataViews = z.infer<typeof stationDataViewsSchema>;

/** Query of …/data_view_hash: an optional window, clamped to what the viewer's plan allows. */
export const dataViewQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
    /** Most points per series (a chart's width in pixels is a good choice). */
    max_points: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(10, 'must be at least 10')
      .max(5000, 'must be at most 5000')
      .optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ['from'],
    message: 'must be before to',
  });
export type DataViewQuery = z.infer<typeof dataViewQuerySchema>;

export const timeWindowSchema = z.object({
  from_ms: z.number(),
  to_ms: z.number(),
  history: historyKeySchema,
  /** The earliest time this viewer may ask for (null: no data yet under extended history). */
  earliest_ms: z.number().nullable(),
});
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const seriesPointSchema = z.tuple([z.number(), z.number().nullable()]);

export const chartSeriesSchema = z.object({
  id: z.string(),
  metric_id: z.string(),
  /** Ends '(est.)' where the station estimates the metric. */
  name: z.string(),
  /** True: estimated at this station, not measured (metric-estimates.ts). */
  estimated: z.boolean().optional(),
  unit: z.string(),
  axis_id: z.string(),
  render: z.enum(['line', 'column', 'step']),
  points: z.array(seriesPointSchema),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartAxisSchema = z.object({ id: z.string(), unit: z.string(), label: z.string() });

/** A legend band behind the chart: [from, to) on the axis; null is open-ended. */
export const thresholdBandSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  label: z.string(),
  background_color: z.string(),
  font_color: z.string(),
});

export const windArrowSchema = z.object({
  series_id: z.string(),
  t_ms: z.number(),
  /** Where the wind comes from, degrees true; the arrow points downwind. */
  direction_deg: z.number(),
  direction_label: z.string().nullable(),
  speed_kmh: z.number().nullable(),
});

/**
 * The statistical σw forecast (metrics.md §4.12). Where it has not beaten persistence at the station
 * over the last 30 days, `shown` is false, the forecast series and `latest` are absent and `notice`
 * says why.
 */
export const forecastInfoSchema = z.object({
  method: z.literal('statistical-v1'),
  model: z.enum(['A', 'B']),
  shown: z.boolean(),
  notice: z.string().nullable(),
  skill: z.object({
    verdict: z.enum(['beats_persistence', 'does_not_beat_persistence', 'not_enough_history']),
    /** Forecasts checked against the σw measured two hours later, over the last 30 days. */
    verifications: z.number(),
    brier: z.number().nullable(),
    persistence_brier: z.number().nullable(),
    hit_rate: z.number().nullable(),
    false_alarm_ratio: z.number().nullable(),
  }),
  /** The newest forecast in the window: σw at its valid time and the probability that it is hazardous. */
  latest: z.object({ valid_ms: z.number(), value_mps: z.number(), p_hazard: z.number() }).nullable(),
});
export type ForecastInfo = z.infer<typeof forecastInfoSchema>;

export const chartSchema = z.object({
  type: z.enum(chartTypes),
  title: z.string(),
  time_window: timeWindowSchema,
  /** raw readings; min/max per bucket (downsampled); sums per bucket; 9am-day, month or year totals. */
  resolution: z.object({
    kind: z.enum(['raw', 'min_max', 'sum', 'day', 'month', 'year']),
    bucket_ms: z.number().nullable(),
  }),
  series: z.array(chartSeriesSchema),
  axes: z.array(chartAxisSchema),
  threshold_bands: z.array(
    z.object({ metric_id: z.string(), axis_id: z.string(), bands: z.array(thresholdBandSchema) }),
  ),
  /** Wind view only (else empty), at most a few hundred: the browser thins them to one per ~40 px. */
  wind_arrows: z.array(windArrowSchema),
  /** The 2-hour σw forecast view only: the model, its skill against persistence, and whether it is shown. */
  forecast: forecastInfoSchema.optional(),
});
export type DataViewChart = z.infer<typeof chartSchema>;

export const tableQcFlagSchema = z.object({
  time: z.number(),
  column_id: z.string(),
  flag: z.enum(['out_of_range', 'clamped']),
  received: z.number(),
});
export type TableQcFlag = z.infer<typeof tableQcFlagSchema>;

export const tableSchema = z.object({
  /** The first column is the reading time (ms); the others are metrics in display units. */
  headers: z.array(
    z.object({ id: z.string(), label: z.string(), unit: z.string().nullable(), metric_id: z.string().nullable() }),
  ),
  /** Newest first. Empty: the browser says 'No data found.' */
  data: z.array(z.array(z.number().nullable())),
  metadata: z.object({ time_window: timeWindowSchema, row_count: z.number(), truncated: z.boolean() }),
  /**
   * Values quality control changed (metrics.md §2.9): `out_of_range` ones are sent as null, `clamped`
   * ones at their clamped value; `received` is what the station sent, in the column's unit. Absent when none.
   */
  qc_flags: z.array(tableQcFlagSchema).optional(),
});
export type DataViewTable = z.infer<typeof tableSchema>;

/** Spec §3 "Site summary item": a current value as the summary table shows it. */
export const stationSummaryItemSchema = currentDataItemSchema.extend({
  sort_order: z.number(),
  /** The value with its unit as one cell ('23.4 °C'), 'U' outside the plan, '-' when missing. */
  value_snapshot: z.string(),
});
export type StationSummaryItem = z.infer<typeof stationSummaryItemSchema>;

export const stationSummarySchema = z.object({
  items: z.array(stationSummaryItemSchema),
  current_data_last_updated: z.number().nullable(),
});
export type StationSummary = z.infer<typeof stationSummarySchema>;

export const dashboardGraphSchema = z.object({
  slug: z.string(),
  name: z.string(),
  available: z.boolean(),
  history: historyKeySchema,
  history_badge: z.string(),
  /** 'Expanded 48H Graph', or 'Expanded All-History Graph' when the viewer has extended history here. */
  expand_label: z.string(),
});

/** Spec §3 "Dashboard data" and §2 "Site dashboard". */
export const dashboardSchema = z.object({
  site_name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** vtd is coloured by the hazardous-inversion state when known (metrics.md §4.9). */
  key_indicators: z.object({ vtd: currentDataItemSchema, ghcop: currentDataItemSchema }),
  site_summary: z.array(stationSummaryItemSchema),
  graphs: z.array(dashboardGraphSchema),
  current_data_last_updated: z.number().nullable(),
  data_processing: z.boolean(),
  /** The verdict card (issue 24); optional so an answer without it still reads. */
  spray_verdict: stationSprayVerdictSchema.optional(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

/** Exactly one of chart, table, dashboard and site_summary is set, by the view's category. */
export const dataViewResultSchema = z.object({
  site: dataViewStationRefSchema,
  data_view: dataViewListItemSchema,
  /**
   * True when the viewer may download this graph or table window as CSV
   * (GET …/data_views/{dataViewSlug}/download.csv with the same from/to); false for other views.
   */
  data_download: z.boolean(),
  chart: chartSchema.nullable(),
  table: tableSchema.nullable(),
  dashboard: dashboardSchema.nullable(),
  site_summary: stationSummarySchema.nullable(),
});
export type DataViewResult = z.infer<typeof dataViewResultSchema>;
