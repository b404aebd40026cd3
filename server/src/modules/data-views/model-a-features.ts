import { clearnessIndex, forecastLeadMs, type ModelAFeatures } from '../metrics/calculators/sigma-w-forecast';
import { sunElevationDeg } from '../metrics/calculators/sun-position';

/** One stored reading as Model A reads it (metrics.md §4.12 features). */
export interface ModelAReading {
  atMs: number;
  sigmaWMs: number | null;
  vtdC: number | null;
  windSpeed10mMs: number | null;
  rhPct: number | null;
  solarWm2: number | null;
}

const hourMs = 3_600_000;
const minuteKey = (ms: number) => Math.round(ms / 60_000);

/**
 * Model A's features at each reading that has them all and a reading an hour earlier (for the 1-h
 * trends of wind and VTD); other readings get null.
 */
export function modelAFeaturesOf(
  readings: readonly ModelAReading[],
  station: { lat: number; lng: number; elevationM: number },
): (ModelAFeatures | null)[] {
  const byMinute = new Map(readings.map((r) => [minuteKey(r.atMs), r]));
  return readings.map((r) => modelAFeaturesAt(r, byMinute.get(minuteKey(r.atMs - hourMs)), station));
}

/**
 * Model A's features at a reading given the conditions an hour earlier; null without one of them.
 * Clearness is 0 with the sun below 5°, where the ratio means nothing: the night flag and sun
 * elevation carry the diurnal cycle there.
 */
export function modelAFeaturesAt(
  r: ModelAReading,
  before: Pick<ModelAReading, 'vtdC' | 'windSpeed10mMs'> | undefined,
  station: { lat: number; lng: number; elevationM: number },
): ModelAFeatures | null {
  if (r.sigmaWMs === null || r.vtdC === null || r.windSpeed10mMs === null || r.rhPct === null) return null;
  if (!before || before.vtdC === null || before.windSpeed10mMs === null) return null;
  const sunUp = sunElevationDeg(station.lat, station.lng, r.atMs) >= 5;
  if (sunUp && r.solarWm2 === null) return null;
  const validAtMs = r.atMs + forecastLeadMs;
  const sunAtValid = sunElevationDeg(station.lat, station.lng, validAtMs);
  return {
    sigmaWMs: r.sigmaWMs,
    vtdC: r.vtdC,
    windSpeed10mMs: r.windSpeed10mMs,
    windChange1hMs: r.windSpeed10mMs - before.windSpeed10mMs,
    vtdChange1hC: r.vtdC - before.vtdC,
    sunElevationAtValidDeg: sunAtValid,
    clearness: clearnessIndex(r.solarWm2, station.lat, station.lng, station.elevationM, r.atMs) ?? 0,
    rhPct: r.rhPct,
    nightAtValid: sunAtValid < 0,
  };
}
