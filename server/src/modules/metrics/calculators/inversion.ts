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

/** Dashboard key indicator codes of §7: 0 none, 1 inversion (turbulent), 2 hazardous. */
export const hazardousInversionStates = { none: 0, inversion: 1, hazardous: 2 } as const;
export type HazardousInversionState = (typeof hazardousInversionStates)[keyof typeof hazardousInversionStates];

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
