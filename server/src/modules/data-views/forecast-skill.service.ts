/**
 * Each station's σw forecaster (metrics.md §4.12): Model A, fitted on the last 60 days and refitted at
 * most weekly, once the station has 30 days of history, else Model B; and its skill against
 * persistence over the last 30 days, every stored reading an issue time checked against the reading
 * two hours later. The skill is judged out of sample: each scored forecast is made as the station
 * would have made it then, by a fit on data before its week (out-of-sample-forecasts.ts); a fit
 * scored on the days it was fitted to would flatter it. Judged once per station per UTC day and kept
 * in memory, so a request never reads more than the cached answer.
 */
import { forecastSkill, skillWindowMs, verifiedPairs, type ForecastSkill } from '../metrics/calculators/forecast-skill';
import {
  forecastLeadMs,
  forecastModelFor,
  modelAFitWindowDays,
  modelARefitDays,
} from '../metrics/calculators/sigma-w-forecast';
import type { ModelA, SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import type { DataViewsRepository } from './data-views.repository';
import { modelAFeaturesOf, type ModelAReading } from './model-a-features';
import { fitModelAOn, forecastByModel, outOfSampleForecasts } from './out-of-sample-forecasts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface ForecastStation {
  id: number;
  lat: number;
  lng: number;
  elevationM: number;
}

export interface StationForecaster {
  /** Model A where fitted; Model B before 30 days of history or without enough complete readings. */
  model: 'A' | 'B';
  fit: ModelA | null;
  skill: ForecastSkill;
}

const modelAFields = ['sigmaw10', 'vtd', 'wind_speed_10m', 'rh_1_2m', 'solar_rad'] as const;

/** Stored readings in [fromMs, toMs] as Model A and Model B read them. */
export async function forecastReadings(
  repository: Pick<DataViewsRepository, 'readings'>,
  stationId: number,
  fromMs: number,
  toMs: number,
): Promise<ModelAReading[]> {
  const columns = await repository.readings(stationId, modelAFields, fromMs, toMs);
  const valuesOf = (field: (typeof modelAFields)[number]) => columns.values.get(field) ?? [];
  return columns.timesMs.map((atMs, i) => ({
    atMs,
    sigmaWMs: valuesOf('sigmaw10')[i] ?? null,
    vtdC: valuesOf('vtd')[i] ?? null,
    windSpeed10mMs: valuesOf('wind_speed_10m')[i] ?? null,
    rhPct: valuesOf('rh_1_2m')[i] ?? null,
    solarWm2: valuesOf('solar_rad')[i] ?? null,
  }));
}

/** Each reading's forecast by the station's model, in order; null where it cannot be made. */
export function forecastsByModel(
  readings: readonly ModelAReading[],
  station: ForecastStation & { lat: number },
  fit: ModelA | null,
): (SigmaWForecast | null)[] {
  const features = fit === null ? [] : modelAFeaturesOf(readings, station);
  return readings.map((r, i) => forecastByModel(r, features[i] ?? null, fit, station));
}

export function createForecastSkillService(deps: {
  repository: Pick<DataViewsRepository, 'readings' | 'firstReadingMs'>;
}) {
  const judged = new Map<
    number,
    { dayStartMs: number; judgedAtMs: number; unjudged: boolean; forecaster: Promise<StationForecaster> }
  >();
  const fits = new Map<number, { fittedAtMs: number; fit: ModelA | null }>();

  async function judge(station: ForecastStation, dayStartMs: number): Promise<StationForecaster> {
    const firstMs = await deps.repository.firstReadingMs(station.id);
    const historyDays = firstMs === null ? 0 : (dayStartMs - firstMs) / dayMs;
    const scoredFromMs = dayStartMs - skillWindowMs;
    const modelANow = forecastModelFor(historyDays) === 'A';
    // Model A's fits read the 60 days before the week they forecast; Model B only the scored days and
    // the hour before them.
    const fromMs = modelANow ? scoredFromMs - modelAFitWindowDays * dayMs : scoredFromMs - hourMs;
    const readings = await forecastReadings(deps.repository, station.id, fromMs, dayStartMs);
    const features = modelANow ? modelAFeaturesOf(readings, station) : [];
    let fit: ModelA | null = null;
    if (modelANow) {
      const kept = fits.get(station.id);
      if (kept && dayStartMs - kept.fittedAtMs < modelARefitDays * dayMs) fit = kept.fit;
      else {
        fit = fitModelAOn(readings, features, dayStartMs - modelAFitWindowDays * dayMs, dayStartMs);
        fits.set(station.id, { fittedAtMs: dayStartMs, fit });
      }
    }
    const forecastAt = outOfSampleForecasts({
      readings,
      features,
      site: station,
      firstReadingMs: firstMs ?? dayStartMs,
      scoredFromMs,
      scoredToMs: dayStartMs,
    });
    const scored = readings.filter((r) => r.atMs >= scoredFromMs);
    const verifications = verifiedPairs(scored, forecastLeadMs).flatMap(({ issue, sigmaWAtValidMs }) => {
      const forecast = forecastAt.get(issue.atMs);
      return forecast ? [{ pHazard: forecast.pHazard, sigmaWAtIssueMs: issue.sigmaWMs!, sigmaWAtValidMs }] : [];
    });
    return { model: fit === null ? 'B' : 'A', fit, skill: forecastSkill(verifications) };
  }

  return {
    /**
     * The station's forecaster and its skill over the 30 days before today (UTC), judged once a day
     * (hourly while there is too little history to judge).
     */
    forecasterAt(station: ForecastStation, nowMs: number): Promise<StationForecaster> {
      const dayStartMs = Math.floor(nowMs / dayMs) * dayMs;
      const kept = judged.get(station.id);
      // Too little history (a new station, or history still arriving): judged again hourly, not daily.
      const fresh = kept && kept.dayStartMs === dayStartMs && !(kept.unjudged && nowMs - kept.judgedAtMs >= hourMs);
      if (fresh) return kept.forecaster;
      const forecaster = judge(station, dayStartMs);
      const entry = { dayStartMs, judgedAtMs: nowMs, unjudged: false, forecaster };
      forecaster.then(
        (f) => (entry.unjudged = f.skill.verdict === 'not_enough_history'),
        () => judged.delete(station.id),
      );
      judged.set(station.id, entry);
      return forecaster;
    },
  };
}
export type ForecastSkillService = ReturnType<typeof createForecastSkillService>;
