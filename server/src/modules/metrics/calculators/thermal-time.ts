/**
 * Crop thermal time, degree-days (metrics.md §4.16). Method 1 of McMaster & Wilhelm (1997): the daily
 * MEAN is floored at the base, not the individual extremes (GRDC "day degrees": a day averaging 20 °C
 * adds 20 °C·d at base 0). The UI must say so: near the base the two methods differ a lot.
 */

/** Base temperatures, °C (§4.16): cereals, pulses and canola 0; grapevine 10 (Winkler GDD). */
export const thermalTimeBasesC = { cereal: 0, grapevine: 10 } as const;

export interface DailyTemperatures {
  tMaxC: number;
  tMinC: number;
}

/** ΔTT = max(0, (Tmax + Tmin)/2 − Tbase), °C·d. */
export function dailyThermalTimeCd(tMaxC: number, tMinC: number, baseC: number = thermalTimeBasesC.cereal): number {
  return Math.max(0, (tMaxC + tMinC) / 2 - baseC);
}

/** TT = Σ ΔTT over the days given (start date to yesterday), °C·d. */
export function accumulateThermalTimeCd(
  days: readonly DailyTemperatures[],
  baseC: number = thermalTimeBasesC.cereal,
): number {
  return days.reduce((sum, d) => sum + dailyThermalTimeCd(d.tMaxC, d.tMinC, baseC), 0);
}

/**
 * Optional APSIM Classic wheat cardinal-temperature response, °C·d per day at temperature T
 * (§4.16, recalled): T for 0–26 °C, falling linearly to 0 at 34 °C, 0 outside.
 */
export function apsimThermalTimeResponseCd(tempC: number): number {
  if (tempC <= 0 || tempC >= 34) return 0;
  if (tempC <= 26) return tempC;
  return (26 * (34 - tempC)) / 8;
}
