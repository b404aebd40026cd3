/**
 * The 2-hour σw forecast, "statistical-v1" (metrics.md §4.12) [P]. COtL's neural-network nowcast is
 * licensed and unpublished, so this is our honest replacement, labelled "statistical forecast" in the
 * UI, never "neural network":
 * - Model B (cold start): damped persistence towards a diurnal climatology, in log space.
 * - Model A (≥ 30 days of history): per-station, per-season least squares on ln σw(t+2h).
 * - p_hazard = Φ((ln 0.20 − ln σ̂)/s), s = 0.5 until calibrated.
 */
import { hazardousSigmaWBelowMs } from './inversion';
import { inverseRelativeDistance, sunElevationDeg, sunriseSunsetMs } from './sun-position';

export const forecastMethod = 'statistical-v1';
export const forecastLeadMs = 2 * 3_600_000;
/** Model A needs this much history at the station (§4.12); before that, Model B. */
export const modelAMinimumHistoryDays = 30;
/** Model A is fitted on the last 60 days and refitted weekly (§4.12). */
export const modelAFitWindowDays = 60;
export const modelARefitDays = 7;

/** Which model forecasts at a station with this many days between its first reading and now. */
export function forecastModelFor(historyDays: number): 'A' | 'B' {
  return historyDays >= modelAMinimumHistoryDays ? 'A' : 'B';
}

/** Residual SD in log space until a station's model is calibrated. */
export const defaultLogResidualSd = 0.5;

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 erf, |error| < 1.5e-7). */
export function standardNormalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Probability that σw at the valid time is below the hazardous threshold. */
export function hazardProbability(predictedSigmaWMs: number, logResidualSd = defaultLogResidualSd): number {
  return standardNormalCdf((Math.log(hazardousSigmaWBelowMs) - Math.log(predictedSigmaWMs)) / logResidualSd);
}

/** Diurnal climatology of σw at a sun elevation (§4.12): 0.60 above 10°, 0.12 below −3°, linear between. */
export function climatologicalSigmaWMs(sunElevationDeg: number): number {
  if (sunElevationDeg >= 10) return 0.6;
  if (sunElevationDeg <= -3) return 0.12;
  return 0.12 + ((sunElevationDeg + 3) / 13) * (0.6 - 0.12);
}

export interface ColdStartInput {
  /** σw now, measured or estimated, m/s. */
  sigmaWMs: number;
  issuedAtMs: number;
  /** Sun elevation at the valid time t + 2 h, degrees. */
  sunElevationAtValidDeg: number;
  /** Sunset and sunrise of the relevant day (sunrise of the day containing the valid time). */
  sunsetMs: number | null;
  sunriseMs: number | null;
  /** Clearness Rs/Rso now; null when unknown (no pyranometer, or sun too low). */
  clearness: number | null;
  windSpeed10mMs: number | null;
}

export interface SigmaWForecast {
  validAtMs: number;
  valueMps: number;
  pHazard: number;
  method: typeof forecastMethod;
  model: 'A' | 'B';
}

/**
 * Model B (§4.12): ln σ̂ = w·ln σw(t) + (1 − w)·ln σ_clim(t+2h), w = exp(−2/3) ≈ 0.51; then
 * - clear, light-wind evening: sunset in (t, t+2h], Rs/Rso > 0.7, U10 < 3 m/s → σ̂ × 0.5;
 * - sunny morning: t+2h at least 1.5 h after sunrise (and before sunset, our reading), Rs/Rso > 0.5
 *   → σ̂ ≥ 0.30.
 */
export function forecastSigmaWColdStart(input: ColdStartInput): SigmaWForecast {
  const validAtMs = input.issuedAtMs + forecastLeadMs;
  const weight = Math.exp(-2 / 3);
  const sigmaNow = Math.max(input.sigmaWMs, 0.01);
  let predicted = Math.exp(
    weight * Math.log(sigmaNow) + (1 - weight) * Math.log(climatologicalSigmaWMs(input.sunElevationAtValidDeg)),
  );
  const clearness = input.clearness;
  if (
    input.sunsetMs !== null &&
    input.sunsetMs > input.issuedAtMs &&
    input.sunsetMs <= validAtMs &&
    clearness !== null &&
    clearness > 0.7 &&
    input.windSpeed10mMs !== null &&
    input.windSpeed10mMs < 3
  ) {
    predicted *= 0.5;
  }
  if (
    input.sunriseMs !== null &&
    validAtMs >= input.sunriseMs + 90 * 60_000 &&
    (input.sunsetMs === null || validAtMs < input.sunsetMs) &&
    clearness !== null &&
    clearness > 0.5
  ) {
    predicted = Math.max(predicted, 0.3);
  }
  return { validAtMs, valueMps: predicted, pHazard: hazardProbability(predicted), method: forecastMethod, model: 'B' };
}

/** Model A features, in the order of §4.12. */
export interface ModelAFeatures {
  sigmaWMs: number;
  vtdC: number;
  windSpeed10mMs: number;
  windChange1hMs: number;
  vtdChange1hC: number;
  sunElevationAtValidDeg: number;
  clearness: number;
  rhPct: number;
  nightAtValid: boolean;
}

