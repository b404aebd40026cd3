/**
 * Etiella (lucerne seed web moth) degree-days (metrics.md §4.20): SARDI degree-day model as described
 * in cesar PestFacts, accumulated daily from 21 June; monitor pulses from 300 °C·d, peak moth flight
 * from 351 °C·d. Base temperature 7.5 °C [P], daily-mean method; keep it configurable.
 */
import { addDays, seasonStartOnOrBefore, type LocalDate } from '@mesonet/shared/time/local-time';
import { dailyThermalTimeCd, type DailyTemperatures } from './thermal-time';

export const etiellaBaseC = 7.5;
export const etiellaSeasonStart = { month: 6, day: 21 } as const;
export const etiellaMonitorFromCd = 300;
export const etiellaPeakFlightFromCd = 351;

/** One day's degree-days: max(0, (Tmax + Tmin)/2 − base). */
export function etiellaDailyDegreeDays(tMaxC: number, tMinC: number, baseC: number = etiellaBaseC): number {
  return dailyThermalTimeCd(tMaxC, tMinC, baseC);
}

export function accumulateEtiellaDegreeDays(days: readonly DailyTemperatures[], baseC: number = etiellaBaseC): number {
  return days.reduce((sum, d) => sum + etiellaDailyDegreeDays(d.tMaxC, d.tMinC, baseC), 0);
}

/**
 * The accumulation window shown on `today`: from 21 June to yesterday. Null from 1 January to
 * 20 June: the doc stops displaying after 31 December [P] until the next reset on 21 June.
 */
export function etiellaWindow(today: LocalDate): { from: LocalDate; to: LocalDate } | null {
  const start = seasonStartOnOrBefore(today, etiellaSeasonStart.month, etiellaSeasonStart.day);
  if (start.slice(0, 4) !== today.slice(0, 4)) return null;
  return { from: start, to: addDays(today, -1) };
}
