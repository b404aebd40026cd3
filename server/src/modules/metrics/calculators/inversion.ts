import {
  hazardousInversionStates,
  type HazardousInversionState,
} from '@mesonet/shared/metrics/hazardous-inversion-codes';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { sunriseSunsetMs } from './sun-position';
import { msToKmh } from './wind-statistics';

/**
 * Inversion strength and the hazardous-inversion key indicator (metrics.md §4.9, §4.10).
 * VTD = T(10 m) − T(1.2 m): positive means an inversion (warmer above), as at the Oklahoma and Kansas
 * mesonets. "Hazardous" [P]: an inversion with too little turbulence, σw(10 m) < 0.20 m/s.
 */

/** Height between the two temperature sensors, m. */
export const sensorSeparationM = 8.8;

/** Dry adiabatic lapse over the sensor separation, °C: Δθ = VTD + 0.086 (VTD ≈ −0.09 is neutral). */
export const adiabaticCorrectionC = 0.0098 * sensorSeparationM;

/** VTD, °C; null when either sensor is missing (§4.9). */
export function verticalTemperatureDifferenceC(
  temp10mC: number | null | undefined,
  temp1_2mC: number | null | undefined,
): number | null {
  if (temp10mC === null || temp10mC === undefined || temp1_2mC === null || temp1_2mC === undefined) return null;
  if (!Number.isFinite(temp10mC) || !Number.isFinite(temp1_2mC)) return null;
  return temp10mC - temp1_2mC;
}

/** Inversion lapse rate, °C per 100 m (§4.9). */
export function inversionLapseRatePer100m(vtdC: number): number {
  return (vtdC / sensorSeparationM) * 100;
}

/** σw below which an inversion is hazardous, m/s [P] (§4.10: matches GRDC's 11 km/h rule at VTD ≈ 1 °C). */
export const hazardousSigmaWBelowMs = 0.2;

export { hazardousInversionStates, type HazardousInversionState };

/**
 * §4.10 operational rule, evaluated each 10 min: none if VTD ≤ 0; hazardous if VTD > 0 and σw < 0.20;
 * inversion otherwise. Null when VTD is missing, or when there is an inversion but no σw to judge it.
 */
export function hazardousInversionState(
  vtdC: number | null,
  sigmaW10Ms: number | null,
): HazardousInversionState | null {
  if (vtdC === null) return null;
  if (vtdC <= 0) return hazardousInversionStates.none;
  if (sigmaW10Ms === null) return null;
  return sigmaW10Ms < hazardousSigmaWBelowMs ? hazardousInversionStates.hazardous : hazardousInversionStates.inversion;
}

export interface RuleOfThumbInput {
  nowMs: number;
  /** The sunset that starts the night in question (it may still be ahead, up to 2 h). */
  sunsetMs: number;
  /** The sunrise that ends that night. */
  sunriseMs: number;
  /** Wind above 11 km/h the whole time since sunset. */
  windAbove11KmhAllNight: boolean;
  /** Continuous drizzle or rain. */
  continuousRain: boolean;
  /** Continuous low, heavy overcast, if known. */
  continuousOvercast: boolean;
  /** Current temperature minus the night's minimum, °C, if known. */
  riseAboveMinimumC: number | null;
}

/** How long before sunset an inversion is expected to form (GRDC: 1–2 h; we take 1.5 h). */
const onsetBeforeSunsetMs = 90 * 60_000;
/** After sunrise the inversion is assumed gone at the latest this long after sunrise. */
const latestBreakAfterSunriseMs = 4 * 3_600_000;

/**
 * GRDC / Cotton Australia rule of thumb for stations without VTD (bom, greenbrain), §4.10, shown as
 * "likely": expect an inversion from 1.5 h before sunset until after sunrise unless it is overcast,
 * raining, windy (> 11 km/h) all night, or the temperature has risen ≥ 6 °C above the minimum.
 * Cumulus after a clear night cannot be measured by an AWS and is not used.
 */
