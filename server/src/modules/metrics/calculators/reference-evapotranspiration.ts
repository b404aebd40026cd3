/**
 * FAO-56 grass reference evapotranspiration ET₀ (metrics.md §4.8; Allen et al. 1998):
 * daily Penman–Monteith (Eq. 6), hourly Penman–Monteith (Eq. 53) summed over a local day, and the
 * Hargreaves fallback without a pyranometer (Eq. 52). Radiation in MJ m⁻² per period.
 */
import { psychrometricConstantKpaPerC, pressureFromElevationKpa } from './station-pressure';
import { saturationSlopeKpaPerC, saturationVapourPressureKpa } from './vapour-pressure';

/** Stefan–Boltzmann constant, MJ K⁻⁴ m⁻² d⁻¹. */
const stefanBoltzmannPerDay = 4.903e-9;
const albedo = 0.23;

/** Clear-sky radiation Rso from Ra (FAO-56 Eq. 37). */
export function clearSkyRadiationMJ(extraterrestrialMJ: number, elevationM: number): number {
  return (0.75 + 2e-5 * elevationM) * extraterrestrialMJ;
}

/** W/m² averaged over an hour → MJ m⁻² h⁻¹. */
export function wattsToMJPerHour(meanWm2: number): number {
  return meanWm2 * 0.0036;
}

export interface DailyEt0Input {
  tMaxC: number;
  tMinC: number;
  rhMaxPct: number;
  rhMinPct: number;
  windSpeed2mMs: number;
  solarRadiationMJ: number;
  extraterrestrialRadiationMJ: number;
  elevationM: number;
  /** Defaults to FAO-56 Eq. 7 at the elevation. */
  pressureKpa?: number;
}

/** Daily ET₀, mm/day (FAO-56 Eq. 6 with Eq. 12, 17, 37–40; G = 0). */
export function et0DailyPenmanMonteithMm(input: DailyEt0Input): number {
  const { tMaxC, tMinC, rhMaxPct, rhMinPct, windSpeed2mMs: u2, solarRadiationMJ: rs, elevationM } = input;
  const tMean = (tMaxC + tMinC) / 2;
  const esMax = saturationVapourPressureKpa(tMaxC);
  const esMin = saturationVapourPressureKpa(tMinC);
  const es = (esMax + esMin) / 2;
  const ea = (esMin * rhMaxPct + esMax * rhMinPct) / 200;
  const rso = clearSkyRadiationMJ(input.extraterrestrialRadiationMJ, elevationM);
  const relativeShortwave = rso > 0 ? Math.min(1, rs / rso) : 0.8;
  const rnl =
    stefanBoltzmannPerDay *
    (((tMaxC + 273.16) ** 4 + (tMinC + 273.16) ** 4) / 2) *
    (0.34 - 0.14 * Math.sqrt(ea)) *
    (1.35 * relativeShortwave - 0.35);
  const rn = (1 - albedo) * rs - rnl;
  const delta = saturationSlopeKpaPerC(tMean);
  const gamma = psychrometricConstantKpaPerC(input.pressureKpa ?? pressureFromElevationKpa(elevationM));
  return (0.408 * delta * rn + gamma * (900 / (tMean + 273)) * u2 * (es - ea)) / (delta + gamma * (1 + 0.34 * u2));
}

export interface HourlyEt0Input {
  tempC: number;
  rhPct: number;
  windSpeed2mMs: number;
  /** Measured global radiation over the hour, MJ m⁻² h⁻¹. */
  solarRadiationMJ: number;
  /** Ra over the same hour (FAO-56 Eq. 28). */
  extraterrestrialRadiationMJ: number;
  elevationM: number;
  pressureKpa: number;
  /** Rs/Rso to use when the sun is too low for a measured ratio (night: from 2–3 h before sunset). */
  fallbackRsRso: number;
}

/** Below this Rso (MJ m⁻² h⁻¹) the measured Rs/Rso is unreliable and the fallback ratio is used. */
const minRsoForRatioMJ = 0.1;

/**
 * Hourly ET₀, mm/h (FAO-56 Eq. 53). G = 0.1·Rn by day (Ra > 0), 0.5·Rn at night. Rs/Rso clamped to
 * [0.3, 1.0]. Returns the ratio used so that the caller can carry an afternoon ratio into the night.
 */
export function et0HourlyPenmanMonteith(input: HourlyEt0Input): { et0Mm: number; rsRso: number } {
  const { tempC, rhPct, windSpeed2mMs: u2, solarRadiationMJ: rs, extraterrestrialRadiationMJ: ra } = input;
  const es = saturationVapourPressureKpa(tempC);
  const ea = (es * rhPct) / 100;
  const rso = clearSkyRadiationMJ(ra, input.elevationM);
  const measured = rso >= minRsoForRatioMJ;
  const rsRso = Math.max(0.3, Math.min(1, measured ? rs / rso : input.fallbackRsRso));
  const rnl =
    (stefanBoltzmannPerDay / 24) * (tempC + 273.16) ** 4 * (0.34 - 0.14 * Math.sqrt(ea)) * (1.35 * rsRso - 0.35);
  const rn = (1 - albedo) * rs - rnl;
  const soilHeat = ra > 0 ? 0.1 * rn : 0.5 * rn;
  const delta = saturationSlopeKpaPerC(tempC);
  const gamma = psychrometricConstantKpaPerC(input.pressureKpa);
  const et0Mm =
    (0.408 * delta * (rn - soilHeat) + gamma * (37 / (tempC + 273)) * u2 * (es - ea)) /
    (delta + gamma * (1 + 0.34 * u2));
  return { et0Mm, rsRso: measured ? rsRso : input.fallbackRsRso };
}

/** Hargreaves ET₀, mm/day (FAO-56 Eq. 52); Ra in MJ m⁻² d⁻¹. Labelled "est." in the UI. */
export function et0HargreavesMm(tMaxC: number, tMinC: number, extraterrestrialRadiationMJ: number): number {
  const tMean = (tMaxC + tMinC) / 2;
  const et0 = 0.0023 * (tMean + 17.8) * Math.sqrt(Math.max(0, tMaxC - tMinC)) * 0.408 * extraterrestrialRadiationMJ;
  return Math.max(0, et0);
}

/** Hours of a day that must be valid for an hourly sum (§4.8). */
export const minValidEt0Hours = 20;

/**
 * Sums hourly ET₀ over a local day (23–25 values). Needs ≥ 20 valid hours; a missing hour takes the
 * linear interpolation of its nearest valid neighbours (or the nearest one at the ends). Negative
 * night hours (dew) stay in the sum; the daily total is clamped at ≥ 0 (§4.8).
 */
export function sumHourlyEt0Mm(hourlyMm: readonly (number | null)[]): number | null {
  const valid = hourlyMm.flatMap((v, i) => (v === null ? [] : [i]));
  if (valid.length < Math.min(minValidEt0Hours, hourlyMm.length)) return null;
  let total = 0;
  for (let i = 0; i < hourlyMm.length; i++) {
    const value = hourlyMm[i];
    if (value !== null && value !== undefined) {
      total += value;
      continue;
    }
    const before = valid.filter((j) => j < i).at(-1);
    const after = valid.find((j) => j > i);
    if (before !== undefined && after !== undefined) {
      const a = hourlyMm[before]!;
      const b = hourlyMm[after]!;
      total += a + ((b - a) * (i - before)) / (after - before);
    } else {
      total += hourlyMm[(before ?? after)!]!;
    }
  }
  return Math.max(0, total);
}
