/**
 * A graph data view: which series a viewer gets, read at full resolution for short windows and bucketed
 * in SQL for long ones, rain summed per bucket, and 9am-day rain totals per day, month or year.
 */
import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import { seriesIsShown, type DataViewSeries } from '@mesonet/shared/data-views/data-view-series';
import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { nineAmDayBoundsMs } from '../metrics/calculators/station-time';
import type { StationRow } from '../stations/stations.tables';
import type { ChartDeps, ChartRequest } from './chart-steps';
import { viewWindow } from './data-view-steps';
import type { ResolvedWindow } from './data-view-window';
import type { DataViewsRepository } from './data-views.repository';
import { presentChart, presentForecastInfo } from './data-views.presenter';
import { estimatedInWindow } from './estimated-series';
import { rainSeries, rainTotalSeries } from './rain-series';
import { readingPlan } from './reading-plan';
import { readingSeries } from './reading-series';

type EstimatedOver = (window: ResolvedWindow) => Promise<ReadonlySet<MetricKey>>;

/** The first data of a graph's history: the first reading, or for rain the first daily row when older. */
async function firstDataMs(repository: DataViewsRepository, station: StationRow, isRain: boolean) {
  const firstReadingMs = await repository.firstReadingMs(station.id);
  // Rain history also lives in the daily rows, further back than the readings kept.
  const firstDay = isRain ? await repository.firstDailyDate(station.id) : null;
  const firstDayMs = firstDay === null ? null : nineAmDayBoundsMs(firstDay, station.timezoneName).startMs;
  const known = [firstReadingMs, firstDayMs].filter((ms): ms is number => ms !== null);
  return known.length === 0 ? null : Math.min(...known);
}

/** Series from the readings, with the σw forecast and its skill where the view has one. */
async function readingsChart(
  deps: ChartDeps,
  request: ChartRequest,
  shown: DataViewSeries[],
  window: ResolvedWindow,
  estimatedOver: EstimatedOver,
): Promise<DataViewChart> {
  const forecastShown = shown.find((s) => s.source.kind === 'sigma_w_forecast');
  const forecaster = forecastShown ? await deps.forecaster(request.site) : null;
  // A forecast that has not beaten persistence is not sent at all (metrics.md §4.12).
  const hidden = forecaster?.skill.verdict === 'does_not_beat_persistence';
  const plan = readingPlan(request, hidden ? shown.filter((s) => s !== forecastShown) : shown);
  const result = await readingSeries(deps.repository, { request, plan, window, fit: forecaster?.fit ?? null });
  const chart = presentChart(
    request.view,
    window,
    result.built,
    result.resolution,
    result.windArrows,
    await estimatedOver(window),
  );
  if (forecaster === null) return chart;
  return { ...chart, forecast: presentForecastInfo(forecaster, result.latestForecast, !hidden) };
}

export async function dataViewChart(deps: ChartDeps, request: ChartRequest): Promise<DataViewChart> {
  const { repository } = deps;
  const stationRef = { slug: request.site.slug, awsType: request.site.awsType as StationType };
  const shown = request.view.series.filter((s) => seriesIsShown(request.viewer, stationRef, s));
  const estimatedOver: EstimatedOver = (window) =>
    estimatedInWindow(
      repository,
      request.site,
      shown.map((s) => s.metricId),
      window,
    );
  const totals = shown.find((s) => s.source.kind === 'rain_total');
  if (totals?.source.kind === 'rain_total') {
    const result = await rainTotalSeries(repository, request, totals, totals.source.period);
    const estimated = await estimatedOver(result.window);
    return presentChart(request.view, result.window, result.built, result.resolution, [], estimated);
  }
  const isRain = shown.some((s) => s.source.kind === 'rain_sum' || s.source.kind === 'rain_accumulated');
  const window = await viewWindow(request, () => firstDataMs(repository, request.site, isRain));
  if (isRain) {
    const result = await rainSeries(repository, request, shown, window);
    return presentChart(request.view, window, result.built, result.resolution, [], await estimatedOver(window));
  }
  return readingsChart(deps, request, shown, window, estimatedOver);
}
