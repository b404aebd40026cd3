/**
 * A station's spray verdict and next likely window (issue 24, docs/spray-verdict.md), judged with the
 * default limits whenever the station's current metrics are recomputed: when readings arrive and as
 * time moves on (refreshStale), never per request, so the map's poll stays a cached snapshot.
 *
 * The verdict reads the current metrics the tiles show; the window reads the last 48 h of readings in
 * the live window, each reading's values derived once (cached per reading object) so a new batch costs
 * only its own readings.
 */
import { stationTypeSupportsMetric } from '@mesonet/shared/metrics/metric-catalogue';
import { nextLikelyWindow, nextSprayWindowText, type NextSprayWindow } from '@mesonet/shared/spray/next-spray-window';
import {
  inversionStateOfCode,
  rainLastHourMm,
  sprayConditionsFromMetrics,
  type SprayConditions,
  type SprayReading,
} from '@mesonet/shared/spray/spray-conditions';
import { defaultSprayLimits } from '@mesonet/shared/spray/spray-limits';
import { sprayVerdict, type SprayVerdict } from '@mesonet/shared/spray/spray-verdict';
import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { ruleOfThumbInversionState } from '../metrics/calculators/inversion';
import { msToKmh } from '../metrics/calculators/wind-statistics';
import { deriveReadingMetrics, type StationContext } from '../metrics/current-metrics';
import type { LiveStation } from './live-station';
import { stationContext } from './reading-metrics';

export interface StationSpray {
  /** What the verdict read: the alert rules judging the same reading by other limits read it too. */
  conditions: SprayConditions;
  verdict: SprayVerdict;
  window: NextSprayWindow;
  /** The window in words, in the station's time zone, as of `judgedAtMs`. */
  windowText: string;
  judgedAtMs: number;
}

const hourMs = 3_600_000;
/** What the next window compares with: the same hours on the two days before. */
const historyMs = 48 * hourMs;
/** The rule of thumb looks back to the last sunset: never more than a day before a reading. */
const ruleOfThumbLookBackMs = 26 * hourMs;

/** Each reading's spray values, derived once: the window is the same objects from batch to batch. */
const sprayReadings = new WeakMap<StationObservation, SprayReading>();

const kmh = (ms: number | undefined) => (ms === undefined ? null : msToKmh(ms));

/** The first index whose reading is after `afterMs` (ascending readings). */
function firstAfter(readings: readonly StationObservation[], afterMs: number): number {
  let low = 0;
  let high = readings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((readings[middle] as StationObservation).observedAtMs <= afterMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One reading's values for the verdict; `index` is its place in `recent` (ascending). */
function sprayReadingOf(context: StationContext, recent: readonly StationObservation[], index: number): SprayReading {
  const observation = recent[index] as StationObservation;
  const cached = sprayReadings.get(observation);
  if (cached) return cached;
  const derived = deriveReadingMetrics(context, observation, recent[index - 1]);
  const c = observation.channels;
  const atMs = observation.observedAtMs;
  let inversionCode = derived.hazardous_inversion;
  // Stations without a 10 m temperature read GRDC's rule of thumb, as their current tile does (§4.10).
  if (
    !stationTypeSupportsMetric(context.awsType, 'vtd') &&
    stationTypeSupportsMetric(context.awsType, 'hazardous_inversion')
  ) {
    const since = recent.slice(firstAfter(recent, atMs - ruleOfThumbLookBackMs), index + 1);
    inversionCode = ruleOfThumbInversionState(since, atMs, context.lat, context.lng);
  }
  const reading: SprayReading = {
    atMs,
    temperatureC: c.air_temp_1_2m ?? null,
    deltaTC: derived.delta_t,
    windSpeed2mKmh: kmh(c.wind_speed_2m),
    windSpeed10mKmh: kmh(c.wind_speed_10m),
    rainMm: c.rain_mm ?? null,
    inversionState: inversionStateOfCode(inversionCode),
    sigmaW10Ms: derived.sigmaw10,
  };
  sprayReadings.set(observation, reading);
  return reading;
}

/** The last 48 h of readings (to `nowMs`) as the verdict reads them, ascending. */
export function sprayHistory(entry: LiveStation, nowMs: number): SprayReading[] {
  const context = stationContext(entry.station);
  const { recent } = entry;
  const history: SprayReading[] = [];
  for (let index = firstAfter(recent, nowMs - historyMs); index < recent.length; index += 1) {
    if ((recent[index] as StationObservation).observedAtMs > nowMs) break;
    history.push(sprayReadingOf(context, recent, index));
  }
  return history;
}

/** The station's verdict (default limits) and next likely window at `nowMs`, from its current metrics. */
export function judgeStationSpray(entry: LiveStation, nowMs: number): StationSpray {
  const awsType = entry.station.awsType as StationType;
  const history = sprayHistory(entry, nowMs);
  const newest = history.at(-1);
  const conditions = sprayConditionsFromMetrics({
    awsType,
    newestReadingAtMs: entry.lastReadingMs,
    metrics: entry.current ?? {},
    rainLastHourMm: newest ? rainLastHourMm(history, newest.atMs) : null,
    // A forecast that has not beaten persistence is withheld on the tile; the current σw stands in.
    forecastWithheld: entry.forecastSkill?.verdict === 'does_not_beat_persistence',
  });
  const verdict = sprayVerdict(conditions, defaultSprayLimits, nowMs);
  const window = nextLikelyWindow(
    history,
    { awsType, turbulenceIn2h: conditions.turbulenceIn2h },
    defaultSprayLimits,
    nowMs,
  );
  return {
    conditions,
    verdict,
    window,
    windowText: nextSprayWindowText(window, entry.station.timezoneName, nowMs),
    judgedAtMs: nowMs,
  };
}
