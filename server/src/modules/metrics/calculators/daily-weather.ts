/**
 * Daily weather rows from raw readings, and the gap filling of daily temperature series for the
 * season accumulators (metrics.md §4.16 "Daily Tmax/Tmin", §2.7 completeness, §0.4 rain day).
 * - Tmax/Tmin: local calendar day (00–24, readings in (midnight, next midnight]); null when readings
 *   (bridging gaps ≤ 30 min) cover less than 80 % of the day.
 * - Rain: the 9am-day ending at 09:00 on that date (BoM), partial sums allowed, null without readings.
 */
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { maxBridgedGapMs, minWindowCoverage } from './frost-hours';
import { nineAmDayRainfallMm } from './rainfall';
import { calendarDayBoundsMs, datesFromTo, daysBetween, type LocalDate } from '@mesonet/shared/time/local-time';
import { calendarDayOfReading, nineAmDayBoundsMs } from './station-time';

export interface DailyWeatherRow {
  localDate: LocalDate;
  tMaxC: number | null;
  tMinC: number | null;
  rainMm: number | null;
}

/** Time in (start, end] covered by readings: each reading covers back to its predecessor if ≤ 30 min. */
function coveredMs(times: readonly number[], startMs: number, endMs: number): number {
  let covered = 0;
  for (let i = 1; i < times.length; i++) {
    const span = times[i]! - times[i - 1]!;
    if (span <= 0 || span > maxBridgedGapMs) continue;
    covered += Math.max(0, Math.min(times[i]!, endMs) - Math.max(times[i - 1]!, startMs));
  }
  return covered;
}

/** One row per local date from the first to the last reading (ascending readings). */
export function dailyWeatherRows(observations: readonly StationObservation[], timezone: string): DailyWeatherRow[] {
  const first = observations[0];
  const last = observations.at(-1);
  if (!first || !last) return [];
  const rain = nineAmDayRainfallMm(observations, timezone);
  const withTemp = observations.filter((o) => o.channels.air_temp_1_2m !== undefined);
  const byDay = new Map<LocalDate, StationObservation[]>();
  for (const o of withTemp) {
    const day = calendarDayOfReading(o.observedAtMs, timezone);
    const list = byDay.get(day);
    if (list) list.push(o);
    else byDay.set(day, [o]);
  }
  const times = withTemp.map((o) => o.observedAtMs);
  return datesFromTo(
    calendarDayOfReading(first.observedAtMs, timezone),
    calendarDayOfReading(last.observedAtMs, timezone),
  ).map((localDate) => {
    const { startMs, endMs } = calendarDayBoundsMs(localDate, timezone);
    const readings = byDay.get(localDate) ?? [];
    const complete = coveredMs(times, startMs, endMs) >= minWindowCoverage * (endMs - startMs);
    const temps = readings.map((o) => o.channels.air_temp_1_2m!);
    return {
      localDate,
      tMaxC: complete && temps.length > 0 ? Math.max(...temps) : null,
      tMinC: complete && temps.length > 0 ? Math.min(...temps) : null,
      rainMm: rain.get(localDate) ?? null,
    };
  });
}

export interface FilledDay {
  localDate: LocalDate;
  tMaxC: number;
  tMinC: number;
  /** True when the day was missing and filled from its neighbours (flag it). */
  filled: boolean;
}

/** How many neighbouring valid days fill a missing one (§4.16: "the 5-day mean"). */
const fillFromNearestDays = 5;

/**
 * The daily temperatures of every date from `from` to `to`, with missing days filled by the mean of
 * the 5 nearest valid days (§4.16, §4.20 [P]; no neighbouring station is available here). Null when
 * fewer than 80 % of the days have their own data (§2.7). An empty range gives an empty list.
 */
export function filledDailyTemperatures(
  rows: readonly { localDate: LocalDate; tMaxC: number | null; tMinC: number | null }[],
  from: LocalDate,
  to: LocalDate,
): FilledDay[] | null {
  const dates = datesFromTo(from, to);
  if (dates.length === 0) return [];
  const known = new Map<LocalDate, { tMaxC: number; tMinC: number }>();
  for (const row of rows) {
    if (row.tMaxC !== null && row.tMinC !== null) known.set(row.localDate, { tMaxC: row.tMaxC, tMinC: row.tMinC });
  }
  const valid = dates.filter((d) => known.has(d));
  if (valid.length < minWindowCoverage * dates.length) return null;
  return dates.map((localDate) => {
    const own = known.get(localDate);
    if (own) return { localDate, ...own, filled: false };
    const nearest = [...valid]
      .sort((a, b) => Math.abs(daysBetween(localDate, a)) - Math.abs(daysBetween(localDate, b)))
      .slice(0, fillFromNearestDays)
      .map((d) => known.get(d)!);
    return {
      localDate,
      tMaxC: nearest.reduce((s, d) => s + d.tMaxC, 0) / nearest.length,
      tMinC: nearest.reduce((s, d) => s + d.tMinC, 0) / nearest.length,
      filled: true,
    };
  });
}

/** Slack when deciding whether readings cover a 9am-day from its start (one long reading interval). */
const readingSpanSlackMs = 30 * 60_000;

/**
 * Stored daily rows, overridden field by field by rows recomputed from recent readings (fresher). A
 * recomputed rain total only counts for a 9am-day the readings cover from its start, so a partial
 * first day never replaces a complete stored total; temperatures are already null under 80 % coverage.
 */
export function mergeDailyRows(
  stored: readonly DailyWeatherRow[],
  recomputed: readonly DailyWeatherRow[],
  firstReadingMs: number,
  timezone: string,
): DailyWeatherRow[] {
  const byDate = new Map(stored.map((d) => [d.localDate, { ...d }]));
  for (const row of recomputed) {
    const base = byDate.get(row.localDate) ?? { localDate: row.localDate, tMaxC: null, tMinC: null, rainMm: null };
    const wholeRainDay = nineAmDayBoundsMs(row.localDate, timezone).startMs >= firstReadingMs - readingSpanSlackMs;
    byDate.set(row.localDate, {
      localDate: row.localDate,
      tMaxC: row.tMaxC ?? base.tMaxC,
      tMinC: row.tMinC ?? base.tMinC,
      rainMm: (wholeRainDay ? row.rainMm : null) ?? base.rainMm,
    });
  }
  return [...byDate.values()].sort((a, b) => (a.localDate < b.localDate ? -1 : 1));
}
