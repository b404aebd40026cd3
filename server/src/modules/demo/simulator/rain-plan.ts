import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { daysInMonth } from './climatology';
import { exponential4, noiseChannel, uniform4 } from './prng';
import type { StationProfile } from './station-profile';
import type { NetworkDay } from './synoptic-model';
import { regime, regimeStatistics } from './synoptic-regimes';
import { smoothstep } from './curves';

/**
 * Rain as a plan of events per station and synoptic day (metrics.md §6.9). Each event has a
 * start, an end, a total and a bursty cumulative profile; the tipping bucket is applied per
 * event (a tip each time the running total passes a 0.2 mm multiple), so rain over any window is
 * the difference of two tip counts. Readings and daily totals therefore agree exactly.
 */

export interface RainEvent {
  startMs: number;
  endMs: number;
  totalMm: number;
  /** Cumulative fraction of the total at equally spaced points from start (0) to end (1). */
  cumulative: Float64Array;
  /** How strongly the event cools and moistens the air (drizzle less than showers). */
  intensity: number;
}

export const tipMm = 0.2;
/** Mean amounts in "rain units" before the station's monthly scale (§6.9 event types). */
const mean = { bandMm: 5, showerMm: 0.9, rainBandMm: 6, drizzleMm: 0.5, convectiveMm: 12 };
const postFrontalShowerShare = 0.6;
const convectiveChance = 0.08;
const maxEventMm = 55;

function isConvectiveMonth(month: number): boolean {
  return month === 12 || month <= 3;
}

function drizzleChance(profile: StationProfile): number {
  return profile.climate.drizzleChance + (profile.maritime ? 0.15 : 0);
}

/**
 * The factor that turns rain units into mm so each month's expected total matches the station's
 * climatology: target / (days × expected units per day under the month's regime statistics).
 */
export function rainScaleByMonth(profile: StationProfile): number[] {
  const climate = profile.climate;
  return profile.monthlyRainMm.map((targetMm, i) => {
    const stats = regimeStatistics(i + 1);
    const unitsPerDay =
      stats.frontChance * (climate.frontalBandChance * mean.bandMm + climate.showersPerFront * mean.showerMm) +
      stats.postFrontalChance * postFrontalShowerShare * climate.showersPerFront * mean.showerMm +
      (stats.stationary[regime.rainBand] ?? 0) * climate.rainBandChance * 1.5 * mean.rainBandMm +
      (stats.stationary[regime.onshore] ?? 0) * drizzleChance(profile) * mean.drizzleMm +
      (isConvectiveMonth(i + 1) ? stats.preFrontalChance * convectiveChance * mean.convectiveMm : 0);
    return targetMm / ((daysInMonth[i] ?? 30) * unitsPerDay);
  });
}

function poisson(meanCount: number, u: number): number {
  let k = 0;
  let p = Math.exp(-meanCount);
  let cumulative = p;
  while (u > cumulative && k < 20) {
    k += 1;
    p *= meanCount / k;
    cumulative += p;
  }
  return k;
}

export interface RainPlanInput {
  stationKey: number;
  day: NetworkDay;
  nextDay: NetworkDay;
  dayStartMs: number;
  month: number;
  profile: StationProfile;
  scale: number;
}

/** Counter-based draws for one station-day's rain plan: each call takes the next counter. */
interface Draws {
  key: number;
  dayIndex: number;
  counter: number;
}

function next(draws: Draws): number {
  draws.counter += 1;
  return uniform4(draws.key, noiseChannel.rainEvent, draws.dayIndex, draws.counter);
}

function nextGamma2(draws: Draws): number {
  return (-Math.log(1 - next(draws)) - Math.log(1 - next(draws))) / 2;
}

function nextExponential(draws: Draws): number {
  return -Math.log(1 - next(draws));
}

function addEvent(
  events: RainEvent[],
  draws: Draws,
  event: { startMs: number; durationMs: number; mm: number; intensity: number; bursty: boolean },
): void {
  const id = draws.counter;
  const segments = event.bursty ? 6 : 3;
  const cumulative = new Float64Array(segments + 1);
  for (let i = 1; i <= segments; i += 1) {
    const weight = event.bursty
      ? 0.15 + exponential4(draws.key, noiseChannel.rainShape, draws.dayIndex, id * 16 + i)
      : 0.6 + 0.4 * uniform4(draws.key, noiseChannel.rainShape, draws.dayIndex, id * 16 + i);
    cumulative[i] = (cumulative[i - 1] ?? 0) + weight;
  }
  const sum = cumulative[segments] ?? 1;
  for (let i = 1; i <= segments; i += 1) cumulative[i] = (cumulative[i] ?? 0) / sum;
  // +0.1 mm offsets the tipping bucket's average loss of half a tip per event.
  const totalMm = Math.min(maxEventMm, event.mm + 0.1);
  // Light rain moistens and cools the air less than a downpour (full effect from ~1.5 mm/h).
  const meanRateMmH = totalMm / (event.durationMs / hourMs);
  events.push({
    startMs: event.startMs,
    endMs: event.startMs + event.durationMs,
    totalMm,
    cumulative,
    intensity: event.intensity * Math.min(1, 0.3 + (0.7 * meanRateMmH) / 1.5),
  });
}

