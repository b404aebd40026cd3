/**
 * Vapour pressure (metrics.md §2.1, §2.8). One saturation curve everywhere, FAO-56's, so that wet
 * bulb, ET₀ and humidity round-trip; dew point uses the Magnus inversion of §2.2 (dew-point.ts).
 */

/** Saturation vapour pressure over water, kPa (FAO-56 Eq. 11). */
export function saturationVapourPressureKpa(tempC: number): number {
  return 0.6108 * Math.exp((17.27 * tempC) / (tempC + 237.3));
}

/** Actual vapour pressure from relative humidity, kPa: ea = RH/100 · es(T) (FAO-56 Eq. 19 form). */
export function actualVapourPressureKpa(tempC: number, rhPct: number): number {
  return (rhPct / 100) * saturationVapourPressureKpa(tempC);
}

/** Slope of the saturation vapour pressure curve, kPa/°C (FAO-56 Eq. 13). */
export function saturationSlopeKpaPerC(tempC: number): number {
  return (4098 * saturationVapourPressureKpa(tempC)) / (tempC + 237.3) ** 2;
}

/**
 * A usable relative humidity, or null: missing and < 1 % are sensor faults (§2.9, §4.3), values
 * above 100 % are clamped to 100.
 */
export function validRelativeHumidity(rhPct: number | null | undefined): number | null {
  if (rhPct === null || rhPct === undefined || !Number.isFinite(rhPct) || rhPct < 1) return null;
  return Math.min(rhPct, 100);
}
