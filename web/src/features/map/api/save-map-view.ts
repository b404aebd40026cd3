import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { MapViewSettings } from '@mesonet/shared/contracts/user-settings.schema';
import type { MapView } from '@mesonet/shared/map/map-view';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/members/user_settings (spec §7): the view the map opens on next time. */
async function saveMapView(view: MapView): Promise<AuthUser> {
  // The menu is on the map's first screen; the contract's code is needed only once it is used.
  const { mapViewSettingsSchema, userSettingsResponseSchema } =
    await import('@mesonet/shared/contracts/user-settings.schema');
  // Five decimals are a metre on the ground; Leaflet's zoom is whole with the default zoom snap.
  const settings: MapViewSettings = mapViewSettingsSchema.parse({
    update_type: 'map_center_and_zoom_level',
    map_default_zoom_level: Math.round(view.zoom),
    map_default_centre_coords: {
      lat: Number(view.centre.lat.toFixed(5)),
      lng: Number(view.centre.lng.toFixed(5)),
    },
  });
  const body = await api.put('/members/user_settings', settings, userSettingsResponseSchema);
  return body.data;
}

/** `onUserChanged` gets the refreshed user the answer carries, for the session to store. */
export function useSaveMapView({ onUserChanged }: { onUserChanged: (user: AuthUser) => void }) {
  return useMutation({ mutationFn: saveMapView, onSuccess: onUserChanged });
}
