/**
 * Red-legged earth mite status, `rlem`, code 0–5 (metrics.md §4.21) [S components, P combined status]:
 * - Autumn hatch, cesar (McDonald et al. 2015, cesar RLEM-hatch `calc_hatch`): on day d, hatch is
 *   predicted when the rain over the 5 days d−14…d−10 exceeds 5 mm and the 10-day mean of the mean
 *   daytime temperature MDT = Tmax − (Tmax − Tmin)/4 over d−9…d is below 16 °C (SA); the predicted
 *   date is d + 8·P/10 days, P = Σ max(0, MDT − 19) over the same 10 days.
 * - Spring TIMERITE® date per station (month and day); defaults 25 September (Mid North, Mallee,
 *   Riverland) or 5 October (Limestone Coast, Fleurieu), flagged "approx.".
 *
 * Codes: 0 dormant · 1 hatch trigger met (rain, waiting for cool) · 2 hatch predicted, for 21 days from
 * the predicted date · 3 mites active · 4 TIMERITE window (date − 14 d … date) · 5 diapause eggs being
 * laid (after the date until 30 Nov). The cycle restarts at 0 on 1 December.
 */
import {
  addDays,
  daysBetween,
  formatLocalDate,
  parseLocalDate,
  seasonStartOnOrBefore,
  type LocalDate,
} from '@mesonet/shared/time/local-time';

export type RlemStatus = 0 | 1 | 2 | 3 | 4 | 5;

export interface MonthDay {
  month: number;
  day: number;
}

export interface RlemDay {
  localDate: LocalDate;
  tMaxC: number;
  tMinC: number;
  /** 9am-day rain; null (missing) counts as no rain. */
  rainMm: number | null;
}

/** Mean daytime temperature (cesar): MDT = Tmax − (Tmax − Tmin)/4. */
export function meanDaytimeTemperatureC(tMaxC: number, tMinC: number): number {
  return tMaxC - (tMaxC - tMinC) / 4;
}

/** South-eastern Australia's cold trigger (WA uses 20.5 °C). */
export const hatchColdTriggerC = 16;
export const hatchRainTriggerMm = 5;
/** Days a rain trigger waits for the cold trigger before it is reset (a false break) [P]. */
export const rainTriggerResetDays = 30;
export const hatchMonitorDays = 21;

/**
 * Default TIMERITE date from the station's position [P]: 5 October for the Limestone Coast (south of
 * 35.85° S) and the Fleurieu (McLaren Vale, Langhorne Creek), 25 September elsewhere. The boxes follow
 * the station regions of stations.json. A per-station date from the official tool should replace it.
 */
export function defaultTimeriteDate(latitudeDeg: number, longitudeDeg: number): MonthDay {
  const limestoneCoast = latitudeDeg <= -35.85;
  const fleurieu = (latitudeDeg <= -35.1 && longitudeDeg <= 139.0) || (latitudeDeg <= -35.2 && longitudeDeg <= 139.4);
  return limestoneCoast || fleurieu ? { month: 10, day: 5 } : { month: 9, day: 25 };
}

/** 1 December on or before `today`: the start of the RLEM cycle. */
export function rlemCycleStart(today: LocalDate): LocalDate {
  return seasonStartOnOrBefore(today, 12, 1);
}

/** First date whose data the status needs: the cycle start minus the 14-day rain look-back. */
export function rlemFirstDataDate(today: LocalDate): LocalDate {
  return addDays(rlemCycleStart(today), -14);
}

/**
 * The status on `today` from daily weather up to yesterday (ascending; dates absent count as missing:
 * no rain, and no hatch test on a 10-day window that lacks temperatures).
 */
export function rlemStatus(days: readonly RlemDay[], today: LocalDate, timerite: MonthDay): RlemStatus {
  const cycleStart = rlemCycleStart(today);
  const timeriteDate = formatLocalDate(parseLocalDate(cycleStart).year + 1, timerite.month, timerite.day);
  if (today >= addDays(timeriteDate, -14) && today <= timeriteDate) return 4;
  if (today > timeriteDate) return 5;

  const byDate = new Map(days.map((d) => [d.localDate, d]));
  const rainOver = (from: LocalDate, count: number) =>
    Array.from({ length: count }, (_, i) => byDate.get(addDays(from, i))?.rainMm ?? 0).reduce((a, b) => a + b, 0);

  let rainTriggerDate: LocalDate | null = null;
  let hatchDate: LocalDate | null = null;
  for (let d = cycleStart; d < today && hatchDate === null; d = addDays(d, 1)) {
    if (rainTriggerDate !== null && daysBetween(rainTriggerDate, d) > rainTriggerResetDays) rainTriggerDate = null;
    if (rainTriggerDate === null && rainOver(addDays(d, -4), 5) > hatchRainTriggerMm) rainTriggerDate = d;

    const coldWindow = Array.from({ length: 10 }, (_, i) => byDate.get(addDays(d, i - 9)));
    if (coldWindow.some((day) => day === undefined)) continue;
    const mdt = coldWindow.map((day) => meanDaytimeTemperatureC(day!.tMaxC, day!.tMinC));
    const meanMdt = mdt.reduce((a, b) => a + b, 0) / mdt.length;
    if (rainOver(addDays(d, -14), 5) > hatchRainTriggerMm && meanMdt < hatchColdTriggerC) {
      const penalty = mdt.reduce((sum, t) => sum + Math.max(0, t - 19), 0);
      hatchDate = addDays(d, Math.round((8 * penalty) / 10));
    }
  }
  if (hatchDate !== null) {
    if (today < hatchDate) return 1;
    return daysBetween(hatchDate, today) < hatchMonitorDays ? 2 : 3;
  }
  return rainTriggerDate !== null ? 1 : 0;
}
