import type { AlertObservation } from '@mesonet/shared/alerts/alert-conditions';
import { sprayConditionsFromMetrics } from '@mesonet/shared/spray/spray-conditions';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { hourMs } from '@mesonet/shared/time/local-time';
import { deriveCurrentMetrics, type CurrentMetrics } from '../metrics/current-metrics';
import type { LiveStation } from '../live/live-network';
import { stationContext } from '../live/reading-metrics';

/** Rain in the hour to `atMs` from the station's window; null when a reading in it has no rain value. */
function rainLastHourMm(entry: LiveStation, atMs: number): number | null {
  let total = 0;
  let readings = 0;
  for (const o of entry.recent) {
    if (o.observedAtMs <= atMs - hourMs || o.observedAtMs > atMs) continue;
    const rain = o.channels.rain_mm;
    if (rain === null || rain === undefined) return null;
    total += rain;
    readings += 1;
  }
  return readings > 0 ? total : null;
}

/**
 * What the station's readings at `atMs` tell its rules: the current metrics as of that reading and the
 * spray verdict's inputs. For the newest reading they are the live network's own, with its verdict by
 * the default limits (judged when the metrics were, while the reading was as fresh as it is now); for
 * an earlier reading of the same batch they are worked out again.
 */
export function alertObservationAt(entry: LiveStation, atMs: number): AlertObservation {
  const newest = entry.recent.at(-1)?.observedAtMs === atMs;
  if (newest && entry.current && entry.spray?.conditions.newestReadingAtMs === atMs) {
    return {
      atMs,
      metrics: entry.current,
      spray: entry.spray.conditions,
      defaultSprayVerdict: entry.spray.verdict,
    };
  }
  const metrics: CurrentMetrics | null = newest
    ? entry.current
    : deriveCurrentMetrics({
        station: stationContext(entry.station),
        nowMs: atMs,
        recent: entry.recent,
        daily: entry.daily,
      }).metrics;
  const values = metrics ?? {};
  return {
    atMs,
    metrics: values,
    spray: sprayConditionsFromMetrics({
      awsType: entry.station.awsType as StationType,
      newestReadingAtMs: atMs,
      metrics: values,
      rainLastHourMm: rainLastHourMm(entry, atMs),
      forecastWithheld: entry.forecastSkill?.verdict === 'does_not_beat_persistence',
    }),
  };
}