export function modelAFeatureVector(f: ModelAFeatures): number[] {
  return [
    1,
    Math.log(Math.max(f.sigmaWMs, 0.01)),
    f.vtdC,
    f.windSpeed10mMs,
    f.windChange1hMs,
    f.vtdChange1hC,
    Math.sin((f.sunElevationAtValidDeg * Math.PI) / 180),
    f.clearness,
    f.rhPct / 100,
    f.nightAtValid ? 1 : 0,
  ];
}

export interface ModelA {
  coefficients: number[];
  logResidualSd: number;
  sampleCount: number;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is copied). */
function solveLinearSystem(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    for (let r = col + 1; r < n; r++) {
      const factor = m[r]![col]! / p;
      for (let c = col; c <= n; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  const x = Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = m[r]![n]!;
    for (let c = r + 1; c < n; c++) sum -= m[r]![c]! * x[c]!;
    x[r] = sum / m[r]![r]!;
  }
  return x;
}

/**
 * Fits Model A by ordinary least squares on y = ln σw(t+2h) (§4.12: refit weekly on the last 60 days,
 * per station and 3-month season). A tiny ridge keeps constant features (e.g. night-only clearness)
 * solvable. Null with fewer samples than three per coefficient.
 */
export function fitModelA(samples: readonly { features: ModelAFeatures; sigmaWAtValidMs: number }[]): ModelA | null {
  const rows = samples
    .filter((s) => s.sigmaWAtValidMs > 0)
    .map((s) => ({ x: modelAFeatureVector(s.features), y: Math.log(s.sigmaWAtValidMs) }));
  const p = 10;
  if (rows.length < 3 * p) return null;
  const xtx = Array.from({ length: p }, () => Array<number>(p).fill(0));
  const xty = Array<number>(p).fill(0);
  for (const { x, y } of rows) {
    for (let i = 0; i < p; i++) {
      xty[i]! += x[i]! * y;
      for (let j = 0; j < p; j++) xtx[i]![j]! += x[i]! * x[j]!;
    }
  }
  for (let i = 0; i < p; i++) xtx[i]![i]! += 1e-6 * rows.length;
  const coefficients = solveLinearSystem(xtx, xty);
  let ssr = 0;
  for (const { x, y } of rows) {
    const fitted = x.reduce((sum, xi, i) => sum + xi * coefficients[i]!, 0);
    ssr += (y - fitted) ** 2;
  }
  return { coefficients, logResidualSd: Math.sqrt(ssr / (rows.length - p)), sampleCount: rows.length };
}

export function forecastSigmaWModelA(model: ModelA, features: ModelAFeatures, issuedAtMs: number): SigmaWForecast {
  const logPredicted = modelAFeatureVector(features).reduce((sum, xi, i) => sum + xi * model.coefficients[i]!, 0);
  const valueMps = Math.exp(logPredicted);
  return {
    validAtMs: issuedAtMs + forecastLeadMs,
    valueMps,
    pHazard: hazardProbability(valueMps, Math.max(model.logResidualSd, 0.05)),
    method: forecastMethod,
    model: 'A',
  };
}

/**
 * Clearness Rs/Rso at an instant: measured global radiation over the clear-sky radiation
 * (0.75 + 2·10⁻⁵·z)·Gsc·dr·sin(elevation), Gsc = 1367 W/m² (FAO-56 Eq. 37 in instantaneous form).
 * Null below 5° of sun elevation, where the ratio is meaningless.
 */
export function clearnessIndex(
  solarWm2: number | null | undefined,
  latitudeDeg: number,
  longitudeDeg: number,
  elevationM: number,
  atMs: number,
): number | null {
  if (solarWm2 === null || solarWm2 === undefined) return null;
  const elevation = sunElevationDeg(latitudeDeg, longitudeDeg, atMs);
  if (elevation < 5) return null;
  const dayOfYear = Math.floor((atMs - Date.UTC(new Date(atMs).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  const clearSky =
    (0.75 + 2e-5 * elevationM) * 1367 * inverseRelativeDistance(dayOfYear) * Math.sin((elevation * Math.PI) / 180);
  return Math.max(0, solarWm2) / clearSky;
}

/** Model B for a station now: sun geometry at t and t + 2 h from the site's position (§4.12). */
export function forecastSigmaWAtStation(input: {
  sigmaWMs: number;
  issuedAtMs: number;
  latitudeDeg: number;
  longitudeDeg: number;
  elevationM: number;
  solarWm2: number | null | undefined;
  windSpeed10mMs: number | null | undefined;
}): SigmaWForecast {
  const { latitudeDeg: lat, longitudeDeg: lng, issuedAtMs } = input;
  const validAtMs = issuedAtMs + forecastLeadMs;
  const validDay = sunriseSunsetMs(lat, lng, validAtMs);
  const issueDay = sunriseSunsetMs(lat, lng, issuedAtMs);
  const sunsets = [issueDay?.sunsetMs, validDay?.sunsetMs].filter((s): s is number => s !== undefined);
  const sunsetInLead = sunsets.find((s) => s > issuedAtMs && s <= validAtMs) ?? validDay?.sunsetMs ?? null;
  return forecastSigmaWColdStart({
    sigmaWMs: input.sigmaWMs,
    issuedAtMs,
    sunElevationAtValidDeg: sunElevationDeg(lat, lng, validAtMs),
    sunsetMs: sunsetInLead,
    sunriseMs: validDay?.sunriseMs ?? null,
    clearness: clearnessIndex(input.solarWm2, lat, lng, input.elevationM, issuedAtMs),
    windSpeed10mMs: input.windSpeed10mMs ?? null,
  });
}
