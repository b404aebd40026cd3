import { z } from 'zod';
import { stationTypes } from '../stations/raw-channels';

/** One metric of a site's current readings (spec §3 "Site summary item", CONTRACT.md §6). */
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
  wind_direction_value: z.number().nullable().optional(),
  wind_direction_label: z.string().nullable().optional(),
});
export type CurrentDataItem = z.infer<typeof currentDataItemSchema>;

export const siteListItemSchema = z.object({
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
  current_data_hash: z.object({ data_array: z.array(currentDataItemSchema) }),
  /** Time of the latest reading, ms since the epoch; null before the first. */
  current_data_last_updated: z.number().nullable(),
  data_processing: z.boolean(),
});
export type SiteListItem = z.infer<typeof siteListItemSchema>;
