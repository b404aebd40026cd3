/**
 * Photo-vernal (adjusted) thermal time (metrics.md §4.18; APSIM Classic wheat, CERES heritage).
 * Between emergence and floral initiation each day's thermal time is scaled by the more limiting of
 * the vernalisation factor fV and the photoperiod factor fP; after floral initiation ΔATT = ΔTT.
 */
import { dailyThermalTimeCd, type DailyTemperatures } from './thermal-time';
import { dailyVernalisation } from './vernalisation';

export interface WheatSensitivity {
  /** Vernalisation sensitivity Rv. */
  rv: number;
  /** Photoperiod sensitivity Rp. */
  rp: number;
}

/** Cultivar presets of §4.18 [P]; "mid" (Rv 1.5, Rp 3.0) is the default. */
export const wheatSensitivityPresets = {
  fast: { rv: 0.5, rp: 2 },
  mid: { rv: 1.5, rp: 3 },
  slow: { rv: 3, rp: 4 },
} as const satisfies Record<string, WheatSensitivity>;

/** End of the juvenile phase: ATT since emergence reaching this marks floral initiation, °C·d [P]. */
export const floralInitiationAttCd = 400;

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** fV = clamp(1 − (0.0054545·Rv + 0.0003)·(50 − V), 0, 1). */
export function vernalisationFactor(vernalDays: number, rv: number = wheatSensitivityPresets.mid.rv): number {
  return clamp01(1 - (0.0054545 * rv + 0.0003) * (50 - vernalDays));
}

/** fP = clamp(1 − 0.002·Rp·(20 − L)², 0, 1), L = day length incl. civil twilight, h. */
export function photoperiodFactor(dayLengthHours: number, rp: number = wheatSensitivityPresets.mid.rp): number {
  return clamp01(1 - 0.002 * rp * (20 - dayLengthHours) ** 2);
}

/** Thermal time from sowing to emergence, °C·d (§4.18, APSIM shoot lag and rate as recalled: verify). */
export function emergenceThermalTimeCd(sowingDepthMm: number): number {
  return 40 + 1.5 * sowingDepthMm;
}

export interface PhenologyDay extends DailyTemperatures {
  /** Day length including civil twilight at the site, h. */
  dayLengthHours: number;
}

export interface AdjustedThermalTime {
  attCd: number;
  vernalDays: number;
  /** Index (into the days given) of the day floral initiation was reached, or null if not yet. */
  floralInitiationIndex: number | null;
}

/**
 * ATT from emergence (the first day given), base 0 °C, with vernalisation accumulated from the same day.
 * A user-entered floral initiation date overrides the 400 °C·d target: pass its index.
 */
export function accumulateAdjustedThermalTime(
  days: readonly PhenologyDay[],
  sensitivity: WheatSensitivity = wheatSensitivityPresets.mid,
  floralInitiationIndexOverride: number | null = null,
): AdjustedThermalTime {
  let attCd = 0;
  let vernalDays = 0;
  let floralInitiationIndex: number | null = null;
  for (const [i, day] of days.entries()) {
    vernalDays = Math.max(0, vernalDays + dailyVernalisation(day.tMaxC, day.tMinC, vernalDays));
    const juvenile =
      floralInitiationIndexOverride === null ? floralInitiationIndex === null : i < floralInitiationIndexOverride;
    const factor = juvenile
      ? Math.min(vernalisationFactor(vernalDays, sensitivity.rv), photoperiodFactor(day.dayLengthHours, sensitivity.rp))
      : 1;
    attCd += dailyThermalTimeCd(day.tMaxC, day.tMinC, 0) * factor;
    const reached =
      floralInitiationIndexOverride === null ? attCd >= floralInitiationAttCd : i === floralInitiationIndexOverride;
    if (floralInitiationIndex === null && reached) floralInitiationIndex = i;
  }
  return { attCd, vernalDays, floralInitiationIndex };
}
