import { z } from 'zod';
import { authUserSchema } from './auth-user.schema';

/** Zoom levels the map offers (Leaflet with OpenStreetMap-style tiles). */
export const mapZoomRange = { min: 3, max: 18 } as const;

/**
 * PUT /api/members/user_settings (spec §7): the map's default centre and zoom, saved per user and used
 * the next time the map opens (spec §2 "centre/zoom save dialog", §9 default when none is saved).
 */
export const mapViewSettingsSchema = z.object({
  update_type: z.literal('map_center_and_zoom_level', { error: 'must be map_center_and_zoom_level' }),
  map_default_zoom_level: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(mapZoomRange.min, `must be at least ${mapZoomRange.min}`)
    .max(mapZoomRange.max, `must be at most ${mapZoomRange.max}`),
  // Errors are named by their top-level field (api-errors.schema.ts), so the message names lat or lng.
  map_default_centre_coords: z.object(
    {
      lat: z
        .number({ error: 'lat must be a number' })
        .min(-90, 'lat must be between -90 and 90')
        .max(90, 'lat must be between -90 and 90'),
      lng: z
        .number({ error: 'lng must be a number' })
        .min(-180, 'lng must be between -180 and 180')
        .max(180, 'lng must be between -180 and 180'),
    },
    { error: 'must be an object with lat and lng' },
  ),
});
export type MapViewSettings = z.infer<typeof mapViewSettingsSchema>;

/** The answer carries the refreshed user, as the other member updates do (spec §7: the user in data.data). */
export const userSettingsResponseSchema = z.object({ data: authUserSchema });
