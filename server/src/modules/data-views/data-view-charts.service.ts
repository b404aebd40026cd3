/**
 * Graph data views: which series a viewer gets, read at full resolution for short windows and bucketed
 * in SQL for long ones, rain summed per bucket, and 9am-day rain totals per day, month or year.
 */
import type { DataViewChart, ForecastInfo } from '@mesonet/shared/contracts/data-views.schema';
import type { DataViewDefinition, HistoryKey } from '@mesonet/shared/data-views/data-view-catalogue';
import { seriesIsShown, type DataViewSeries, type ReadingField } from '@mesonet/shared/data-views/data-view-series';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import { stationTypeSupportsMetric } from '@mesonet/shared/metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { localMidnightMs } from '@mesonet/shared/time/local-time';
import { nineAmDayBoundsMs } from '../metrics/calculators/station-time';
import type { StationRow } from '../stations/stations.tables';
import {
  finishSeries,
  fineBucketsPerBucket,
  gapMsFor,
  maxRawSpanMs,
  maxWindArrows,
  pointsOf,
  pointsOfBuckets,
  rainBucketHoursFor,
  runningTotal,
  sqlBucketMs,
  windArrows,
  type SeriesResolution,
  type WindArrow,
} from './chart-points';
import { presentChart } from './data-views.presenter';
import { rainDaysOfWindow, resolveWindow, type ResolvedWindow } from './data-view-window';
import type { DataViewsRepository, ReadingColumns } from './data-views.repository';
import type { ModelA, SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import { bucketForecasts, modelABucketFields } from './bucket-forecasts';
import { estimatedInWindow } from './estimated-series';
import { forecastsOf, type ForecastInput } from './forecast-points';
import { forecastReadings, forecastsByModel, type StationForecaster } from './forecast-skill.service';

export interface ChartRequest {
  viewer: Viewer;
  site: StationRow;
  view: DataViewDefinition;
  history: HistoryKey;
  nowMs: number;
  fromMs?: number;
  toMs?: number;
  maxPoints: number;
}

export interface BuiltSeries {
  series: DataViewSeries;
  points: SeriesPoint[];
}

const forecastLeadMs = 2 * 3_600_000;
/** The σw forecast reads σw's extremes and these means (metrics.md §4.12). */
export const forecastMeanFields: readonly ReadingField[] = ['solar_rad', 'wind_speed_10m'];
const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

export const forecastHiddenNotice =
  'Forecast not shown: at this station it has not beaten persistence (assuming the next 2 hours stay as now) over the last 30 days.';
export const forecastUnjudgedNotice =
  'Not enough history yet to judge this forecast against persistence at this station.';

export function createDataViewChartsService(deps: {
  repository: DataViewsRepository;
  forecaster: (station: StationRow) => Promise<StationForecaster>;
}) {
  const { repository } = deps;

  async function windowFor(request: ChartRequest, firstDataMs: () => Promise<number | null>): Promise<ResolvedWindow> {
    const normal = request.view.history ?? '48h';
    return resolveWindow({
      history: request.history,
      normal,
      nowMs: request.nowMs,
      timezone: request.site.timezoneName,
      requestedFromMs: request.fromMs,
      requestedToMs: request.toMs,
      firstDataMs: request.history === 'all' ? await firstDataMs() : null,
    });
  }

  /** What a reading-based chart needs: its series, the σw forecast, wind arrows and the fields to read. */
  function readingPlan(request: ChartRequest, shown: DataViewSeries[]) {
    const { site: station, view, viewer } = request;
    const awsType = station.awsType as StationType;
    const fromReadings = shown.filter((s) => s.source.kind === 'reading');
    const forecast = shown.find((s) => s.source.kind === 'sigma_w_forecast');
    const fieldOf = (s: DataViewSeries): ReadingField => (s.source.kind === 'reading' ? s.source.field : 'sigmaw10');
    const arrows = view.windArrows.flatMap((a) => {
      const speed = fromReadings.find((s) => s.id === a.seriesId);
      const allowed =
        stationTypeSupportsMetric(awsType, a.gate) && metricVisibility(viewer, station.slug, a.gate) === 'shown';
      return speed && allowed ? [{ ...a, speedField: fieldOf(speed), scale: speed.scale }] : [];
    });
    return {
      fromReadings,
      forecast,
      fieldOf,
      arrows,
      minMaxFields: unique([...fromReadings.map(fieldOf), ...(forecast ? (['sigmaw10'] as const) : [])]),
      meanFields: forecast ? [...forecastMeanFields] : [],
      arrowFields: unique(arrows.flatMap((a) => [a.field, a.speedField])),
      gapMs: gapMsFor(awsType),
    };
  }
  type ReadingPlan = ReturnType<typeof readingPlan>;
  type ReadingChart = {
    built: BuiltSeries[];
    resolution: SeriesResolution;
    windArrows: WindArrow[];
    latestForecast: SigmaWForecast | null;
  };

  /** The forecast series at valid times, and the newest forecast for its probability of hazard. */
  function forecastSeries(inputs: ForecastInput[], station: StationRow) {
    return seriesOfForecasts(forecastsOf(inputs, station));
  }
  function seriesOfForecasts(all: (SigmaWForecast | null)[]) {
    const forecasts = all.filter((f): f is SigmaWForecast => f !== null);
    const points: SeriesPoint[] = forecasts.map((f) => [f.validAtMs, f.valueMps]);
    return { points, latest: forecasts.at(-1) ?? null };
  }

  function arrowsFrom(plan: ReadingPlan, columns: ReadingColumns): WindArrow[] {
    const valuesOf = (field: ReadingField) => columns.values.get(field) ?? [];
    return plan.arrows.flatMap((a) => {
      const speeds = valuesOf(a.speedField).map((v) => (v === null ? null : v * a.scale));
      return windArrows(a.seriesId, columns.timesMs, valuesOf(a.field), speeds);
    });
  }

  /** Windows up to 14 days: every reading, reduced in memory when longer than the point budget. */
  async function rawReadingSeries(
    request: ChartRequest,
    plan: ReadingPlan,
    window: ResolvedWindow,
    fit: ModelA | null,
  ): Promise<ReadingChart> {
    const { site: station, maxPoints } = request;
    const fields = unique([...plan.minMaxFields, ...plan.meanFields, ...plan.arrowFields]);
    const columns = await repository.readings(station.id, fields, window.fromMs, window.toMs);
    const valuesOf = (field: ReadingField) => columns.values.get(field) ?? [];
    const options = { maxPoints, gapMs: plan.gapMs, originMs: window.fromMs };
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
      const originMs = window.fromMs + forecastLeadMs;
      // Model A reads VTD, humidity and the readings an hour before the window for its 1-h trends.
      const forecast =
        fit === null
          ? forecastSeries(inputs, station)
          : seriesOfForecasts(
              forecastsByModel(
                await forecastReadings(repository, station.id, window.fromMs - 3_600_000, window.toMs),
                station,
                fit,
              ).filter((f) => f !== null && f.validAtMs - forecastLeadMs >= window.fromMs),
            );
      latestForecast = forecast.latest;
      const finished = finishSeries(forecast.points, plan.forecast.metricId, { ...options, originMs });
      results.push({ series: plan.forecast, ...finished });
    }
    const downsampled = results.find((r) => r.resolution.kind === 'min_max');
    return {
      built: results.map(({ series, points }) => ({ series, points })),
      resolution: downsampled?.resolution ?? { kind: 'raw', bucketMs: null },
      windArrows: arrowsFrom(plan, columns),
      latestForecast,
    };
  }

  /** Longer windows: fine buckets in SQL, then min and max per final bucket (see chart-points.ts). */
  async function bucketedReadingSeries(
    request: ChartRequest,
    plan: ReadingPlan,
    window: ResolvedWindow,
    fit: ModelA | null,
  ): Promise<ReadingChart> {
    const { site: station, maxPoints } = request;
    const bucketMs = sqlBucketMs(window.toMs - window.fromMs, maxPoints);
    const fineMs = bucketMs / fineBucketsPerBucket;
    const minMax = plan.forecast && fit ? unique([...plan.minMaxFields, ...modelABucketFields]) : plan.minMaxFields;
    const aggregates = { minMax, mean: plan.meanFields };
    const buckets = await repository.buckets(station.id, aggregates, window.fromMs, window.toMs, fineMs);
    const options = { maxPoints, gapMs: plan.gapMs, originMs: window.fromMs, bucketMs };
    const extremes = (field: ReadingField) =>
      buckets.map((b) => ({ startMs: b.startMs, min: b.min.get(field) ?? null, max: b.max.get(field) ?? null }));
    const built: BuiltSeries[] = plan.fromReadings.map((s) => ({
      series: s,
      points: finishSeries(pointsOfBuckets(extremes(plan.fieldOf(s)), fineMs, s.scale), s.metricId, options).points,
    }));
    let latestForecast: SigmaWForecast | null = null;
    if (plan.forecast) {
      const originMs = window.fromMs + forecastLeadMs;
      const forecast = seriesOfForecasts(bucketForecasts(buckets, fineMs, station, fit));
      latestForecast = forecast.latest;
      built.push({
        series: plan.forecast,
        points: finishSeries(forecast.points, plan.forecast.metricId, { ...options, originMs }).points,
      });
    }
    // Arrows: the reading at each of evenly spaced times (the browser thins them to one per ~40 px).
    let arrows: WindArrow[] = [];
    if (plan.arrows.length > 0) {
      const stepMs = (window.toMs - window.fromMs) / maxWindArrows;
      const atMs = Array.from({ length: maxWindArrows }, (_, i) => Math.round(window.fromMs + i * stepMs));
      arrows = arrowsFrom(plan, await repository.sampleReadings(station.id, plan.arrowFields, atMs, window.toMs));
    }
    return { built, resolution: { kind: 'min_max', bucketMs }, windArrows: arrows, latestForecast };
  }

  /**
   * Rain columns: per local hour bucket from the readings, or per rain day (or week, or four weeks)
   * from the daily rows once columns reach a day: the same 9am days, and years of them stay cheap.
   */
  async function rainSeries(request: ChartRequest, shown: DataViewSeries[], window: ResolvedWindow) {
    const { site: station } = request;
    const hours = rainBucketHoursFor(window.toMs - window.fromMs, request.maxPoints);
    let columns: SeriesPoint[];
    if (hours < 24) {
      const rows = await repository.rainPerBucket(station.id, station.timezoneName, window.fromMs, window.toMs, hours);
      columns = rows.map((r) => [r.endMs, r.rainMm]);
    } else {
      const days = rainDaysOfWindow(window, station.timezoneName);
      const rows = await repository.rainPerDayBin(station.id, days.first, days.last, hours / 24);
      columns = rows.map((r) => [nineAmDayBoundsMs(r.lastDate, station.timezoneName).endMs, r.rainMm]);
    }
    const built = shown.flatMap((s): BuiltSeries[] => {
      if (s.source.kind === 'rain_sum') return [{ series: s, points: columns }];
      if (s.source.kind === 'rain_accumulated') return [{ series: s, points: runningTotal(columns) }];
      return [];
    });
    return { built, resolution: { kind: 'sum', bucketMs: hours * 3_600_000 } as const };
  }

  async function rainTotalSeries(request: ChartRequest, series: DataViewSeries, period: 'day' | 'month' | 'year') {
    const tz = request.site.timezoneName;
    const window = await windowFor(request, async () => {
      const first = await repository.firstDailyDate(request.site.id);
      return first === null ? null : nineAmDayBoundsMs(first, tz).startMs;
    });
    const days = rainDaysOfWindow(window, tz);
    const rows = await repository.rainTotals(request.site.id, days.first, days.last, period);
    const points: SeriesPoint[] = rows.map((r) => [
      period === 'day' ? nineAmDayBoundsMs(r.period, tz).endMs : localMidnightMs(r.period, tz),
      r.rainMm,
    ]);
    return { window, built: [{ series, points }], resolution: { kind: period, bucketMs: null } as const };
  }

  return {
    async chart(request: ChartRequest): Promise<DataViewChart> {
      const stationRef = { slug: request.site.slug, awsType: request.site.awsType as StationType };
      const shown = request.view.series.filter((s) => seriesIsShown(request.viewer, stationRef, s));
      const totals = shown.find((s) => s.source.kind === 'rain_total');
      const estimatedOver = (window: ResolvedWindow) =>
        estimatedInWindow(
          repository,
          request.site,
          shown.map((s) => s.metricId),
          window,
        );
      if (totals?.source.kind === 'rain_total') {
        const result = await rainTotalSeries(request, totals, totals.source.period);
        const estimated = await estimatedOver(result.window);
        return presentChart(request.view, result.window, result.built, result.resolution, [], estimated);
      }
      const isRain = shown.some((s) => s.source.kind === 'rain_sum' || s.source.kind === 'rain_accumulated');
      const window = await windowFor(request, async () => {
        const firstReadingMs = await repository.firstReadingMs(request.site.id);
        // Rain history also lives in the daily rows, further back than the readings kept.
        const firstDay = isRain ? await repository.firstDailyDate(request.site.id) : null;
        const firstDayMs = firstDay === null ? null : nineAmDayBoundsMs(firstDay, request.site.timezoneName).startMs;
        const known = [firstReadingMs, firstDayMs].filter((ms): ms is number => ms !== null);
        return known.length === 0 ? null : Math.min(...known);
      });
      if (isRain) {
        const result = await rainSeries(request, shown, window);
        return presentChart(request.view, window, result.built, result.resolution, [], await estimatedOver(window));
      }
      const forecastSeriesShown = shown.find((s) => s.source.kind === 'sigma_w_forecast');
      const forecaster = forecastSeriesShown ? await deps.forecaster(request.site) : null;
      const skill = forecaster?.skill ?? null;
      // A forecast that has not beaten persistence is not sent at all (metrics.md §4.12).
      const hidden = skill?.verdict === 'does_not_beat_persistence';
      const plan = readingPlan(request, hidden ? shown.filter((s) => s !== forecastSeriesShown) : shown);
      const fit = forecaster?.fit ?? null;
      const result =
        window.toMs - window.fromMs <= maxRawSpanMs
          ? await rawReadingSeries(request, plan, window, fit)
          : await bucketedReadingSeries(request, plan, window, fit);
      const chart = presentChart(
        request.view,
        window,
        result.built,
        result.resolution,
        result.windArrows,
        await estimatedOver(window),
      );
      if (skill === null) return chart;
      const latest = result.latestForecast;
      const forecast: ForecastInfo = {
        method: 'statistical-v1',
        model: latest?.model ?? forecaster?.model ?? 'B',
        shown: !hidden,
        notice: hidden ? forecastHiddenNotice : skill.verdict === 'not_enough_history' ? forecastUnjudgedNotice : null,
        skill: {
          verdict: skill.verdict,
          verifications: skill.verifications,
          brier: skill.brier,
          persistence_brier: skill.persistenceBrier,
          hit_rate: skill.hitRate,
          false_alarm_ratio: skill.falseAlarmRatio,
        },
        latest: latest && { valid_ms: latest.validAtMs, value_mps: latest.valueMps, p_hazard: latest.pHazard },
      };
      return { ...chart, forecast };
    },
  };
}
export type DataViewChartsService = ReturnType<typeof createDataViewChartsService>;
