/**
 * Where a station is stale, the nearest station reporting now (issue 25 part 3): its name, how far and
 * which way from the stale one, and how old its reading is ('Saddleworth, 12 km NE, updated 4 min ago').
 * Shown in the stale station's popup, dashboard and sites list row, each with its own freshness
 * window (freshness.ts), so "stale here" and "fresh there" are measured by the same rule.
 */
import type { StationListItem } from '../contracts/stations.schema';
import { compassPoint8, greatCircleDistanceKm, initialBearingDeg, type CompassPoint8 } from '../geo/great-circle';
import { isReadingFresh, type FreshnessContext } from './freshness';
import { hourMs, minuteMs } from '../time/local-time';

export type NearestFreshCandidate = Pick<
  StationListItem,
  'slug' | 'name' | 'location' | 'aws_type' | 'current_data_last_updated'
>;

export interface NearestFreshStation<S extends NearestFreshCandidate> {
  station: S;
  distanceKm: number;
  /** From the stale station to this one; null when the two stand on the same spot. */
  bearing: CompassPoint8 | null;
  /** 'Saddleworth, 12 km NE, updated 4 min ago'. */
  text: string;
}

/** Closer than this (50 m) two stations share a site and a bearing means nothing. */
const sameSpotKm = 0.05;

function isFreshNow(station: NearestFreshCandidate, nowMs: number, context: FreshnessContext): boolean {
  const lastMs = station.current_data_last_updated;
  return isReadingFresh({
    awsType: station.aws_type,
    ageMs: lastMs === null ? Number.NaN : nowMs - lastMs,
    context,
  });
}

/**
 * '12 km' from 10 km, '3.4 km' below it (stations are rarely closer, and a tenth is a short walk),
 * 'under 1 km' for neighbours: whole kilometres are as precise as a station's mapped place.
 */
export function distanceText(distanceKm: number): string {
  if (distanceKm < 0.95) return 'under 1 km';
  if (distanceKm < 9.95) return `${(Math.round(distanceKm * 10) / 10).toFixed(1)} km`;
  return `${Math.round(distanceKm)} km`;
}

/**
 * 'updated 4 min ago': whole minutes under 2 h and whole hours after, rounded down like the sites
 * list's 'Updated … ago' (updated-ago.ts); a fresh reading is at most 3.5 h old, so days never show.
 */
export function shortUpdatedAgoText(ageMs: number): string {
  const age = Math.max(0, ageMs);
  if (age < minuteMs) return 'updated just now';
  if (age < 2 * hourMs) return `updated ${Math.floor(age / minuteMs)} min ago`;
  return `updated ${Math.floor(age / hourMs)} h ago`;
}

/**
 * The nearest station, other than `from`, whose reading is fresh now in `context`; null when none is.
 * Ties go to the slug first in alphabetical order, so the answer never depends on the list's order.
 */
export function nearestFreshStation<S extends NearestFreshCandidate>(
  /** A stale station, or a place (the Home location, a growing location) with no slug of its own. */
  from: { slug?: string; location: { lat: number; lng: number } },
  stations: readonly S[],
  nowMs: number,
  context: FreshnessContext,
): NearestFreshStation<S> | null {
  let best: { station: S; distanceKm: number } | null = null;
  for (const station of stations) {
    if (station.slug === from.slug || !isFreshNow(station, nowMs, context)) continue;
    const distanceKm = greatCircleDistanceKm(from.location, station.location);
    if (
      best === null ||
      distanceKm < best.distanceKm ||
      (distanceKm === best.distanceKm && station.slug < best.station.slug)
    ) {
      best = { station, distanceKm };
    }
  }
  if (best === null) return null;
  const bearing =
    best.distanceKm < sameSpotKm ? null : compassPoint8(initialBearingDeg(from.location, best.station.location));
  const where = bearing === null ? distanceText(best.distanceKm) : `${distanceText(best.distanceKm)} ${bearing}`;
  // A fresh reading has a time: the null case was filtered out above (NaN is never fresh).
  const ageMs = nowMs - (best.station.current_data_last_updated ?? nowMs);
  return { ...best, bearing, text: `${best.station.name}, ${where}, ${shortUpdatedAgoText(ageMs)}` };
}

/** What a station's popup, dashboard or list row says about reporting stations nearby. */
export type NearbyReport<S extends NearestFreshCandidate> =
  /** The station is fresh itself: nothing to say. */
  | { kind: 'fresh' }
  /** Stale, and no other station is fresh either. */
  | { kind: 'none-fresh' }
  | ({ kind: 'nearest' } & NearestFreshStation<S>);

/** Nothing while the station is fresh in `context`, else its nearest fresh neighbour (or that there is none). */
export function nearbyReport<S extends NearestFreshCandidate>(
  station: NearestFreshCandidate,
  stations: readonly S[],
  nowMs: number,
  context: FreshnessContext,
): NearbyReport<S> {
  if (isFreshNow(station, nowMs, context)) return { kind: 'fresh' };
  const nearest = nearestFreshStation(station, stations, nowMs, context);
  return nearest === null ? { kind: 'none-fresh' } : { kind: 'nearest', ...nearest };
}
