import { z } from 'zod';
import { homeLocationDefaultName } from '../growing-seasons/home-location';
import {
  emergenceDateOptions,
  floralInitiationDateOptions,
  growingSeasonInputSchema,
  harvestDateOptions,
  locationOptions,
  seasonLocationError,
} from '../growing-seasons/growing-season-rules';
import { chartSchema, dataViewListItemSchema, dataViewStationRefSchema } from './data-views.schema';

/**
 * Growing locations, growing seasons and season graphs (spec §2 "Map screen", "Growing seasons", §3
 * "Growing location" / "Growing season", §5, §6, §7; rules in shared/src/growing-seasons/). Dates are
 * calendar dates 'YYYY-MM-DD' at the growing location (Australia/Adelaide across the network); times are
 * ISO strings. Errors are CONTRACT.md §3's `{ errors: [{ field_name, messages }] }`.
 *
 * Signed in (401 `base` otherwise). Who may do what (growing-season-access.ts):
 *   reading the Home location = any member whose plan has it: farm_bundle and above or no feature-set key
 *     (canViewHomeLocation; plans/plan-capabilities.ts);
 *   'Set Home Location' = owner or home_location_growing_seasons on such a plan (canSetHomeLocation);
 *   reading seasons = any member whose plan has growing seasons: premium_bundle, all_access, admin or no
 *     feature-set key (canViewGrowingSeasons);
 *   saving and deleting seasons = both (canEditGrowingSeasons).
 *   Refusals are 403 `base`: growingSeasonAccessMessages.notPermitted for a missing permission (checked
 *   first), growingSeasonAccessMessages.homeLocationNotInPlan when a free or standard plan sets the Home
 *   location, growingSeasonAccessMessages.notInPlan ('To view this content you must upgrade your billing
 *   plan.') for anything else the plan lacks.
 *
 * Growing locations belong to the company. The Home location is the one with slug 'home' (one per
 * company, named 'Home' unless given another name).
 *   GET /api/members/growing_locations → growingLocationsResponseSchema (readers of the Home location;
 *       empty list until it is set).
 *   PUT /api/members/growing_locations/{slug} growingLocationRequestSchema → growingLocationResponseSchema
 *       (who may 'Set Home Location').
 *       Creates or updates the location with that slug; use 'home' for the Home location. The server
 *       computes nearest_site_slug (nearest active station, great-circle) and timezone_name (that
 *       station's). 422 `location_coords` 'Must be between: -32.8, 137.8 and -38.2, 141.2' or
 *       'e.g. -35.95, 139.78' (same bounds as a season's custom location); 422 `name` when blank or over
 *       80 characters; 422 `slug` for a slug that is not 1–64 lowercase letters, digits and dashes.
 *       Seasons whose location_option is home follow the Home location when it moves.
 *
 * Growing seasons belong to the company; `{id}` is chosen by the browser when the form first opens (a
 * UUID from crypto.randomUUID(); any 8–64 lowercase letters, digits and dashes). It is also the season's
 * slug (/my/growing_seasons/{slug}) and remote_id.
 *   GET /api/members/growing_seasons → growingSeasonsResponseSchema, newest sowing first (readers).
 *   GET /api/members/growing_seasons/{id} → growingSeasonResponseSchema (readers); 404 `growing_season_id`
 *       'is not a known growing season'.
 *   PUT /api/members/growing_seasons/{id} growingSeasonRequestSchema → 200 growingSeasonResponseSchema
 *       (editors). Creates the season, or replaces the one with that id: saving again with the same id
 *       (a retry after a dropped connection) never makes a second season. 422 naming each field with
 *       growingSeasonMessages: `name`, `sowing_date` (also before the network's first data or 2000-01-01,
       or more than a year ahead: sowingDateIssue), `emergence_date`, `floral_initiation_date`,
 *       `harvest_date` (a date is required when and only when its option is select and ignored otherwise;
 *       given dates run sowing ≤ emergence ≤ floral initiation ≤ harvest), `location` (custom only: the
 *       bounds or pair messages above), `location_option` 'Please set the Home location first' (home
 *       chosen, no Home location yet), the options ('must be …'); 422 `base` at maxGrowingSeasons (held
 *       under concurrent saves).
 *   DELETE /api/members/growing_seasons/{id} → deleteGrowingSeasonResponseSchema (editors). Deleting a
 *       season that is already gone answers the same, so a retried delete is harmless.
 *
 * Season graphs (graph views only; the list is each season's `data_views`, see season-data-views.ts):
 *   GET /api/members/growing_seasons/{id}/data_views/{dataViewSlug}/data_view_hash?from=&to=&max_points=
 *       → growingSeasonDataViewResultSchema (readers). The query is data-views.schema.ts's
 *       dataViewQuerySchema; from/to are clamped to the season window: the sowing date's midnight (or the
 *       start of the plan's window at the station, when later) to the end of the harvest date, or to now
 *       while the season runs. One point per local day at that day's midnight (ms), values at the
 *       season's nearest station, only series the viewer's plan shows there. `chart` is drawn by the site
 *       data view graph component (same chartSchema); `chart.time_window.history` is the list item's and
 *       `earliest_ms` the window's start. 403 `base` 'To view this content you must upgrade your billing
 *       plan.' for a view the list marks 'upgrade'; 404 `growing_season_id` unknown season; 404
 *       `data_view_slug` 'is not a known data view'; 404 `data_view_slug` 'has no station near it yet'
 *       while the network has no station. `data_processing` true when the nearest station has no daily
 *       data for the season yet.
 */

/** A company keeps at most this many growing seasons; one more is 422 `base` growingSeasonLimitMessage. */
export const maxGrowingSeasons = 200;
export const growingSeasonLimitMessage = `A company can keep at most ${maxGrowingSeasons} growing seasons. Please delete an old season first.`;

