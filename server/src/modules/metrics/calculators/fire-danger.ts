/**
 * Grassland fire danger (metrics.md §4.13 ghcop, §4.14 gfdi).
 * The doc's choice for both the map and the harvest code is the McArthur Mark 4 grassland meter as
 * equations (Purton 1982): curing is its only fuel variable, and grassland meters have no drought
 * factor (that belongs to the forest meter). Mark 5 (Noble, Bary & Gill 1980, with fuel load) is kept
 * as the optional "advanced" variant of §4.14.
 */
import { hoursBelowThreshold } from './frost-hours';

/** SA Grain Harvesting Code of Practice: cease harvest when local GFDI ≥ 35 (conservative reading, §4.13). */
export const harvestCeaseThreshold = 35;

export interface GrassFireInput {
  tempC: number;
  rhPct: number;
  /** 10-min mean wind, km/h: 2 m for ghcop, 10 m for gfdi. */
  windSpeedKmh: number;
  /** Degree of curing, %: 100 for the harvest code. */
  curingPct: number;
}

/** Curing is clamped to [20, 100] % (§4.14: below ≈20 % the index is negligible). */
function clampCuring(curingPct: number): number {
  return Math.max(20, Math.min(100, curingPct));
}

/** Mark 4 GFDI = 2·exp(−23.6 + 5.01·ln C + 0.0281·T − 0.226·√RH + 0.633·√U). Unrounded. */
export function grassFireDangerIndexMk4(input: GrassFireInput): number {
  const rh = Math.max(0, Math.min(100, input.rhPct));
  const wind = Math.max(0, input.windSpeedKmh);
  return (
    2 *
    Math.exp(
      -23.6 +
        5.01 * Math.log(clampCuring(input.curingPct)) +
        0.0281 * input.tempC -
        0.226 * Math.sqrt(rh) +
        0.633 * Math.sqrt(wind),
    )
  );
}

/** GHCOP: Mark 4 with curing 100 % and the 2 m wind (§4.13). Compare the unrounded value with 35. */
export function harvestCodeIndex(tempC: number, rhPct: number, windSpeed2mKmh: number): number {
  return grassFireDangerIndexMk4({ tempC, rhPct, windSpeedKmh: windSpeed2mKmh, curingPct: 100 });
}

/** Whether harvesting must stop: GFDI(2 m) ≥ 35, unrounded (§4.13). */
export function mustCeaseHarvest(ghcop: number): boolean {
  return ghcop >= harvestCeaseThreshold;
}

/**
 * The wind at which GHCOP reaches 35 for the current T and RH, km/h (§4.13 dashboard helper):
 * U_stop = [(ln(35/2) + 0.528 − 0.0281·T + 0.226·√RH) / 0.633]², with 0.528 kept unrounded
 * (23.6 − 5.01·ln 100) so that the index at U_stop is exactly 35.
 */
export function harvestStopWindKmh(tempC: number, rhPct: number): number {
  const curingTerm = 23.6 - 5.01 * Math.log(100);
  const root = (Math.log(harvestCeaseThreshold / 2) + curingTerm - 0.0281 * tempC + 0.226 * Math.sqrt(rhPct)) / 0.633;
  return root <= 0 ? 0 : root * root;
}

/**
 * Hours within (start, end] with the harvest code index at or above 35 (§4.13 "hours ≥ 35 today"),
 * duration-weighted as frost hours are (§2.7): linear between readings, crossings interpolated, gaps over
 * 30 min not bridged, null under 80 % coverage. Time at or above 35 is time the negated index is below −35.
 */
export function hoursAtOrAboveHarvestCease(
  samples: readonly { atMs: number; ghcop: number }[],
  windowStartMs: number,
  windowEndMs: number,
): number | null {
  const negated = samples.map((s) => ({ atMs: s.atMs, tempC: -s.ghcop }));
  return hoursBelowThreshold(negated, -harvestCeaseThreshold, windowStartMs, windowEndMs);
}

/** Default curing by month for SA agricultural districts, % (§4.14 [P]), January first. */
export const defaultCuringPctByMonth = [100, 100, 100, 95, 80, 50, 30, 30, 45, 70, 90, 100] as const;

/** Curing for a month 1–12 from the default table. */
export function defaultCuringPct(month: number): number {
  return defaultCuringPctByMonth[(((month - 1) % 12) + 12) % 12]!;
}

/** Mark 5 grassland fuel moisture, %: M = (97.7 + 4.06·RH)/(T + 6) − 0.00854·RH + 3000/C − 30. */
export function grassFuelMoisturePct(tempC: number, rhPct: number, curingPct: number): number {
  return (97.7 + 4.06 * rhPct) / (tempC + 6) - 0.00854 * rhPct + 3000 / clampCuring(curingPct) - 30;
}

/**
 * Mark 5 GFDI with fuel load W (t/ha), §4.14 (continuous at M = 18.8; the −1.686 constant is
 * −0.0897 × 18.8, not a coefficient of M).
 */
export function grassFireDangerIndexMk5(input: GrassFireInput & { fuelLoadTHa: number }): number {
  const moisture = grassFuelMoisturePct(input.tempC, input.rhPct, input.curingPct);
  const wind = Math.max(0, input.windSpeedKmh);
  if (moisture < 18.8) return 3.35 * input.fuelLoadTHa * Math.exp(-0.0897 * moisture + 0.0403 * wind);
  if (moisture < 30) return 0.299 * input.fuelLoadTHa * Math.exp(-1.686 + 0.0403 * wind) * (30 - moisture);
  return 0;
}
