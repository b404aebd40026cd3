/**
 * Rainfall totals (metrics.md §4.7): tipping-bucket rain per reading interval (mm), summed over
 * since 9 am (local clock, DST-aware), a rolling 24 h ending at the newest reading, and the last seven
 * completed 9am-days plus since 9 am. Missing is never zero: a window with no rain readings is null.
 * Partial windows are summed (rain is the §2.7 exception).
 */
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { addDays, dayMs, localDateAt, localTimeMs, type LocalDate } from '@mesonet/shared/time/local-time';
import { latestNineAmMs, nineAmDayOfReading } from './station-time';

/** Sum of rain_mm over readings in (startMs, endMs]; null when none of them carries rain. */
export function rainfallTotalMm(
  observations: readonly StationObservation[],
  startMs: number,
  endMs: number,
): number | null {
  let total: number | null = null;
  for (const o of observations) {
    if (o.observedAtMs <= startMs || o.observedAtMs > endMs) continue;
    const rain = o.channels.rain_mm;
    if (rain !== undefined) total = (total ?? 0) + rain;
  }
  return total;
}

/** A reset less than this old with no reading yet reads 0 rather than null. */
const freshResetMs = 30 * 60_000;

/**
 * Rain since the most recent 09:00 local. Right after the reset, before any reading has arrived, it
 * is 0 if the station has a gauge (its last reading carried rain), not missing.
 */
export function rainfallSince9amMm(
  observations: readonly StationObservation[],
  nowMs: number,
  timezone: string,
): number | null {
  const resetMs = latestNineAmMs(nowMs, timezone);
  const total = rainfallTotalMm(observations, resetMs, nowMs);
  if (total !== null) return total;
  const readingsSinceReset = observations.some((o) => o.observedAtMs > resetMs && o.observedAtMs <= nowMs);
  const hasGauge = observations.some((o) => o.observedAtMs <= resetMs && o.channels.rain_mm !== undefined);
  return !readingsSinceReset && hasGauge && nowMs - resetMs <= freshResetMs ? 0 : null;
}

/** Rolling 24 h ending at `endMs` (the newest reading) [P]. */
export function rainfallLast24hMm(observations: readonly StationObservation[], endMs: number): number | null {
  return rainfallTotalMm(observations, endMs - dayMs, endMs);
}

/** Seven completed 9am-days plus since 9 am [P]: from 09:00 seven local days before the last 09:00. */
export function rainfallLast7DaysMm(
  observations: readonly StationObservation[],
  nowMs: number,
  timezone: string,
): number | null {
  const lastNineAm = latestNineAmMs(nowMs, timezone);
  const startDate = addDays(localDateAt(lastNineAm, timezone), -7);
  return rainfallTotalMm(observations, localTimeMs(startDate, 9, timezone), nowMs);
}

/** 9am-day totals labelled by their end date (BoM), for every 9am-day with a rain reading. */
export function nineAmDayRainfallMm(
  observations: readonly StationObservation[],
  timezone: string,
): Map<LocalDate, number> {
  const totals = new Map<LocalDate, number>();
  for (const o of observations) {
    const rain = o.channels.rain_mm;
    if (rain === undefined) continue;
    const day = nineAmDayOfReading(o.observedAtMs, timezone);
    totals.set(day, (totals.get(day) ?? 0) + rain);
  }
  return totals;
}
