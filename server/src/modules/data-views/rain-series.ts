/** Rain graphs: rain per column with its running total, and 9am-day rain totals per day, month or year. */
import type { DataViewSeries } from '@mesonet/shared/data-views/data-view-series';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import { localMidnightMs } from '@mesonet/shared/time/local-time';
import { nineAmDayBoundsMs } from '../metrics/calculators/station-time';
import { rainBucketHoursFor, runningTotal } from './chart-points';
import type { BuiltSeries, ChartRequest } from './chart-steps';
import { viewWindow } from './data-view-steps';
import { rainDaysOfWindow, type ResolvedWindow } from './data-view-window';
import type { DataViewsRepository } from './data-views.repository';

/**
 * Rain columns: per local hour bucket from the readings, or per rain day (or week, or four weeks)
 * from the daily rows once columns reach a day: the same 9am days, and years of them stay cheap.
 */
export async function rainSeries(
  repository: DataViewsRepository,
  request: ChartRequest,
  shown: DataViewSeries[],
  window: ResolvedWindow,
) {
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

/** Rain totals read the daily rows only, so an all-history window starts at the first rain day. */
export async function rainTotalSeries(
  repository: DataViewsRepository,
  request: ChartRequest,
  series: DataViewSeries,
  period: 'day' | 'month' | 'year',
) {
  const tz = request.site.timezoneName;
  const window = await viewWindow(request, async () => {
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
