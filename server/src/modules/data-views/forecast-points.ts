import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import { forecastSigmaWAtStation, type SigmaWForecast } from '../metrics/calculators/sigma-w-forecast';

export interface ForecastInput {
  issuedAtMs: number;
  sigmaWMs: number | null;
  solarWm2: number | null;
  windSpeed10mMs: number | null;
}

/** The metrics.md §4.12 "statistical-v1" σw forecast issued at each input, in order; null without σw. */
export function forecastsOf(
  inputs: readonly ForecastInput[],
  station: { lat: number; lng: number; elevationM: number },
): (SigmaWForecast | null)[] {
  return inputs.map((input) =>
    input.sigmaWMs === null
      ? null
      : forecastSigmaWAtStation({
          sigmaWMs: input.sigmaWMs,
          issuedAtMs: input.issuedAtMs,
          latitudeDeg: station.lat,
          longitudeDeg: station.lng,
          elevationM: station.elevationM,
          solarWm2: input.solarWm2,
          windSpeed10mMs: input.windSpeed10mMs,
        }),
  );
}

/**
 * The `2hr-hazardous-inversion` series: the forecast issued at each reading (or bucket extreme),
 * plotted at its valid time, two hours later. No σw, no forecast.
 */
export function forecastPoints(
  inputs: readonly ForecastInput[],
  station: { lat: number; lng: number; elevationM: number },
): SeriesPoint[] {
  return forecastsOf(inputs, station).flatMap((f): SeriesPoint[] => (f === null ? [] : [[f.validAtMs, f.valueMps]]));
}
