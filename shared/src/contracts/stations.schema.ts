import { z } from 'zod';
import { stationTypes } from '../stations/raw-channels';
import { sprayVerdictKindSchema } from './spray-verdict.schema';

/** One metric of a site's current readings (spec §3 "Site summary item", CONTRACT.md §6), as data views send it. */
export const currentDataItemSchema = z.object({
  metric_id: z.string(),
  label: z.string(),
  /** Display units (wind km/h); null when missing, unsupported or outside the viewer's plan. */
  value: z.number().nullable(),
  value_str: z.string(),
  unit: z.string(),
  status_label: z.string().nullable(),
  styles: z.object({ background_color: z.string(), font_color: z.string(), font_weight: z.string() }).nullable(),
  /** False: the viewer's plan does not include it; the browser shows a faded tile with a 'U' link. */
  included_in_feature_set: z.boolean(),
  /** True: this station type cannot measure it (a faded dash). */
  unsupported: z.boolean(),
  /** True: estimated at this station, not measured (metric-estimates.ts); shown with 'est.'. */
  estimated: z.boolean().optional(),
  wind_direction_value: z.number().nullable().optional(),
  wind_direction_label: z.string().nullable().optional(),
  /** Why the value is withheld (value null): a σw forecast that has not beaten persistence here. */
  withheld: z.string().optional(),
});
export type CurrentDataItem = z.infer<typeof currentDataItemSchema>;

/**
 * One metric of a site in the site lists (CONTRACT.md §6): what only the server knows. The label,
 * colours, status text, station-type support and compass point are in the shared metric catalogue;
 * `currentDataItem` (metrics/current-data-item.ts) puts them back, so 111 stations × every metric
 * do not carry them over the wire. The lists carry only the metrics the viewer's plan shows: for a
 * member a missing metric is outside the plan ('U', `lockedDataItem`), for a visitor it needs an account.
 */
export const stationReadingSchema = z.object({
  metric_id: z.string(),
  /** Display units (wind km/h); null when missing, unsupported or outside the viewer's plan. */
  value: z.number().nullable(),
  value_str: z.string(),
  unit: z.string(),
  /**
   * Position of the value's band in the metric's legend, chosen with the unrounded value (metrics.md
   * §0.4), which the rounded `value` cannot always reproduce; null without a value or a legend.
   */
  band: z.number().int().nullable(),
  /** Present (true) only where the station estimates the metric rather than measures it (metric-estimates.ts). */
  estimated: z.literal(true).optional(),
  /** Wind speed items: the direction the wind blows from, whole degrees. */
  wind_direction_value: z.number().nullable().optional(),
  /** Why the value is withheld (value null): a σw forecast that has not beaten persistence here. */
  withheld: z.string().optional(),
});
export type StationReading = z.infer<typeof stationReadingSchema>;

export const stationListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  elevation_m: z.number(),
  aws_type: z.enum(stationTypes),
  network: z.string(),
  /** The spec's {product} flag: a station of our own network. */
  mesonet: z.boolean(),
  timezone_name: z.string(),
  /** A premium plan's selected or additional station. */
  nominated: z.boolean(),
  current_data_hash: z.object({ data_array: z.array(stationReadingSchema) }),
  /** Time of the latest reading, ms since the epoch; null before the first. */
  current_data_last_updated: z.number().nullable(),
  data_processing: z.boolean(),
  /**
   * The spray verdict at the station's newest reading (default limits), judged as readings arrive;
   * absent outside the viewer's plan (spray-verdict.schema.ts), like a metric outside it.
   */
  spray_verdict: sprayVerdictKindSchema.optional(),
});
export type StationListItem = z.infer<typeof stationListItemSchema>;

/** GET /api/sites and GET /api/members/sites. */
export const stationListSchema = z.array(stationListItemSchema);