const localDate = z.string();
const latLngSchema = z.object({ lat: z.number(), lng: z.number() });

/** Ids of seasons (client-chosen) and slugs of locations. */
export const growingSeasonIdPattern = /^[a-z0-9][a-z0-9-]{7,63}$/;
export const growingLocationSlugPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Spec §3 "Growing location". */
export const growingLocationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  remote_id: z.string(),
  /** The nearest active network station; null only while the network has none. */
  nearest_site_slug: z.string().nullable(),
  nearest_site_name: z.string().nullable(),
  /** Kilometres to it, one decimal. */
  nearest_site_distance_km: z.number().nullable(),
  timezone_name: z.string(),
  location_coords: latLngSchema,
  updated_at: z.string(),
});
export type GrowingLocation = z.infer<typeof growingLocationSchema>;

export const growingLocationsResponseSchema = z.object({ growing_locations: z.array(growingLocationSchema) });
export type GrowingLocationsResponse = z.infer<typeof growingLocationsResponseSchema>;

export const growingLocationRequestSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name is too long')
      .default(homeLocationDefaultName),
    location_coords: z.unknown(),
  })
  .superRefine((input, ctx) => {
    const parsed = latLngSchema.safeParse(input.location_coords);
    const message = seasonLocationError(parsed.success ? parsed.data : null);
    if (message !== null) ctx.addIssue({ code: 'custom', path: ['location_coords'], message });
  })
  .transform((input) => ({ name: input.name, location_coords: latLngSchema.parse(input.location_coords) }));
export type GrowingLocationRequest = z.input<typeof growingLocationRequestSchema>;

export const growingLocationResponseSchema = z.object({ growing_location: growingLocationSchema });

/** The body of PUT /api/members/growing_seasons/{id} (spec §7); the rules are growingSeasonInputSchema's. */
export const growingSeasonRequestSchema = growingSeasonInputSchema;
export type GrowingSeasonRequest = z.input<typeof growingSeasonRequestSchema>;

/** Spec §3 "Growing season", with what the season page shows. */
export const growingSeasonSchema = z.object({
  id: z.string(),
  slug: z.string(),
  remote_id: z.string(),
  name: z.string(),
  sowing_date: localDate,
  emergence_date_option: z.enum(emergenceDateOptions),
  /** The entered date (select) or the calculated one (auto_calculate); null while not yet reached. */
  emergence_date: localDate.nullable(),
  floral_initiation_date_option: z.enum(floralInitiationDateOptions),
  /** As emergence_date: entered, or calculated (adjusted thermal time since emergence ≥ 400 °C·d). */
  floral_initiation_date: localDate.nullable(),
  harvest_date_option: z.enum(harvestDateOptions),
  /** Null when not_yet_known. */
  harvest_date: localDate.nullable(),
  location_option: z.enum(locationOptions),
  /** Where the season is: the Home location's place (home) or the entered one (custom). */
  location: latLngSchema,
  /** 'home' for location_option home; null for a custom location. */
  growing_location_slug: z.string().nullable(),
  growing_location_timezone_name: z.string(),
  nearest_site_slug: z.string().nullable(),
  nearest_site_name: z.string().nullable(),
  /**
   * Thermal time since sowing to yesterday (or to harvest), °C·d rounded; null while not computable or
   * when the viewer's plan does not show thermal time at the nearest station.
   */
  thermal_time_since_sowing: z.number().nullable(),
  /**
   * True when the viewer's plan does not show the season's calculated values (thermal time, the
   * calculated emergence and floral initiation dates) at its nearest station: those are null, and the
   * page offers the upgrade instead.
   */
  upgrade_required: z.boolean(),
  last_updated_at: z.string(),
  /** True while the nearest station has no daily data for the season (dates and graphs not computable). */
  data_processing: z.boolean(),
  /**
   * The season's graph views as the site views list them for the nearest station: available or
   * unavailable_reason 'upgrade' by the viewer's plan there; history 'all' (history_badge 'Growing
   * Season') with extended history, else the plan's window ('7d', '7-Day').
   */
  data_views: z.array(dataViewListItemSchema),
});
export type GrowingSeason = z.infer<typeof growingSeasonSchema>;

export const growingSeasonsResponseSchema = z.object({ growing_seasons: z.array(growingSeasonSchema) });
export type GrowingSeasonsResponse = z.infer<typeof growingSeasonsResponseSchema>;

export const growingSeasonResponseSchema = z.object({ growing_season: growingSeasonSchema });
export type GrowingSeasonResponse = z.infer<typeof growingSeasonResponseSchema>;

export const deleteGrowingSeasonResponseSchema = z.object({ success: z.literal(true) });

/** The season a graph belongs to, for the graph screen's title and its close button. */
export const growingSeasonRefSchema = growingSeasonSchema.pick({
  id: true,
  slug: true,
  name: true,
  sowing_date: true,
  emergence_date: true,
  floral_initiation_date: true,
  harvest_date: true,
  growing_location_timezone_name: true,
});

/**
 * A season graph: the shape of data-views.schema.ts's dataViewResultSchema for a graph (site = the
 * nearest station, chart set, the rest null) plus the season.
 */
export const growingSeasonDataViewResultSchema = z.object({
  growing_season: growingSeasonRefSchema,
  site: dataViewStationRefSchema,
  data_view: dataViewListItemSchema,
  data_download: z.literal(false),
  chart: chartSchema,
  table: z.null(),
  dashboard: z.null(),
  site_summary: z.null(),
  data_processing: z.boolean(),
});
export type GrowingSeasonDataViewResult = z.infer<typeof growingSeasonDataViewResultSchema>;
