/**
 * The network station nearest a growing location (spec §3 "Growing location": nearest_site_slug and
 * timezone_name are the server's to compute): great-circle distance on a spherical Earth.
 */
import { greatCircleDistanceKm } from '../geo/great-circle';

export interface StationPlace {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  timezoneName: string;
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
