/**
 * The network station nearest a growing location (spec §3 "Growing location": nearest_site_slug and
 * timezone_name are the server's to compute): great-circle distance on a spherical Earth.
 */

export interface StationPlace {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  timezoneName: string;
}

const earthRadiusKm = 6371.0088;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, km. */
export function greatCircleDistanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The nearest of the given (active) stations with its distance; null when there are none. Ties go to
 * the slug first in alphabetical order, so the answer never depends on the list's order.
 */
export function nearestStation<S extends StationPlace>(
  point: { lat: number; lng: number },
  stations: readonly S[],
): { station: S; distanceKm: number } | null {
  let best: { station: S; distanceKm: number } | null = null;
  for (const station of stations) {
    const distanceKm = greatCircleDistanceKm(point, station);
    if (
      best === null ||
      distanceKm < best.distanceKm ||
      (distanceKm === best.distanceKm && station.slug < best.station.slug)
    ) {
      best = { station, distanceKm };
    }
  }
  return best;
}
