/**
 * Series read from the readings: every reading for windows up to 14 days, reduced in memory when
 * longer than the point budget; fine buckets in SQL for longer windows (see chart-points.ts). The σw
 * forecast is made from the same reads.
 */
import type { DataViewSeries, ReadingField } from '@mesonet/shared/data-views/data-view-series';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import { forecastLeadMs, type ModelA, type SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import { bucketForecasts, modelABucketFields } from './bucket-forecasts';
import {
  finishSeries,
  fineBucketsPerBucket,
  maxRawSpanMs,
  maxWindArrows,
  pointsOf,
  pointsOfBuckets,
  sqlBucketMs,
  type WindArrow,
} from './chart-points';
import { unique, type BuiltSeries, type ChartRequest } from './chart-steps';
import type { ResolvedWindow } from './data-view-window';
import type { DataViewsRepository } from './data-views.repository';
import { forecastsOf, type ForecastInput } from './forecast-points';
import { forecastReadings, forecastsByModel } from './forecast-skill.service';
import { arrowsFrom, type ReadingChart, type ReadingPlan } from './reading-plan';

export interface ReadingSeriesInput {
  request: ChartRequest;
  plan: ReadingPlan;
  window: ResolvedWindow;
  /** The station's Model A fit; null: Model B. */
  fit: ModelA | null;
}

type FinishOptions = Parameters<typeof finishSeries>[2];

/**
 * The forecast series at valid times, finished like the others from a lead time into the window, and
 * the newest forecast for its probability of hazard.
 */
function finishForecast(
  series: DataViewSeries,
  all: readonly (SigmaWForecast | null)[],
  options: FinishOptions,
  window: ResolvedWindow,
) {
  const forecasts = all.filter((f): f is SigmaWForecast => f !== null);
  const points: SeriesPoint[] = forecasts.map((f) => [f.validAtMs, f.valueMps]);
  const finished = finishSeries(points, series.metricId, { ...options, originMs: window.fromMs + forecastLeadMs });
  return { series, ...finished, latest: forecasts.at(-1) ?? null };
}

/** The forecasts of a raw window: Model B from the readings read, or Model A from its own read. */
async function rawForecasts(repository: DataViewsRepository, input: ReadingSeriesInput, inputs: ForecastInput[]) {
  const { request, window, fit } = input;
  if (fit === null) return forecastsOf(inputs, request.site);
  // Model A reads VTD, humidity and the readings an hour before the window for its 1-h trends.
  const readings = await forecastReadings(repository, request.site.id, window.fromMs - 3_600_000, window.toMs);
  return forecastsByModel(readings, request.site, fit).filter(
    (f) => f !== null && f.validAtMs - forecastLeadMs >= window.fromMs,
  );
}

async function rawReadingSeries(repository: DataViewsRepository, input: ReadingSeriesInput): Promise<ReadingChart> {
  const { request, plan, window } = input;
  const fields = unique([...plan.minMaxFields, ...plan.meanFields, ...plan.arrowFields]);
  const columns = await repository.readings(request.site.id, fields, window.fromMs, window.toMs);
  const valuesOf = (field: ReadingField) => columns.values.get(field) ?? [];
  const options = { maxPoints: request.maxPoints, gapMs: plan.gapMs, originMs: window.fromMs };
  const results = plan.fromReadings.map((s) => ({
    series: s,
    ...finishSeries(pointsOf(columns.timesMs, valuesOf(plan.fieldOf(s)), s.scale), s.metricId, options),
  }));
  let latestForecast: SigmaWForecast | null = null;
  if (plan.forecast) {
    const inputs: ForecastInput[] = columns.timesMs.map((t, i) => ({
      issuedAtMs: t,
      sigmaWMs: valuesOf('sigmaw10')[i] ?? null,
      solarWm2: valuesOf('solar_rad')[i] ?? null,
      windSpeed10mMs: valuesOf('wind_speed_10m')[i] ?? null,
    }));
    const forecast = finishForecast(plan.forecast, await rawForecasts(repository, input, inputs), options, window);
    latestForecast = forecast.latest;
    results.push(forecast);
  }
  const downsampled = results.find((r) => r.resolution.kind === 'min_max');
  return {
    built: results.map(({ series, points }) => ({ series, points })),
    resolution: downsampled?.resolution ?? { kind: 'raw', bucketMs: null },
    windArrows: arrowsFrom(plan, columns),
    latestForecast,
  };
}

/** Arrows of a long window: the reading at each of evenly spaced times (the browser thins them to one per ~40 px). */
async function sampledArrows(repository: DataViewsRepository, input: ReadingSeriesInput): Promise<WindArrow[]> {
  const { request, plan, window } = input;
  if (plan.arrows.length === 0) return [];
  const stepMs = (window.toMs - window.fromMs) / maxWindArrows;
  const atMs = Array.from({ length: maxWindArrows }, (_, i) => Math.round(window.fromMs + i * stepMs));
  return arrowsFrom(plan, await repository.sampleReadings(request.site.id, plan.arrowFields, atMs, window.toMs));
}

async function bucketedReadingSeries(
  repository: DataViewsRepository,
  input: ReadingSeriesInput,
): Promise<ReadingChart> {
  const { request, plan, window, fit } = input;
  const bucketMs = sqlBucketMs(window.toMs - window.fromMs, request.maxPoints);
  const fineMs = bucketMs / fineBucketsPerBucket;
  const minMax = plan.forecast && fit ? unique([...plan.minMaxFields, ...modelABucketFields]) : plan.minMaxFields;
  const aggregates = { minMax, mean: plan.meanFields };
  const buckets = await repository.buckets(request.site.id, aggregates, window.fromMs, window.toMs, fineMs);
  const options = { maxPoints: request.maxPoints, gapMs: plan.gapMs, originMs: window.fromMs, bucketMs };
  const extremes = (field: ReadingField) =>
    buckets.map((b) => ({ startMs: b.startMs, min: b.min.get(field) ?? null, max: b.max.get(field) ?? null }));
  const built: BuiltSeries[] = plan.fromReadings.map((s) => ({
    series: s,
    points: finishSeries(pointsOfBuckets(extremes(plan.fieldOf(s)), fineMs, s.scale), s.metricId, options).points,
  }));
  let latestForecast: SigmaWForecast | null = null;
  if (plan.forecast) {
    const all = bucketForecasts(buckets, fineMs, request.site, fit);
    const forecast = finishForecast(plan.forecast, all, options, window);
    latestForecast = forecast.latest;
    built.push({ series: forecast.series, points: forecast.points });
  }
  const windArrows = await sampledArrows(repository, input);
  return { built, resolution: { kind: 'min_max', bucketMs }, windArrows, latestForecast };
}

/** A reading-based chart: raw up to 14 days, bucketed in SQL beyond. */
export function readingSeries(repository: DataViewsRepository, input: ReadingSeriesInput): Promise<ReadingChart> {
  const { window } = input;
  return window.toMs - window.fromMs <= maxRawSpanMs
    ? rawReadingSeries(repository, input)
    : bucketedReadingSeries(repository, input);
}
