/**
 * `cci`: the Comprehensive Climate Index (Mader, Johnson & Gaughan 2010, J. Anim. Sci. 88:2153, as
 * corrected in the 2011 erratum; the Oklahoma Mesonet "Cattle Comfort Advisor" form), metrics.md §0.2
 * and §4.19. An apparent temperature, °C, for heat and cold stress in cattle.
 */

export interface CattleComfortInput {
  tempC: number;
  rhPct: number;
  /** Wind, m/s: 2 m if available, else 10 m × 0.75 (§4.19 [D]). Clamped ≥ 0. */
  windSpeedMs: number;
  /** Global solar radiation, W/m² (0 at night). Clamped ≥ 0. */
  solarRadiationWm2: number;
}

/** The three corrections and the index, °C. */
export function comprehensiveClimateIndex(input: CattleComfortInput): {
  cci: number;
  humidityC: number;
  windC: number;
  radiationC: number;
} {
  const t = input.tempC;
  const rh = input.rhPct;
  const ws = Math.max(0, input.windSpeedMs);
  const rad = Math.max(0, input.solarRadiationWm2);
  const humidityC = Math.exp(0.00182 * rh + 1.8e-5 * t * rh) * (0.000054 * t * t + 0.00192 * t - 0.0246) * (rh - 30);
  const logBase03 = (x: number) => Math.log(x) / Math.log(0.3);
  const windC =
    -6.56 /
      Math.exp((1 / (2.26 * ws + 0.23)) ** 0.45 * (2.9 + 1.14e-6 * ws ** 2.5 - logBase03((2.26 * ws + 0.33) ** -2))) -
    0.00566 * ws * ws +
    3.33;
  const radiationC = 0.0076 * rad - 0.00002 * rad * t + 0.00005 * t * t * Math.sqrt(rad) + 0.1 * t - 2;
  return { cci: t + humidityC + windC + radiationC, humidityC, windC, radiationC };
}

/** Wind for the CCI from what the station measures: 2 m, else 10 m × 0.75 (§4.19). */
export function cattleComfortWindMs(
  windSpeed2mMs: number | null | undefined,
  windSpeed10mMs: number | null | undefined,
): number | null {
  if (windSpeed2mMs !== null && windSpeed2mMs !== undefined) return windSpeed2mMs;
  if (windSpeed10mMs !== null && windSpeed10mMs !== undefined) return windSpeed10mMs * 0.75;
  return null;
}
