/**
 * The points of a season graph: one per local day at that day's midnight, over the season window
 * (sowing to harvest, or to now while the season runs), from the season's clock (season-phenology.ts),
 * the station's 9am-day rain and its hourly temperature extremes (frost nights, metrics.md §4.15).
 */
import type { DataViewQuery } from '@mesonet/shared/contracts/data-views.schema';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import type { SeasonDataViewDefinition } from '@mesonet/shared/growing-seasons/season-data-views';
import { minWindowCoverage } from '../metrics/calculators/frost-hours';
import {
  addDays,
  calendarDayBoundsMs,
  datesFromTo,
  localDateAt,
  localMidnightMs,
  type LocalDate,
} from '@mesonet/shared/time/local-time';
import { nineAmDayBoundsMs } from '../metrics/calculators/station-time';
import type { SeasonState } from './season-steps';
import { hourBelowThreshold, seasonFrostThresholdsC } from './season-phenology';

export interface SeasonWindow {
  fromMs: number;
  toMs: number;
  /** The earliest a graph may show: the sowing date's midnight, or the plan window's start when later. */
  earliestMs: number;
  /** The season's end so far: the end of the harvest date, or now. */
  latestMs: number;
}

/**
 * The requested from/to clamped into the season and the plan's window (`planStartMs`, null for extended
 * history: data-view-window.ts); without them all of that so far.
 */
export function seasonWindow(
  state: Pick<SeasonState, 'row' | 'timezoneName'>,
  nowMs: number,
  query: Pick<DataViewQuery, 'from' | 'to'>,
  planStartMs: number | null,
): SeasonWindow {
  const sowingMs = localMidnightMs(state.row.sowingDate, state.timezoneName);
  const harvestEndMs =
    state.row.harvestDate === null ? nowMs : calendarDayBoundsMs(state.row.harvestDate, state.timezoneName).endMs;
  const endMs = Math.max(sowingMs, Math.min(nowMs, harvestEndMs));
  const startMs = Math.min(endMs, Math.max(sowingMs, planStartMs ?? sowingMs));
  const clamp = (ms: number) => Math.min(endMs, Math.max(startMs, ms));
  const toMs = clamp(query.to === undefined ? endMs : Date.parse(query.to));
  const fromMs = Math.min(toMs, clamp(query.from === undefined ? startMs : Date.parse(query.from)));
  return { fromMs, toMs, earliestMs: startMs, latestMs: endMs };
}

type HourlyExtremes = (fromMs: number, toMs: number) => Promise<{ hourEndMs: number; minC: number; maxC: number }[]>;

/** Hours of a frost night (24 h to 09:00) that must have data for its total to count (§2.7: 80 %). */
const minFrostNightHours = Math.ceil(minWindowCoverage * 24);

/**
 * Hours below each threshold per frost night ending at 09:00 on each date, estimated from hourly
 * extremes; null for a night with too few hours of data.
 */
export function frostNightHours(
  nights: readonly LocalDate[],
  hours: readonly { hourEndMs: number; minC: number; maxC: number }[],
  timezone: string,
  thresholdC: number,
): (number | null)[] {
  return nights.map((night) => {
    const { startMs, endMs } = nineAmDayBoundsMs(night, timezone);
    const inNight = hours.filter((h) => h.hourEndMs > startMs && h.hourEndMs <= endMs);
    if (inNight.length < minFrostNightHours) return null;
    return inNight.reduce((sum, hour) => sum + hourBelowThreshold(hour, thresholdC), 0);
  });
}

function runningTotal(values: readonly (number | null)[]): number[] {
  let total = 0;
  return values.map((v) => (total += v ?? 0));
}

/** The first date whose midnight lies in the window: the first day a graph of it needs. */
export function firstDateOfWindow(window: Pick<SeasonWindow, 'earliestMs'>, timezone: string): LocalDate {
  const date = localDateAt(window.earliestMs, timezone);
  return localMidnightMs(date, timezone) < window.earliestMs ? addDays(date, 1) : date;
}

/**
 * The points of each of the view's series, by series id, within the window. Rain accumulates from the
 * state's first date: the sowing date, or the plan window's first day.
 */
export async function seasonChartSeries(
  view: SeasonDataViewDefinition,
  state: SeasonState,
  window: SeasonWindow,
  hourlyExtremes: HourlyExtremes,
): Promise<Map<string, SeriesPoint[]>> {
  const tz = state.timezoneName;
  const at = (date: LocalDate) => localMidnightMs(date, tz);
  const inWindow = (points: SeriesPoint[]) => points.filter(([t]) => t >= window.fromMs && t <= window.toMs);
  const clockDays = state.clock?.days ?? [];
  const out = new Map<string, SeriesPoint[]>();
  // Frost nights end at 09:00: only those over by the season's end so far.
  const nights = datesFromTo(addDays(state.row.sowingDate, 1), addDays(state.lastDate, 1)).filter(
    (night) =>
      nineAmDayBoundsMs(night, tz).endMs <= window.latestMs && at(night) >= window.fromMs && at(night) <= window.toMs,
  );
  let hours: ReturnType<HourlyExtremes> | null = null;
  const nightHours = () => {
    const first = nights[0];
    const last = nights.at(-1);
    hours ??=
      first && last
        ? hourlyExtremes(nineAmDayBoundsMs(first, tz).startMs, nineAmDayBoundsMs(last, tz).endMs)
        : Promise.resolve([]);
    return hours;
  };
  for (const series of view.series) {
    switch (series.id) {
      case 'thermal_time':
        out.set(series.id, inWindow(clockDays.map((d) => [at(d.localDate), d.thermalTimeCd])));
        break;
      case 'vernalisation_time':
        out.set(series.id, inWindow(clockDays.map((d) => [at(d.localDate), d.vernalDays])));
        break;
      case 'adjusted_thermal_time':
        out.set(series.id, inWindow(clockDays.map((d) => [at(d.localDate), d.adjustedThermalTimeCd])));
        break;
      case 'rainfall':
      case 'rainfall_accumulated': {
        const byDate = new Map(state.dailyRows.map((d) => [d.localDate, d.rainMm]));
        const dates = datesFromTo(state.fromDate, state.lastDate);
        const daily = dates.map((d) => byDate.get(d) ?? null);
        const values = series.id === 'rainfall' ? daily : runningTotal(daily);
        out.set(series.id, inWindow(dates.map((d, i) => [at(d), values[i] ?? null])));
        break;
      }
      default: {
        const thresholdC = seasonFrostThresholdsC[series.id as keyof typeof seasonFrostThresholdsC];
        if (thresholdC === undefined) break;
        const values = frostNightHours(nights, await nightHours(), tz, thresholdC);
        out.set(series.id, inWindow(nights.map((night, i) => [at(night), values[i] ?? null])));
      }
    }
  }
  return out;
}
