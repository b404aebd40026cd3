/**
 * A place's spray verdict (issue 24 part 3: "a verdict for the home location and each growing location"):
 * the verdict of the nearest station whose newest reading is fresh enough for a marker, named with its
 * distance ("Jamestown, 12 km"). A stale station is passed over rather than judged from old values
 * (docs/spray-verdict.md); stations without a verdict for this viewer are not candidates either.
 */
import type { SprayVerdictKind } from '../contracts/spray-verdict.schema';
import type { StationListItem } from '../contracts/stations.schema';
import { markerFreshnessContext } from '../map/station-marker';
import { distanceText, nearestFreshStation } from '../stations/nearest-fresh-station';

export interface PlaceSprayVerdict {
  verdict: SprayVerdictKind;
  stationSlug: string;
  stationName: string;
  distanceKm: number;
  /** The station and how far it is: 'Jamestown, 12 km'. */
  fromText: string;
}

/** The place's verdict from the nearest fresh station with one; null when no station qualifies. */
export function placeSprayVerdict(
  place: { lat: number; lng: number },
  stations: readonly StationListItem[],
  nowMs: number,
): PlaceSprayVerdict | null {
  const judged = stations.flatMap((station) =>
    station.spray_verdict === undefined ? [] : [{ ...station, verdict: station.spray_verdict }],
  );
  const nearest = nearestFreshStation({ location: place }, judged, nowMs, markerFreshnessContext(true));
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
