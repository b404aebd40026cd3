/**
 * The map's status popup (spec §2 "Status popup open/closed"): how many stations are on the map, how
 * many are reporting, how many have gone stale and how many have sent nothing yet, judged with the same
 * freshness window as the markers (signed in 60 min, 90 for greenbrain; visitors 3.25 h; spec §9).
 */
import { format } from 'date-fns';
import { inZone } from '../time/local-time';
import type { StationListItem } from '../contracts/stations.schema';
import { isStationReadingFresh } from './station-reading';
import { markerFreshnessContext } from './station-marker';

export interface NetworkStatus {
  shown: number;
  /** With a reading inside the marker freshness window. */
  reporting: number;
  /** With readings, but none inside the window: their markers show a dash. */
  stale: number;
  /** Never reported (no time of a latest reading). */
  noDataYet: number;
  /** Time of the newest reading of any station shown, or null when none has reported. */
  newestReadingMs: number | null;
}

export function networkStatus(
  stations: readonly Pick<StationListItem, 'aws_type' | 'current_data_last_updated'>[],
  { nowMs, signedIn }: { nowMs: number; signedIn: boolean },
): NetworkStatus {
  const context = markerFreshnessContext(signedIn);
  let reporting = 0;
  let noDataYet = 0;
  let newestReadingMs: number | null = null;
  for (const station of stations) {
    const last = station.current_data_last_updated;
    if (last === null) {
      noDataYet += 1;
      continue;
    }
    if (isStationReadingFresh(station, nowMs, context)) reporting += 1;
    newestReadingMs = newestReadingMs === null ? last : Math.max(newestReadingMs, last);
  }
  return {
    shown: stations.length,
    reporting,
    stale: stations.length - reporting - noDataYet,
    noDataYet,
    newestReadingMs,
  };
}

/** What 'stale' means for this viewer, in the words of the popup. */
export function staleWindowText(signedIn: boolean): string {
  return signedIn
    ? 'no reading in the last 60 minutes (90 for GreenBrain stations)'
    : 'no reading in the last 3¼ hours';
}

/** 'HH:mm' in the network's zone (Adelaide), with 'on d MMM' when it is not the same day as `nowMs`. */
export function networkTimeText(ms: number, nowMs: number): string {
  const time = inZone(ms);
  const sameDay = format(time, 'yyyy-MM-dd') === format(inZone(nowMs), 'yyyy-MM-dd');
  return sameDay ? format(time, 'HH:mm') : format(time, "HH:mm 'on' d MMM");
}