function addShowers(
  events: RainEvent[],
  draws: Draws,
  fromMs: number,
  spanH: number,
  count: number,
  scale: number,
): void {
  for (let i = 0; i < count; i += 1) {
    const startMs = fromMs + spanH * next(draws) * hourMs;
    const durationMs = (5 + 25 * next(draws)) * minuteMs;
    const mm = mean.showerMm * nextExponential(draws) * scale;
    addEvent(events, draws, { startMs, durationMs, mm, intensity: 0.8, bursty: true });
  }
}

/** The rain events a station gets from one synoptic day; all lie within 48 h of the day's start. */
export function planRainEvents(input: RainPlanInput): RainEvent[] {
  const { day, nextDay, dayStartMs, profile, scale } = input;
  const climate = profile.climate;
  const events: RainEvent[] = [];
  const draws: Draws = { key: input.stationKey, dayIndex: day.dayIndex, counter: 0 };
  if (day.isFront) {
    const frontMs = day.transitionUtcMs + profile.frontDelayMs;
    if (next(draws) < climate.frontalBandChance) {
      const startMs = frontMs - 0.5 * next(draws) * hourMs;
      const durationMs = (1.5 + 4.5 * next(draws)) * hourMs;
      addEvent(events, draws, {
        startMs,
        durationMs,
        mm: mean.bandMm * nextGamma2(draws) * scale,
        intensity: 1,
        bursty: true,
      });
    }
    addShowers(events, draws, frontMs + 0.5 * hourMs, 13.5, poisson(climate.showersPerFront, next(draws)), scale);
  } else if (day.regime === regime.coldFront) {
    const count = poisson(postFrontalShowerShare * climate.showersPerFront, next(draws));
    addShowers(events, draws, dayStartMs + profile.frontDelayMs, 16, count, scale);
  } else if (day.regime === regime.rainBand) {
    if (next(draws) < climate.rainBandChance) {
      const count = next(draws) < 0.5 ? 2 : 1;
      for (let i = 0; i < count; i += 1) {
        const startMs = dayStartMs + profile.frontDelayMs / 2 + 18 * next(draws) * hourMs;
        const durationMs = (2 + 6 * next(draws)) * hourMs;
        const mm = mean.rainBandMm * nextGamma2(draws) * scale;
        addEvent(events, draws, { startMs, durationMs, mm, intensity: 1, bursty: true });
      }
    }
  } else if (day.regime === regime.onshore) {
    if (next(draws) < drizzleChance(profile)) {
      const startMs = dayStartMs + 10 * next(draws) * hourMs;
      const durationMs = (2 + 4 * next(draws)) * hourMs;
      const mm = mean.drizzleMm * nextExponential(draws) * scale;
      addEvent(events, draws, { startMs, durationMs, mm, intensity: 0.4, bursty: false });
    }
  } else if (day.regime === regime.preFrontal && nextDay.isFront && isConvectiveMonth(input.month)) {
    if (next(draws) < convectiveChance) {
      const startMs = dayStartMs + (14 + 7 * next(draws)) * hourMs;
      const durationMs = (15 + 30 * next(draws)) * minuteMs;
      const mm = mean.convectiveMm * nextExponential(draws) * scale;
      addEvent(events, draws, { startMs, durationMs, mm, intensity: 1, bursty: true });
    }
  }
  return events;
}

function tipsBy(event: RainEvent, atMs: number): number {
  if (atMs <= event.startMs) return 0;
  let accumulatedMm = event.totalMm;
  if (atMs < event.endMs) {
    const segments = event.cumulative.length - 1;
    const x = ((atMs - event.startMs) / (event.endMs - event.startMs)) * segments;
    const i = Math.floor(x);
    const low = event.cumulative[i] ?? 0;
    const high = event.cumulative[i + 1] ?? 1;
    accumulatedMm *= low + (high - low) * (x - i);
  }
  return Math.floor(accumulatedMm / tipMm + 1e-9);
}

/** Rain (mm, whole 0.2 mm tips) the gauge records in (fromMs, toMs]. */
export function rainMmBetween(events: readonly RainEvent[], fromMs: number, toMs: number): number {
  let tips = 0;
  for (const event of events) {
    if (event.endMs <= fromMs || event.startMs >= toMs) continue;
    tips += tipsBy(event, toMs) - tipsBy(event, fromMs);
  }
  return Math.round(tips * 2) / 10;
}

/** 0–1: how wet the air is from rain at an instant (ramps in over 20 min, out over 45 min). */
export function rainWetness(events: readonly RainEvent[], atMs: number): number {
  let wet = 0;
  for (const event of events) {
    if (event.totalMm < tipMm || atMs < event.startMs || atMs > event.endMs + 45 * minuteMs) continue;
    const ramp =
      smoothstep((atMs - event.startMs) / (20 * minuteMs)) * (1 - smoothstep((atMs - event.endMs) / (45 * minuteMs)));
    wet = Math.max(wet, ramp * event.intensity);
  }
  return wet;
}

/** Hours since rain last fell (0 while it rains), or Infinity when none is planned before. */
export function hoursSinceRain(events: readonly RainEvent[], atMs: number): number {
  let latestEndMs = -Infinity;
  for (const event of events) {
    if (event.totalMm < tipMm || event.startMs > atMs) continue;
    if (event.endMs >= atMs) return 0;
    latestEndMs = Math.max(latestEndMs, event.endMs);
  }
  return (atMs - latestEndMs) / hourMs;
}
