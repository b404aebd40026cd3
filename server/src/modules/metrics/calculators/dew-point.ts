/**
 * Dew point by the Magnus inversion (metrics.md §2.2, §4.4; Alduchov & Eskridge 1996: a = 17.625,
 * b = 243.04 °C, ±0.35 °C from −40 to 60 °C).
 */
import { validRelativeHumidity } from './vapour-pressure';

const magnusA = 17.625;
const magnusB = 243.04;

/**
 * Dew point, °C. Null when T or RH is missing or RH is a fault (< 1 %). RH is clamped to [1, 100]
 * before the log, and Td never exceeds T (§4.4).
 */
export function dewPointC(tempC: number | null | undefined, rhPct: number | null | undefined): number | null {
  const rh = validRelativeHumidity(rhPct);
  if (tempC === null || tempC === undefined || !Number.isFinite(tempC) || rh === null) return null;
  const gamma = Math.log(rh / 100) + (magnusA * tempC) / (magnusB + tempC);
  const dewPoint = (magnusB * gamma) / (magnusA - gamma);
  return Math.min(dewPoint, tempC);
}
