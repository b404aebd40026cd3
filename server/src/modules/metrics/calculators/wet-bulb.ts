/**
 * Wet-bulb temperature and delta T (metrics.md §2.4, §4.5).
 * Preferred: the psychrometric equation for a ventilated (Assmann) psychrometer solved iteratively,
 * ea = es(Tw) − A·P·(T − Tw), A = 0.000662 °C⁻¹ (FAO-56 Eq. 15–16), FAO-56 es (Eq. 11).
 * Fallback without pressure: Stull (2011), valid for RH 5–99 %, T −20…50 °C.
 */
import {
  actualVapourPressureKpa,
  saturationSlopeKpaPerC,
  saturationVapourPressureKpa,
  validRelativeHumidity,
} from './vapour-pressure';

/** Psychrometer coefficient of a ventilated (Assmann-type) psychrometer, °C⁻¹ (FAO-56 Eq. 16). */
const ventilatedPsychrometerCoefficient = 0.000662;

/**
 * Wet bulb: the root of f(Tw) = es(Tw) − A·P·(T − Tw) − ea, which rises and curves upwards in Tw.
 * Newton's method from Tw = T (where f ≥ 0) therefore steps down onto the root without overshooting,
 * in about five steps instead of bisection's sixty: every stored reading pays for this. Should a step
 * ever leave the bracket, the step halves the bracket instead. °C.
 */
export function wetBulbIterativeC(tempC: number, rhPct: number, pressureKpa: number): number {
  const ea = actualVapourPressureKpa(tempC, rhPct);
  const psychrometric = ventilatedPsychrometerCoefficient * pressureKpa;
  let low = tempC - 60; // f(low) < 0 for any RH ≥ 1 %
  let high = tempC; // f(T) = es(T)·(1 − RH/100) ≥ 0
  let tw = high;
  for (let i = 0; i < 60; i++) {
    const f = saturationVapourPressureKpa(tw) - psychrometric * (tempC - tw) - ea;
    if (f === 0) return tw;
    if (f > 0) high = tw;
    else low = tw;
    const newton = tw - f / (saturationSlopeKpaPerC(tw) + psychrometric);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - tw) < 1e-12) return next;
    tw = next;
  }
  return tw;
}

/** Stull (2011) empirical wet bulb at sea-level pressure, °C (arctangents in radians). */
export function wetBulbStullC(tempC: number, rhPct: number): number {
  return (
    tempC * Math.atan(0.151977 * Math.sqrt(rhPct + 8.313659)) +
    Math.atan(tempC + rhPct) -
    Math.atan(rhPct - 1.676331) +
    0.00391838 * rhPct ** 1.5 * Math.atan(0.023101 * rhPct) -
    4.686035
  );
}

/**
 * Delta T = T − Tw, °C (§4.5): iterative with station pressure when known (kPa), Stull otherwise.
 * Never negative (tiny negatives from rounding are clamped), 0 at RH 100 %, null when T or RH is
 * missing or RH is a fault.
 */
export function deltaTC(
  tempC: number | null | undefined,
  rhPct: number | null | undefined,
  pressureKpa: number | null,
): number | null {
  const rh = validRelativeHumidity(rhPct);
  if (tempC === null || tempC === undefined || !Number.isFinite(tempC) || rh === null) return null;
  if (rh >= 100) return 0;
  const wetBulb = pressureKpa === null ? wetBulbStullC(tempC, rh) : wetBulbIterativeC(tempC, rh, pressureKpa);
  return Math.max(0, tempC - wetBulb);
}
