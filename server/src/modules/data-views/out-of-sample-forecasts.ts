/**
 * The σw forecasts a station's skill is judged on (metrics.md §4.12), each made as the station would
 * have made it at its issue time: the scored window is cut into weeks, as Model A is refitted weekly,
 * and each week is forecast by Model A fitted on the 60 days before that week began (Model B while
 * the station then had less than 30 days of history). A fit never sees a reading from the week it
 * forecasts or later, so no scored forecast knows its own outcome.
 */
import { verifiedPairs } from '../metrics/calculators/forecast-skill';
import {
  fitModelA,
  forecastLeadMs,
  forecastModelFor,
  forecastSigmaWModelA,
  modelAFitWindowDays,
  modelARefitDays,
  type ModelA,
  type ModelAFeatures,
  type SigmaWForecast,
} from '../metrics/calculators/sigma-w-forecast';
import { forecastsOf } from './forecast-points';
import type { ModelAReading } from './model-a-features';

const dayMs = 86_400_000;

/** One Model A training sample: the features at an issue time and σw two hours later. */
export interface ModelASample {
  issuedAtMs: number;
  features: ModelAFeatures;
  sigmaWAtValidMs: number;
}

export type ModelAFitter = (samples: readonly ModelASample[]) => ModelA | null;

/**
 * Model A fitted on `readings` (ascending) with issue and valid times both in [fromMs, toMs): the
 * samples are pairs of readings inside that span, so nothing after it reaches the fit.
 */
export function fitModelAOn(
  readings: readonly ModelAReading[],
  features: readonly (ModelAFeatures | null)[],
  fromMs: number,
  toMs: number,
  fit: ModelAFitter = fitModelA,
): ModelA | null {
  const first = readings.findIndex((r) => r.atMs >= fromMs);
  const end = readings.findIndex((r) => r.atMs >= toMs);
  const start = first === -1 ? readings.length : first;
  const span = readings.slice(start, end === -1 ? readings.length : end);
  const featuresAt = new Map(span.map((r, i) => [r.atMs, features[start + i] ?? null]));
  const samples = verifiedPairs(span, forecastLeadMs).flatMap(({ issue, sigmaWAtValidMs }): ModelASample[] => {
    const f = featuresAt.get(issue.atMs);
    return f ? [{ issuedAtMs: issue.atMs, features: f, sigmaWAtValidMs }] : [];
  });
  return fit(samples);
}

/**
 * The forecast issued at each reading in [scoredFromMs, scoredToMs) (keyed by issue time; null where
 * it cannot be made), week by week from `scoredFromMs`. `readings` reach back 60 days before
 * `scoredFromMs`; `features` are Model A's features of each of them (`modelAFeaturesOf`).
 */
export function outOfSampleForecasts(input: {
  readings: readonly ModelAReading[];
  features: readonly (ModelAFeatures | null)[];
  site: { lat: number; lng: number; elevationM: number };
  firstReadingMs: number;
  scoredFromMs: number;
  scoredToMs: number;
  fit?: ModelAFitter;
}): Map<number, SigmaWForecast | null> {
  const { readings, features, site: station } = input;
  const forecasts = new Map<number, SigmaWForecast | null>();
  for (let weekMs = input.scoredFromMs; weekMs < input.scoredToMs; weekMs += modelARefitDays * dayMs) {
    const weekEndMs = Math.min(weekMs + modelARefitDays * dayMs, input.scoredToMs);
    const historyDays = (weekMs - input.firstReadingMs) / dayMs;
    const fit =
      forecastModelFor(historyDays) === 'A'
        ? fitModelAOn(readings, features, weekMs - modelAFitWindowDays * dayMs, weekMs, input.fit)
        : null;
    readings.forEach((r, i) => {
      if (r.atMs < weekMs || r.atMs >= weekEndMs) return;
      forecasts.set(r.atMs, forecastByModel(r, features[i] ?? null, fit, station));
    });
  }
  return forecasts;
}

/** Model A's forecast where there is a fit (null without its features), else Model B's. */
export function forecastByModel(
  reading: ModelAReading,
  features: ModelAFeatures | null,
  fit: ModelA | null,
  station: { lat: number; lng: number; elevationM: number },
): SigmaWForecast | null {
  if (fit !== null) return features === null ? null : forecastSigmaWModelA(fit, features, reading.atMs);
  return forecastsOf([{ ...reading, issuedAtMs: reading.atMs }], station)[0] ?? null;
}
