/** Spec §9: where the map opens when the user has saved no view of their own. Candidate for shared/. */
export const defaultMapCentre = { lat: -34.38633, lng: 139.34528 } as const;
export const defaultMapZoom = 8;

export interface MapView {
  centre: { lat: number; lng: number };
  zoom: number;
}

/** The signed-in user's saved default view (spec §3 map_default_centre_coords / zoom), else the spec's default. */
export function initialMapView(
  user: {
    map_default_centre_coords: { lat: number; lng: number } | null;
    map_default_zoom_level: number | null;
  } | null,
): MapView {
  return {
    centre: user?.map_default_centre_coords ?? defaultMapCentre,
    zoom: user?.map_default_zoom_level ?? defaultMapZoom,
  };
}
