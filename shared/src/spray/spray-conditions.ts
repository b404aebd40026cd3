/**
 * What a spray verdict is judged from: a station's current derived values (display units, unrounded,
 * as the metric catalogue holds them), and the same values per reading for the last 48 h, from which
 * the next likely window is read. Missing values are null, never 0 (metrics.md §0.4).
 */
import type { HazardousInversionState } from '../metrics/hazardous-inversion-codes';
import type { MetricKey } from '../metrics/metric-catalogue';
import { hourMs } from '../time/local-time';
import type { StationType } from '../stations/raw-channels';

/** The `hazardous_inversion` key indicator's states, in the order of its codes (hazardous-inversion-codes.ts). */
export const inversionStates = [
  'none',
  'inversion',
  'hazardous',
  'not_expected_by_rule_of_thumb',
  'likely_by_rule_of_thumb',
] as const satisfies Readonly<Record<HazardousInversionState, string>>;
export type InversionState = (typeof inversionStates)[number];

/** The state of a `hazardous_inversion` code; null for a missing or unknown code. */
export function inversionStateOfCode(code: number | null | undefined): InversionState | null {
  return (code !== null && code !== undefined && inversionStates[code]) || null;
}

/**
 * Turbulence two hours ahead, which says whether a hazardous inversion is coming (§4.10's 2-hour view):
 * - `forecast`: the σw +2 h forecast (§4.12);
 * - `persistence`: the current σw, where the station's forecast is withheld because it does not beat
 *   persistence (§4.12's honesty rule), so persistence is the better guess;
 * - `hindsight`: the σw measured two hours later, when judging a past reading.
 */
export interface TurbulenceOutlook {
  basis: 'forecast' | 'persistence' | 'hindsight';
  sigmaWMs: number | null;
}

export interface SprayConditions {
  awsType: StationType;
  /** When the newest reading behind these values was taken; null when the station has none. */
  newestReadingAtMs: number | null;
  temperatureC: number | null;
  deltaTC: number | null;
  windSpeed2mKmh: number | null;
  /** Stands in for the 2 m wind where the station has no 2 m anemometer or its reading is missing. */
  windSpeed10mKmh: number | null;
  /** Rain in the hour to the newest reading, mm. */
  rainLastHourMm: number | null;
  inversionState: InversionState | null;
  sigmaW10Ms: number | null;
  turbulenceIn2h: TurbulenceOutlook;
}

/**
 * Conditions from a station's current metrics (display units, unrounded). Rain in the last hour is
 * not a catalogue metric: `rainLastHourMm` works it out from the readings. `forecastWithheld`: the
 * station's σw forecast does not beat persistence, so the current σw stands in for it.
 */
export function sprayConditionsFromMetrics(input: {
  awsType: StationType;
  newestReadingAtMs: number | null;
  metrics: Readonly<Partial<Record<MetricKey, number | null>>>;
  rainLastHourMm: number | null;
  forecastWithheld: boolean;
}): SprayConditions {
  const m = input.metrics;
  return {
    awsType: input.awsType,
    newestReadingAtMs: input.newestReadingAtMs,
    temperatureC: m.temperature ?? null,
    deltaTC: m.delta_t ?? null,
    windSpeed2mKmh: m.wind_speed_2m ?? null,
    windSpeed10mKmh: m.wind_speed_10m ?? null,
    rainLastHourMm: input.rainLastHourMm,
    inversionState: inversionStateOfCode(m.hazardous_inversion),
    sigmaW10Ms: m.sigmaw10 ?? null,
    turbulenceIn2h: input.forecastWithheld
      ? { basis: 'persistence', sigmaWMs: m.sigmaw10 ?? null }
      : { basis: 'forecast', sigmaWMs: m.ann_2hr_sigma_w ?? null },
  };
}

/** One reading's values for the verdict (display units, unrounded); `rainMm` fell in its interval. */
export interface SprayReading {
  atMs: number;
  temperatureC: number | null;
  deltaTC: number | null;
  windSpeed2mKmh: number | null;
  windSpeed10mKmh: number | null;
  rainMm: number | null;
  inversionState: InversionState | null;
  sigmaW10Ms: number | null;
}

/**
 * Rain in the hour ending at `atMs` ((atMs − 1 h, atMs]), from ascending readings: null when no
 * reading falls in the hour or one of them has no rain value (missing is not "no rain", §0.4) [P].
 */
export function rainLastHourMm(readings: readonly SprayReading[], atMs: number): number | null {
  let totalMm = 0;
  let count = 0;
  // Backwards from the newest reading in the hour: the window search asks this for ~150 times over 48 h.
  for (let index = lastIndexAtOrBefore(readings, atMs); index >= 0; index -= 1) {
    const reading = readings[index] as SprayReading;
    if (reading.atMs <= atMs - hourMs) break;
    if (reading.rainMm === null) return null;
    totalMm += reading.rainMm;
    count += 1;
  }
  return count > 0 ? totalMm : null;
}

/** The index of the newest reading at or before `atMs` in ascending readings; -1 when none is (binary search). */
export function lastIndexAtOrBefore(readings: readonly SprayReading[], atMs: number): number {
  let low = 0;
  let high = readings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((readings[middle] as SprayReading).atMs <= atMs) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** The conditions as the newest reading at or before `atMs` showed them (ascending readings). */
export function sprayConditionsAt(
  readings: readonly SprayReading[],
  atMs: number,
  awsType: StationType,
  turbulenceIn2h: TurbulenceOutlook,
): SprayConditions {
  const newest = readings[lastIndexAtOrBefore(readings, atMs)];
  return {
    awsType,
    newestReadingAtMs: newest?.atMs ?? null,
    temperatureC: newest?.temperatureC ?? null,
    deltaTC: newest?.deltaTC ?? null,
    windSpeed2mKmh: newest?.windSpeed2mKmh ?? null,
    windSpeed10mKmh: newest?.windSpeed10mKmh ?? null,
    rainLastHourMm: newest ? rainLastHourMm(readings, newest.atMs) : null,
    inversionState: newest?.inversionState ?? null,
    sigmaW10Ms: newest?.sigmaW10Ms ?? null,
    turbulenceIn2h,
  };
}

/** FAO-56 Eq. 47 at z = 10 m: u2 = u10 · 4.87 / ln(67.8·10 − 5.42) ≈ 0.748 · u10 (metrics.md §2.5). */
export const windAt2mPer10m = 4.87 / Math.log(67.8 * 10 - 5.42);

/**
 * The 2 m wind: measured, else the 10 m wind reduced by the log profile (`estimated`). The reduction
 * holds in neutral daytime air; in still night air the real 2 m wind is often 0.3–0.6 of the 10 m
 * (§2.5), so an estimate reads high at night; the inversion rules carry that risk.
 */
export function windAt2m(conditions: SprayConditions): { kmh: number; estimated: boolean } | null {
  if (conditions.windSpeed2mKmh !== null) return { kmh: conditions.windSpeed2mKmh, estimated: false };
  if (conditions.windSpeed10mKmh !== null) return { kmh: conditions.windSpeed10mKmh * windAt2mPer10m, estimated: true };
  return null;
}
