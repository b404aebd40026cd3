import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { forecastSigmaWModelA, type ModelA, type SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';
import type { BucketRow } from './reading-buckets.repository';
import { forecastsOf, type ForecastInput } from './forecast-points';
import { modelAFeaturesAt } from './model-a-features';

const hourMs = 3_600_000;

/** The bucket extremes Model A reads beside σw's: its features' VTD and humidity, at their midrange. */
export const modelABucketFields: readonly ReadingField[] = ['vtd', 'rh_1_2m'];

type StationPlace = { lat: number; lng: number; elevationM: number };

const midrange = (bucket: BucketRow, field: ReadingField): number | null => {
  const [low, high] = [bucket.min.get(field) ?? null, bucket.max.get(field) ?? null];
  return low === null || high === null ? null : (low + high) / 2;
};

/**
 * The σw forecast of a long window, from time buckets (metrics.md §4.12). The forecast rises with σw,
 * so each bucket's lowest and highest σw, issued a third and two thirds into it, give the forecast's
 * extremes. With a fit, Model A reads the bucket's VTD and humidity midrange, its mean wind and solar
 * radiation, and the 1-h trends from the bucket an hour earlier (rescaled to an hour where buckets are
 * longer); without one, Model B.
 */
export function bucketForecasts(
  buckets: readonly BucketRow[],
  fineMs: number,
  station: StationPlace,
  fit: ModelA | null,
): (SigmaWForecast | null)[] {
  const hourSteps = Math.max(1, Math.round(hourMs / fineMs));
  const perHour = hourMs / (hourSteps * fineMs);
  const byStart = new Map(buckets.map((b) => [b.startMs, b]));
  return buckets.flatMap((b) => {
    const [low, high] = [b.min.get('sigmaw10') ?? null, b.max.get('sigmaw10') ?? null];
    if (low === null || high === null) return [];
    const conditions = {
      solarWm2: b.mean.get('solar_rad') ?? null,
      windSpeed10mMs: b.mean.get('wind_speed_10m') ?? null,
    };
    const issues: ForecastInput[] = [{ issuedAtMs: b.startMs + Math.floor(fineMs / 3), sigmaWMs: low, ...conditions }];
    if (low !== high)
      issues.push({ issuedAtMs: b.startMs + Math.floor((2 * fineMs) / 3), sigmaWMs: high, ...conditions });
    if (fit === null) return forecastsOf(issues, station);
    const vtdC = midrange(b, 'vtd');
    const earlier = byStart.get(b.startMs - hourSteps * fineMs);
    const earlierVtdC = earlier ? midrange(earlier, 'vtd') : null;
    const earlierWindMs = earlier?.mean.get('wind_speed_10m') ?? null;
    const { windSpeed10mMs } = conditions;
    const before =
      vtdC === null || earlierVtdC === null || windSpeed10mMs === null || earlierWindMs === null
        ? undefined
        : {
            vtdC: vtdC - (vtdC - earlierVtdC) * perHour,
            windSpeed10mMs: windSpeed10mMs - (windSpeed10mMs - earlierWindMs) * perHour,
          };
    return issues.map((issue) => {
      const reading = { ...issue, atMs: issue.issuedAtMs, vtdC, rhPct: midrange(b, 'rh_1_2m') };
      const features = modelAFeaturesAt(reading, before, station);
      return features === null ? null : forecastSigmaWModelA(fit, features, issue.issuedAtMs);
    });
  });
}
