import { hoursSinceRain, rainMmBetween, rainWetness } from './rain-plan';
import { stationDay, type StationContext, type StationDay } from './station-day';

/**
 * The station days an instant depends on, and the rain seen from them: a night spans two local
 * days and a synoptic day's rain events can run up to two days on (rain-plan.ts).
 */

/** The four local days an instant can depend on: rain events reach two days on, nights span two days. */
export interface DayWindow {
  twoBefore: StationDay;
  before: StationDay;
  today: StationDay;
  after: StationDay;
}

/** Last window built per station: readings arrive in runs within a day, so this saves rebuilding it. */
const lastWindows = new WeakMap<StationContext, DayWindow>();

export function dayWindow(context: StationContext, dayIndex: number): DayWindow {
  const last = lastWindows.get(context);
  if (last && last.today.dayIndex === dayIndex && context.days.get(dayIndex) === last.today) return last;
  const window = {
    twoBefore: stationDay(context, dayIndex - 2),
    before: stationDay(context, dayIndex - 1),
    today: stationDay(context, dayIndex),
    after: stationDay(context, dayIndex + 1),
  };
  lastWindows.set(context, window);
  return window;
}

/** Rain wetness (0–1) from the events of the three synoptic days that can reach this instant. */
export function wetnessAt(days: DayWindow, atMs: number): number {
  return Math.max(
    rainWetness(days.twoBefore.rainEvents, atMs),
    rainWetness(days.before.rainEvents, atMs),
    rainWetness(days.today.rainEvents, atMs),
  );
}

/** Gauge rain (mm) in (fromMs, toMs] for a window ending on day `days.today`. */
export function rainInIntervalMm(days: DayWindow, fromMs: number, toMs: number): number {
  const tips =
    rainMmBetween(days.twoBefore.rainEvents, fromMs, toMs) +
    rainMmBetween(days.before.rainEvents, fromMs, toMs) +
    rainMmBetween(days.today.rainEvents, fromMs, toMs);
  return Math.round(tips * 10) / 10;
}

/** Hours since rain last fell at the station (0 while it rains), Infinity if none is planned. */
export function hoursSinceRainAt(days: DayWindow, atMs: number): number {
  return Math.min(
    hoursSinceRain(days.twoBefore.rainEvents, atMs),
    hoursSinceRain(days.before.rainEvents, atMs),
    hoursSinceRain(days.today.rainEvents, atMs),
  );
}