export function inversionLikelyByRuleOfThumb(input: RuleOfThumbInput): boolean {
  const inWindow =
    input.nowMs >= input.sunsetMs - onsetBeforeSunsetMs && input.nowMs <= input.sunriseMs + latestBreakAfterSunriseMs;
  if (!inWindow) return false;
  if (input.continuousOvercast || input.continuousRain) return false;
  if (input.windAbove11KmhAllNight && input.nowMs >= input.sunsetMs) return false;
  if (input.nowMs > input.sunriseMs && (input.riseAboveMinimumC === null || input.riseAboveMinimumC >= 6)) return false;
  return true;
}

const hourMs = 3_600_000;
/** GRDC's calm limit: an inversion is unlikely only if the wind stays above this all night. */
const calmWindMaxKmh = 11;
/** "Continuous" rain: every reading of this last stretch recorded some. */
const continuousRainWindowMs = hourMs;

/** The night the rule of thumb looks at: last night until 4 h after sunrise, tonight from then on. */
function nightAround(nowMs: number, latitudeDeg: number, longitudeDeg: number) {
  const today = sunriseSunsetMs(latitudeDeg, longitudeDeg, nowMs);
  const yesterday = sunriseSunsetMs(latitudeDeg, longitudeDeg, nowMs - 24 * hourMs);
  const tomorrow = sunriseSunsetMs(latitudeDeg, longitudeDeg, nowMs + 24 * hourMs);
  if (!today || !yesterday || !tomorrow) return null;
  return nowMs <= today.sunriseMs + latestBreakAfterSunriseMs
    ? { sunsetMs: yesterday.sunsetMs, sunriseMs: today.sunriseMs }
    : { sunsetMs: today.sunsetMs, sunriseMs: tomorrow.sunriseMs };
}

/**
 * The rule of thumb's state from what a BoM or vineyard station measures (§4.10): night from the sun's
 * position; calm from the 10 m wind (the 2 m wind where there is none, as at vineyards); rain from the
 * gauge; the rise above the night's minimum from the 1.2 m temperature. Cloud is not measured at these
 * stations (BoM rarely has a pyranometer, and none sees cloud at night), nor is cumulus after a clear
 * night: both count as clear, so the rule errs towards 'likely'. `recent`: ascending readings up to now.
 */
export function ruleOfThumbInversionState(
  recent: readonly StationObservation[],
  nowMs: number,
  latitudeDeg: number,
  longitudeDeg: number,
): HazardousInversionState | null {
  const night = nightAround(nowMs, latitudeDeg, longitudeDeg);
  if (!night) return null;
  const sinceSunset = recent.filter((o) => o.observedAtMs >= night.sunsetMs && o.observedAtMs <= nowMs);
  const winds = sinceSunset.flatMap((o) => {
    const ms = o.channels.wind_speed_10m ?? o.channels.wind_speed_2m;
    return ms === undefined ? [] : [msToKmh(ms)];
  });
  const lastHour = recent.filter((o) => o.observedAtMs > nowMs - continuousRainWindowMs && o.observedAtMs <= nowMs);
  const temps = sinceSunset.flatMap((o) => (o.channels.air_temp_1_2m === undefined ? [] : [o.channels.air_temp_1_2m]));
  const latestTemp = temps.at(-1);
  const likely = inversionLikelyByRuleOfThumb({
    nowMs,
    ...night,
    windAbove11KmhAllNight: winds.length > 0 && winds.every((kmh) => kmh > calmWindMaxKmh),
    continuousRain: lastHour.length >= 2 && lastHour.every((o) => (o.channels.rain_mm ?? 0) > 0),
    continuousOvercast: false,
    riseAboveMinimumC: latestTemp === undefined ? null : latestTemp - Math.min(...temps),
  });
  return likely ? hazardousInversionStates.likelyByRuleOfThumb : hazardousInversionStates.notExpectedByRuleOfThumb;
}
