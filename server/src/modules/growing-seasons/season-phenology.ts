/**
 * A growing season's crop clock at its nearest station, day by day from sowing (metrics.md §4.16–4.18):
 * thermal time since sowing, vernalisation and adjusted thermal time from emergence, and the emergence
 * and floral initiation dates when the grower left them to be calculated.
 *
 * Decisions: emergence is the first day thermal time since sowing reaches 115 °C·d (§4.18's APSIM rule at
 * a 50 mm sowing depth); floral initiation the first day adjusted thermal time since emergence reaches
 * 400 °C·d, mid-season wheat (Rv 1.5, Rp 3). Vernalisation and adjusted thermal time start on the
 * emergence day; vernalisation stops at floral initiation (§4.17) and adjusted thermal time is then
 * unscaled (§4.18). Before emergence both are 0. An entered date always wins over a calculated one.
 */
import {
  emergenceThermalTimeCd,
  floralInitiationAttCd,
  photoperiodFactor,
  vernalisationFactor,
  wheatSensitivityPresets,
} from '../metrics/calculators/adjusted-thermal-time';
import { dayOfYear, type LocalDate } from '@mesonet/shared/time/local-time';
import { civilDayLengthHours } from '../metrics/calculators/sun-position';
import { dailyThermalTimeCd, thermalTimeBasesC } from '../metrics/calculators/thermal-time';
import { dailyVernalisation } from '../metrics/calculators/vernalisation';

/** Sowing depth assumed for the calculated emergence date, mm. */
export const assumedSowingDepthMm = 50;
export const emergenceTargetCd = emergenceThermalTimeCd(assumedSowingDepthMm);

export interface SeasonDay {
  localDate: LocalDate;
  tMaxC: number;
  tMinC: number;
}

export interface SeasonClockDay {
  localDate: LocalDate;
  /** Cumulative to the end of this day, °C·d. */
  thermalTimeCd: number;
  vernalDays: number;
  adjustedThermalTimeCd: number;
}

export interface SeasonClock {
  days: SeasonClockDay[];
  /** Entered, or the calculated day; null when not reached within the days given. */
  emergenceDate: LocalDate | null;
  floralInitiationDate: LocalDate | null;
}

/**
 * The season's clock over `days` (consecutive, from the sowing date). Entered dates (null = calculate)
 * fix the phase changes; the latitude gives the day length of the photoperiod factor.
 */
export function seasonClock(input: {
  days: readonly SeasonDay[];
  enteredEmergenceDate: LocalDate | null;
  enteredFloralInitiationDate: LocalDate | null;
  latitudeDeg: number;
}): SeasonClock {
  const sensitivity = wheatSensitivityPresets.mid;
  let emergenceDate = input.enteredEmergenceDate;
  let floralInitiationDate = input.enteredFloralInitiationDate;
  let thermalTimeCd = 0;
  let vernalDays = 0;
  let adjustedThermalTimeCd = 0;
  const days: SeasonClockDay[] = [];
  for (const day of input.days) {
    const deltaTt = dailyThermalTimeCd(day.tMaxC, day.tMinC, thermalTimeBasesC.cereal);
    thermalTimeCd += deltaTt;
    if (emergenceDate === null && thermalTimeCd >= emergenceTargetCd) emergenceDate = day.localDate;
    const emerged = emergenceDate !== null && day.localDate >= emergenceDate;
    const juvenile = emerged && (floralInitiationDate === null || day.localDate < floralInitiationDate);
    if (juvenile) {
      vernalDays = Math.max(0, vernalDays + dailyVernalisation(day.tMaxC, day.tMinC, vernalDays));
      const dayLength = civilDayLengthHours(input.latitudeDeg, dayOfYear(day.localDate));
      adjustedThermalTimeCd +=
        deltaTt *
        Math.min(vernalisationFactor(vernalDays, sensitivity.rv), photoperiodFactor(dayLength, sensitivity.rp));
      if (floralInitiationDate === null && adjustedThermalTimeCd >= floralInitiationAttCd) {
        floralInitiationDate = day.localDate;
      }
    } else if (emerged) {
      adjustedThermalTimeCd += deltaTt;
    }
    days.push({ localDate: day.localDate, thermalTimeCd, vernalDays, adjustedThermalTimeCd });
  }
  return { days, emergenceDate, floralInitiationDate };
}

/** Frost thresholds of metrics.md §4.15 by series id, °C. */
export const seasonFrostThresholdsC = { hours_below_2: 2, hours_below_0: 0, hours_below_minus2: -2 } as const;

export interface HourExtremes {
  minC: number;
  maxC: number;
}

/**
 * Hours below a threshold in one hour known only by its extremes: the share of the hour's range below
 * the threshold (a linear course between them). Used over a season, where the hourly rollups are what
 * is kept, instead of every reading (metrics.md §4.15 integrates readings; this is its hourly estimate).
 */
export function hourBelowThreshold(hour: HourExtremes, thresholdC: number): number {
  if (hour.maxC < thresholdC) return 1;
  if (hour.minC >= thresholdC) return 0;
  return (thresholdC - hour.minC) / (hour.maxC - hour.minC);
}
