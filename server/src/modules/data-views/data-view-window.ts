/**
 * The time window of a data view: what the viewer's plan allows, what the view opens on, and the
 * requested from/to clamped into it. Pure; windows are in the site's time zone (metrics.md §0.4).
 *
 * Sources: spec §9 "Graphs: default window last 2 days"; spec §2 windows 48-Hour, 7-Day (daily
 * rainfall), 3-Month (monthly rainfall), 3-Year (yearly rainfall), All Time (extended history);
 * rain days 09:00 to 09:00 labelled by their end date (metrics.md §4.7).
 */
import type { HistoryKey, NormalHistoryKey } from '@mesonet/shared/data-views/data-view-catalogue';
import {
  addDays,
  formatLocalDate,
  hourMs,
  localDateAt,
  localMidnightMs,
  parseLocalDate,
  type LocalDate,
} from '@mesonet/shared/time/local-time';
import { nineAmDayBoundsMs, nineAmDayOfReading } from '../metrics/calculators/station-time';

/**
 * Start of a normal window ending at `nowMs`: 48 hours; the last 7 rain days, today's included; the
 * last 3 calendar months or years, the current one included.
 */
export function historyStartMs(history: NormalHistoryKey, nowMs: number, timezone: string): number {
  const today = parseLocalDate(localDateAt(nowMs, timezone));
  switch (history) {
    case '48h':
      return nowMs - 48 * hourMs;
    case '7d':
      return nineAmDayBoundsMs(addDays(nineAmDayOfReading(nowMs, timezone), -6), timezone).startMs;
    case '3m':
      return localMidnightMs(formatLocalDate(today.year, today.month - 2, 1), timezone);
    case '3y':
      return localMidnightMs(formatLocalDate(today.year - 2, 1, 1), timezone);
  }
}

export interface ResolvedWindow {
  fromMs: number;
  toMs: number;
  history: HistoryKey;
  /** The earliest time the viewer may ask for: the plan's limit, or the first data under 'all'. */
  earliestMs: number | null;
}

/**
 * The window to answer with. Without from/to a view opens on its normal window (a graph on the last
 * 48 hours, daily rainfall on 7 days…) even with extended history. A requested from/to is clamped to
 * [plan's earliest, now], never refused; under 'all' a start before the first data moves up to it.
 * Both ends are inclusive.
 */
export function resolveWindow(input: {
  history: HistoryKey;
  normal: NormalHistoryKey;
  nowMs: number;
  timezone: string;
  requestedFromMs?: number;
  requestedToMs?: number;
  /** The first reading (or rain day start) of the site; null without data. */
  firstDataMs: number | null;
}): ResolvedWindow {
  const { history, nowMs, timezone, firstDataMs } = input;
  const planStartMs = history === 'all' ? null : historyStartMs(history, nowMs, timezone);
  const lowerMs = planStartMs ?? (firstDataMs === null ? -Infinity : Math.min(firstDataMs, nowMs));
  const clamp = (ms: number) => Math.min(nowMs, Math.max(lowerMs, ms));
  const toMs = clamp(input.requestedToMs ?? nowMs);
  const fromMs = Math.min(toMs, clamp(input.requestedFromMs ?? historyStartMs(input.normal, nowMs, timezone)));
  return { fromMs, toMs, history, earliestMs: planStartMs ?? firstDataMs };
}

/** The rain days a window covers: the one starting at (or holding) `fromMs` to the one holding `toMs`. */
export function rainDaysOfWindow(
  window: Pick<ResolvedWindow, 'fromMs' | 'toMs'>,
  timezone: string,
): { first: LocalDate; last: LocalDate } {
  return { first: nineAmDayOfReading(window.fromMs + 1, timezone), last: nineAmDayOfReading(window.toMs, timezone) };
}
