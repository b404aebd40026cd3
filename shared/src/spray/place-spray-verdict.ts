/**
 * A place's spray verdict (issue 24 part 3: "a verdict for the home location and each growing location"):
 * the verdict of the nearest station whose newest reading is fresh enough for a marker, named with its
 * distance ("Jamestown, 12 km"). A stale station is passed over rather than judged from old values
 * (docs/spray-verdict.md); stations without a verdict for this viewer are not candidates either.
 */
import type { SprayVerdictKind } from '../contracts/spray-verdict.schema';
import type { StationListItem } from '../contracts/stations.schema';
import { nearestStation } from '../growing-seasons/nearest-station';
import { markerFreshnessContext } from '../map/station-marker';
import { isStationReadingFresh } from '../map/station-reading';

export interface PlaceSprayVerdict {
  verdict: SprayVerdictKind;
  stationSlug: string;
  stationName: string;
  distanceKm: number;
  /** The station and how far it is: 'Jamestown, 12 km'. */
  fromText: string;
}

/** Kilometres as a grower reads them: one decimal under 10 km, whole kilometres beyond. */
export function distanceText(distanceKm: number): string {
  return distanceKm < 9.95 ? `${distanceKm.toFixed(1)} km` : `${Math.round(distanceKm)} km`;
}

/** The place's verdict from the nearest fresh station with one; null when no station qualifies. */
export function placeSprayVerdict(
  place: { lat: number; lng: number },
  stations: readonly StationListItem[],
  nowMs: number,
): PlaceSprayVerdict | null {
  const candidates = stations.flatMap((station) =>
    station.spray_verdict !== undefined && isStationReadingFresh(station, nowMs, markerFreshnessContext(true))
      ? [
          {
            slug: station.slug,
            name: station.name,
            lat: station.location.lat,
            lng: station.location.lng,
            timezoneName: station.timezone_name,
            verdict: station.spray_verdict,
          },
        ]
      : [],
  );
  const nearest = nearestStation(place, candidates);
  if (!nearest) return null;
  const { station, distanceKm } = nearest;
  return {
    verdict: station.verdict,
    stationSlug: station.slug,
    stationName: station.name,
    distanceKm,
    fromText: `${station.name}, ${distanceText(distanceKm)}`,
  };
}
