/**
 * Sheep flystrike weather risk, `ag360_flystrike` (metrics.md §4.22) [P, built from S facts]: class 0–4
 * from population (7-day warmth), fly activity (daylight hours at 17–38 °C, wind < 30 km/h, rain
 * < 2 mm/h), fleece moisture (recent rain or humid hours) and heat/dry suppression. Weather risk only:
 * flock susceptibility dominates in practice, and the legend help must say so.
 */
import { hourMs } from '@mesonet/shared/time/local-time';
import { type HourlyBucket, windNear2mMs } from './hourly-series';
import { sunElevationDeg } from './sun-position';

export interface FlystrikeInputs {
  meanTemp7dC: number;
  /** Daylight hours in the last 24 h with 17 ≤ T ≤ 38 °C, wind < 30 km/h and rain < 2 mm/h. */
  activeHours24h: number;
  rain3dMm: number;
  rain7dMm: number;
  /** Hours in the last 24 h with RH ≥ 85 %. */
  humidHours24h: number;
  tMax24hC: number;
  /** Days with ≥ 1 mm in the last 21 9am-days (null: unknown). */
  wetDays21d: number | null;
  meanRh24hPct: number;
}

export type FlystrikeClass = 0 | 1 | 2 | 3 | 4;

export function flystrikeRisk(i: FlystrikeInputs): { risk: number; riskClass: FlystrikeClass } {
  const population = i.meanTemp7dC >= 15 ? 1 : i.meanTemp7dC >= 12 ? 0.5 : 0;
  const activity = Math.min(1, i.activeHours24h / 6);
  const moisture =
    i.rain3dMm >= 5 || i.rain7dMm >= 10 || i.humidHours24h >= 8
      ? 1
      : i.rain3dMm >= 2 || i.humidHours24h >= 4
        ? 0.5
        : 0.2;
  const dryAndRainless = i.wetDays21d === 0 && i.meanRh24hPct < 40;
  const suppression = i.tMax24hC >= 38 || dryAndRainless ? 0.5 : 1;
  const risk = population * activity * moisture * suppression;
  const riskClass: FlystrikeClass = risk === 0 ? 0 : risk < 0.15 ? 1 : risk < 0.4 ? 2 : risk < 0.7 ? 3 : 4;
  return { risk, riskClass };
}

/** Fly activity limits (FlyBoss): inactive below 17 °C or in wind above 30 km/h (8.33 m/s). */
const activeMinC = 17;
const activeMaxC = 38;
const activeMaxWindMs = 30 / 3.6;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;

/**
 * The inputs from the last 7 days of hourly buckets (168, oldest first) and the last 21 9am-day rain
 * totals. Null when either the 7 days or the last 24 h have < 80 % of hours with a temperature
 * (§2.7), or when there is no rain reading at all. Wind (2 m, else 10 m × 0.748) is ignored where
 * missing; daylight = sun above the horizon at the middle of the hour.
 */
export function flystrikeInputsFromHours(
  hours7d: readonly HourlyBucket[],
  dailyRain21dMm: readonly (number | null)[],
  latitudeDeg: number,
  longitudeDeg: number,
): FlystrikeInputs | null {
  const last24 = hours7d.slice(-24);
  const temps7d = hours7d.flatMap((h) => (h.tempC === null ? [] : [h.tempC]));
  const temps24 = last24.flatMap((h) => (h.tempC === null ? [] : [h.tempC]));
  if (temps7d.length < 0.8 * hours7d.length || temps24.length < 0.8 * 24 || hours7d.length < 24) return null;
  if (hours7d.every((h) => h.rainMm === null)) return null;
  const rainSince = (hoursBack: number) => sum(hours7d.slice(-hoursBack).map((h) => h.rainMm ?? 0));
  const active = last24.filter((h) => {
    if (h.tempC === null || h.tempC < activeMinC || h.tempC > activeMaxC) return false;
    const wind = windNear2mMs(h);
    if (wind !== null && wind >= activeMaxWindMs) return false;
    if ((h.rainMm ?? 0) >= 2) return false;
    return sunElevationDeg(latitudeDeg, longitudeDeg, h.startMs + hourMs / 2) > 0;
  }).length;
  const rh24 = last24.flatMap((h) => (h.rhPct === null ? [] : [h.rhPct]));
  const knownDays = dailyRain21dMm.filter((r): r is number => r !== null);
  return {
    meanTemp7dC: mean(temps7d),
    activeHours24h: active,
    rain3dMm: rainSince(72),
    rain7dMm: rainSince(hours7d.length),
    humidHours24h: rh24.filter((rh) => rh >= 85).length,
    tMax24hC: Math.max(...last24.flatMap((h) => (h.tempMaxC === null ? [] : [h.tempMaxC]))),
    wetDays21d: knownDays.length === 0 ? null : knownDays.filter((r) => r >= 1).length,
    meanRh24hPct: rh24.length > 0 ? mean(rh24) : 100,
  };
}
