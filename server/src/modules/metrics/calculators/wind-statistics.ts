/**
 * Wind statistics (metrics.md §2.5, §4.6): scalar mean speed, unit-vector mean direction (not
 * speed-weighted: we average the unit vectors of the directions the wind comes FROM), Yamartino σθ,
 * BoM-style 3-second gust, calm, FAO-56 Eq. 47 height conversion and the 16-point compass.
 */

/** 1 m/s = 3.6 km/h (§0.4: stored in m/s, shown in km/h). */
export function msToKmh(speedMs: number): number {
  return speedMs * 3.6;
}

/** Below this mean speed the wind is "Calm": no arrow and direction null (§2.5). */
export const calmBelowMs = 0.5;

export function isCalm(speedMs: number): boolean {
  return speedMs < calmBelowMs;
}

/** σθ above which the direction label may read "VRB" (§4.6). */
export const variableDirectionAboveDeg = 60;

export function scalarMeanSpeedMs(speedsMs: readonly number[]): number | null {
  if (speedsMs.length === 0) return null;
  return speedsMs.reduce((sum, s) => sum + s, 0) / speedsMs.length;
}

function meanSinCos(directionsDeg: readonly number[]): { s: number; c: number } {
  let s = 0;
  let c = 0;
  for (const d of directionsDeg) {
    const rad = (d * Math.PI) / 180;
    s += Math.sin(rad);
    c += Math.cos(rad);
  }
  return { s: s / directionsDeg.length, c: c / directionsDeg.length };
}

/** Vector mean of compass directions (°, from), in [0, 360); null without samples or when they cancel out. */
export function vectorMeanDirectionDeg(directionsDeg: readonly number[]): number | null {
  if (directionsDeg.length === 0) return null;
  const { s, c } = meanSinCos(directionsDeg);
  if (Math.hypot(s, c) < 1e-9) return null;
  const deg = (Math.atan2(s, c) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** Yamartino σθ, degrees: ε = √(1 − (s̄² + c̄²)), σθ = asin(ε)·(1 + 0.1547·ε³). */
export function yamartinoSigmaThetaDeg(directionsDeg: readonly number[]): number | null {
  if (directionsDeg.length === 0) return null;
  const { s, c } = meanSinCos(directionsDeg);
  const epsilon = Math.sqrt(Math.max(0, 1 - (s * s + c * c)));
  return (Math.asin(epsilon) * (1 + 0.1547 * epsilon ** 3) * 180) / Math.PI;
}

/** Gust: the maximum 3-second running mean of samples taken at `samplesPerSecond` (BoM convention). */
export function gustFromSamplesMs(speedsMs: readonly number[], samplesPerSecond = 1): number | null {
  const window = Math.max(1, Math.round(3 * samplesPerSecond));
  if (speedsMs.length < window) return null;
  let sum = 0;
  for (let i = 0; i < window; i++) sum += speedsMs[i]!;
  let best = sum;
  for (let i = window; i < speedsMs.length; i++) {
    sum += speedsMs[i]! - speedsMs[i - window]!;
    best = Math.max(best, sum);
  }
  return best / window;
}

/**
 * Wind at 2 m from wind at z metres, log profile over short grass (FAO-56 Eq. 47):
 * u2 = uz · 4.87 / ln(67.8·z − 5.42); 0.748·u10 at 10 m. Neutral daytime only (§2.5): prefer measured 2 m.
 */
export function windSpeedAt2mMs(speedMs: number, heightM: number): number {
  return (speedMs * 4.87) / Math.log(67.8 * heightM - 5.42);
}

/** The direction to show: null when calm or unknown (no arrow, "Calm"). */
export function displayedWindDirectionDeg(
  speedMs: number | null | undefined,
  directionDeg: number | null | undefined,
): number | null {
  if (speedMs === null || speedMs === undefined || directionDeg === null || directionDeg === undefined) return null;
  if (!Number.isFinite(speedMs) || !Number.isFinite(directionDeg) || isCalm(speedMs)) return null;
  return ((directionDeg % 360) + 360) % 360;
}
