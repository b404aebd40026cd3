/** What a reading-based chart needs to read: its series, the σw forecast, wind arrows and their fields. */
import type { DataViewSeries, ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { stationTypeSupportsMetric } from '@mesonet/shared/metrics/metric-catalogue';
import { metricVisibility } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import { gapMsFor, windArrows, type SeriesResolution, type WindArrow } from './chart-points';
import { unique, type BuiltSeries, type ChartRequest } from './chart-steps';
import type { ReadingColumns } from './reading-windows.repository';

/** The σw forecast reads σw's extremes and these means (metrics.md §4.12). */
export const forecastMeanFields: readonly ReadingField[] = ['solar_rad', 'wind_speed_10m'];

export function readingPlan(request: ChartRequest, shown: DataViewSeries[]) {
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
export type ReadingPlan = ReturnType<typeof readingPlan>;

/** A reading-based chart's series, their resolution, wind arrows and the newest forecast. */
export interface ReadingChart {
  built: BuiltSeries[];
  resolution: SeriesResolution;
  windArrows: WindArrow[];
  latestForecast: SigmaWForecast | null;
}

export function arrowsFrom(plan: ReadingPlan, columns: ReadingColumns): WindArrow[] {
  const valuesOf = (field: ReadingField) => columns.values.get(field) ?? [];
  return plan.arrows.flatMap((a) => {
    const speeds = valuesOf(a.speedField).map((v) => (v === null ? null : v * a.scale));
    return windArrows(a.seriesId, columns.timesMs, valuesOf(a.field), speeds);
  });
}
