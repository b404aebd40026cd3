/**
 * Season accumulators shown on the map (metrics.md §4.16–4.18, §4.20), from daily Tmax/Tmin rows,
 * summed from their start to yesterday, with missing days filled from neighbours and null when fewer
 * than 80 % of the days have data (§2.7, daily-weather.ts).
 * Map starts [P, the doc's proposal]: thermal time since 1 May of the current season (1 May of last
 * year before 1 May), base 0 °C (cereals); vernalisation and adjusted thermal time since "emergence"
 * on 1 May + 10 days = 11 May (zero before it), mid-season wheat (Rv 1.5, Rp 3); Etiella since 21 June,
 * base 7.5 °C, shown until 31 December.
 */
import { accumulateAdjustedThermalTime, wheatSensitivityPresets } from './adjusted-thermal-time';
import { filledDailyTemperatures } from './daily-weather';
import { accumulateEtiellaDegreeDays, etiellaWindow } from './etiella';
import { addDays, dayOfYear, seasonStartOnOrBefore, type LocalDate } from '@mesonet/shared/time/local-time';
import { civilDayLengthHours } from './sun-position';
import { accumulateThermalTimeCd, thermalTimeBasesC } from './thermal-time';
import { accumulateVernalisation, vernalisationSaturationDays } from './vernalisation';

export const mapThermalTimeStart = { month: 5, day: 1 } as const;
export const mapEmergenceOffsetDays = 10;

type DailyRow = { localDate: LocalDate; tMaxC: number | null; tMinC: number | null };

export interface SeasonAccumulators {
  thermalTimeCd: number | null;
  vernalDays: number | null;
  adjustedThermalTimeCd: number | null;
  etiellaCd: number | null;
}

/** The first date whose data the map accumulators need on `today`. */
export function seasonFirstDataDate(today: LocalDate): LocalDate {
  return seasonStartOnOrBefore(today, mapThermalTimeStart.month, mapThermalTimeStart.day);
}

export function mapSeasonAccumulators(
  rows: readonly DailyRow[],
  today: LocalDate,
  latitudeDeg: number,
): SeasonAccumulators {
  const yesterday = addDays(today, -1);
  const sowing = seasonFirstDataDate(today);
  const thermal = filledDailyTemperatures(rows, sowing, yesterday);
  const emergence = addDays(sowing, mapEmergenceOffsetDays);
  const sinceEmergence = emergence > yesterday ? [] : filledDailyTemperatures(rows, emergence, yesterday);
  const window = etiellaWindow(today);
  const etiella = window === null ? null : filledDailyTemperatures(rows, window.from, window.to);
  const phenology = sinceEmergence?.map((d) => ({
    ...d,
    dayLengthHours: civilDayLengthHours(latitudeDeg, dayOfYear(d.localDate)),
  }));
  return {
    thermalTimeCd: thermal === null ? null : accumulateThermalTimeCd(thermal, thermalTimeBasesC.cereal),
    vernalDays:
      sinceEmergence === null ? null : Math.min(vernalisationSaturationDays, accumulateVernalisation(sinceEmergence)),
    adjustedThermalTimeCd:
      phenology === undefined ? null : accumulateAdjustedThermalTime(phenology, wheatSensitivityPresets.mid).attCd,
    etiellaCd: etiella === null ? null : accumulateEtiellaDegreeDays(etiella),
  };
}
