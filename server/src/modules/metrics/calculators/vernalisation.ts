/**
 * Cumulative vernalisation, vernal days (metrics.md §4.17): CERES/APSIM wheat as in APSIM's
 * VernalisationCW, with crown temperature (no snow), daily vernalisation while Tmin < 15 °C and
 * Tmax > 0 °C, and devernalisation on hot days while the total is below 10.
 */
import type { DailyTemperatures } from './thermal-time';

/** Display saturation, vernal days (§4.17: "saturates at 50 for display"). */
export const vernalisationSaturationDays = 50;

/** Crown temperature without snow cover, °C: negative extremes become 2 + 0.805·T. */
export function crownTemperatureC(tMaxC: number, tMinC: number): number {
  const crown = (t: number) => (t >= 0 ? t : 2 + 0.805 * t);
  return (crown(tMaxC) + crown(tMinC)) / 2;
}

/** One day's change in vernal days given the total before it (may be negative: devernalisation). */
export function dailyVernalisation(tMaxC: number, tMinC: number, cumulativeBefore: number): number {
  let delta = 0;
  if (tMinC < 15 && tMaxC > 0) {
    const tc = crownTemperatureC(tMaxC, tMinC);
    delta = Math.max(0, Math.min(1.4 - 0.0778 * tc, 0.5 + (13.44 * tc) / (tMaxC - tMinC + 3) ** 2));
  }
  // A hot day undoes vernalisation instead of adding to it: ΔV is replaced, not reduced (APSIM VernalisationCW).
  if (tMaxC > 30 && cumulativeBefore + delta < 10) return -Math.min(0.5 * (tMaxC - 30), cumulativeBefore);
  return delta;
}

/** V = Σ ΔV from the start date, never below 0 (§4.17 edge cases). */
export function accumulateVernalisation(days: readonly DailyTemperatures[], start = 0): number {
  let total = start;
  for (const d of days) total = Math.max(0, total + dailyVernalisation(d.tMaxC, d.tMinC, total));
  return total;
}
