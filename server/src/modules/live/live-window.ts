import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { DailyWeather } from '../metrics/current-metrics';

/** Readings kept in memory per station: enough for rain over 7 days and yesterday's ET₀. */
export const liveWindowMs = 8 * 86_400_000;

/** True when the times rise strictly, all after `afterMs`. */
function ascendingAfter(observations: readonly StationObservation[], afterMs: number): boolean {
  let previousMs = afterMs;
  for (const { observedAtMs } of observations) {
    if (observedAtMs <= previousMs) return false;
    previousMs = observedAtMs;
  }
  return true;
}

/** `recent` (ascending, one reading per time) and `arrived` merged by time; an arrival replaces a reading at its time, the last arrival at a time wins. */
function mergeByTime(
  recent: readonly StationObservation[],
  arrived: readonly StationObservation[],
): StationObservation[] {
  // A stable sort keeps arrivals at the same time in arrival order.
  const incoming = [...arrived].sort((a, b) => a.observedAtMs - b.observedAtMs);
  const merged: StationObservation[] = [];
  let r = 0;
  for (let a = 0; a < incoming.length; a += 1) {
    const arrival = incoming[a] as StationObservation;
    if (incoming[a + 1]?.observedAtMs === arrival.observedAtMs) continue;
    while (r < recent.length && (recent[r] as StationObservation).observedAtMs < arrival.observedAtMs) {
      merged.push(recent[r] as StationObservation);
      r += 1;
    }
    if (recent[r]?.observedAtMs === arrival.observedAtMs) r += 1;
    merged.push(arrival);
  }
  for (; r < recent.length; r += 1) merged.push(recent[r] as StationObservation);
  return merged;
}

/**
 * The window's readings with newly stored ones folded in, ascending, none at or before `sinceMs`. A
 * station's next batch follows its last reading, so it is appended; anything else (a late file, a
 * re-sent hour) is merged by time.
 */
export function foldIn(
  recent: readonly StationObservation[],
  arrived: readonly StationObservation[],
  sinceMs: number,
): StationObservation[] {
  const merged = ascendingAfter(arrived, recent.at(-1)?.observedAtMs ?? -Infinity)
    ? [...recent, ...arrived]
    : mergeByTime(recent, arrived);
  const first = merged.findIndex((o) => o.observedAtMs > sinceMs);
  return first === -1 ? [] : merged.slice(first);
}

/**
 * The station's last reading time once `arrived` are stored: the latest of both. A datalogger file older
 * than what the station last sent does not move it back, and one older than the live window still counts.
 */
export function latestReadingMs(lastMs: number | null, arrived: readonly StationObservation[]): number | null {
  let latest = lastMs;
  for (const { observedAtMs } of arrived) if (latest === null || observedAtMs > latest) latest = observedAtMs;
  return latest;
}

/** The station's days with rewritten ones replacing theirs, ascending, none before `fromDate`. */
export function foldInDays(
  daily: readonly DailyWeather[],
  refreshed: readonly DailyWeather[],
  fromDate: string,
): DailyWeather[] {
  const byDate = new Map(daily.map((day) => [day.localDate, day]));
  for (const day of refreshed) byDate.set(day.localDate, day);
  return [...byDate.values()]
    .filter((day) => day.localDate >= fromDate)
    .sort((a, b) => a.localDate.localeCompare(b.localDate));
}
