import { reportingIntervalMinutes, type RawChannels, type StationType } from '@mesonet/shared/stations/raw-channels';
import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { dayIndexOfIsoDate, localClockUtcMs, localDayIndex, localMidnightUtcMs } from './day-index';
import { hash4, hashString } from './prng';
import { alwaysReportingDemoSlugs, demoStations } from '../demo-stations';
import { sensorReading } from './sensor-channels';
import { minimumOffsetH, partonLoganLagH, createStationContext, type StationContext } from './station-day';
import { createOutageSchedule } from './station-outages';
import { stationProfile } from './station-profile';
import { dayWindow, rainInIntervalMm, wetnessAt, type DayWindow } from './day-window';
import { coreScreenTemperatureC } from './screen-temperature';
import { weatherAt } from './station-weather';
import { createSynopticModel, type SynopticModel } from './synoptic-model';

/**
 * A physically plausible, deterministic weather generator for the South Australian demo
 * network (metrics.md §6). Pure: no clock, no I/O, no stored state beyond memo caches, so any
 * reading can be regenerated from (seed, station, time) alone.
 */

export interface SimulatedStation {
  slug: string;
  name: string;
  region: string;
  lat: number;
  lng: number;
  awsType: StationType;
  elevationM: number;
  network: string;
}

export interface DailyWeatherSummary {
  tMaxC: number;
  tMinC: number;
  rainMm: number;
}

export interface WeatherSimulator {
  /** The reading a station reports for the interval ending at `observedAtMs` (aligned to its cadence), or null when it drops out. Only the channels its type measures (metrics.md §1.2). Same inputs → same output, whatever was asked before. */
  observation(station: SimulatedStation, observedAtMs: number): RawChannels | null;
  /** Interval ends (UTC ms, aligned to the type's cadence) in (fromMs, toMs]. */
  reportTimes(station: SimulatedStation, fromMs: number, toMs: number): number[];
  /** Fast daily summary for long backfills without generating every reading: local calendar day (Australia/Adelaide) max/min 1.2 m temperature and the 9am-day rain total ending 09:00 on that date; consistent in climate with `observation` (same regimes, same rain plan) though not necessarily identical to summing readings. */
  dailySummary(station: SimulatedStation, localDate: string): DailyWeatherSummary;
  /** True when the station is in a long outage at that time (so it goes stale on the map). */
  isOffline(station: SimulatedStation, atMs: number): boolean;
}

/** Reporting interval of a station type, in ms. */
export function reportingIntervalMs(awsType: StationType): number {
  return reportingIntervalMinutes[awsType] * minuteMs;
}

function sameSite(a: SimulatedStation, b: SimulatedStation): boolean {
  return (
    a.slug === b.slug &&
    a.region === b.region &&
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.awsType === b.awsType &&
    a.elevationM === b.elevationM
  );
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The instants of a local day at which its screen temperature may peak or bottom out: midnight at both
 * ends, around the Parton–Logan minimum and maximum, either side of a front and a sea breeze's arrival.
 */
function extremeCandidateTimes(
  context: StationContext,
  days: DayWindow,
  dayIndex: number,
  synoptic: SynopticModel,
): number[] {
  const { today } = days;
  const startMs = localMidnightUtcMs(dayIndex);
  const endMs = localMidnightUtcMs(dayIndex + 1) - minuteMs;
  const minimumMs = today.sun.sunriseUtcMs + minimumOffsetH * hourMs;
  const maximumMs = minimumMs + ((today.sun.dayLengthH + 2 * partonLoganLagH) / 2) * hourMs;
  const candidates = [
    startMs,
    endMs,
    minimumMs - 0.5 * hourMs,
    minimumMs,
    minimumMs + 0.75 * hourMs,
    maximumMs - 2 * hourMs,
    maximumMs - hourMs,
    maximumMs,
    maximumMs + hourMs,
  ];
  for (const k of [dayIndex - 1, dayIndex]) {
    const networkDay = synoptic.day(k);
    const frontMs = networkDay.transitionUtcMs + context.profile.frontDelayMs;
    if (networkDay.isFront) candidates.push(frontMs - 0.25 * hourMs, frontMs + hourMs);
  }
  if (today.seaBreeze) candidates.push(today.seaBreeze.arrivalUtcMs - 10 * minuteMs);
  for (const k of [dayIndex - 1, dayIndex]) {
    const networkDay = synoptic.day(k);
    const frontMs = networkDay.transitionUtcMs + context.profile.frontDelayMs;
    if (networkDay.isFront) candidates.push(frontMs - 0.25 * hourMs, frontMs + hourMs);
  }
  if (today.seaBreeze) candidates.push(today.seaBreeze.arrivalUtcMs - 10 * minuteMs);
  return candidates;
}

/** Creates a simulator; the integer part of `seed` (mod 2³²) selects the weather history. */
export function createWeatherSimulator(options: { seed: number }): WeatherSimulator {
  const seed = options.seed;
  const synoptic = createSynopticModel(seed);
  const outages = createOutageSchedule(
    seed,
    demoStations.map((station) => station.slug),
    alwaysReportingDemoSlugs,
  );
  const contexts = new Map<string, StationContext>();

  function contextOf(station: SimulatedStation): StationContext {
    const found = contexts.get(station.slug);
    if (found && (found.profile.station === station || sameSite(found.profile.station, station))) return found;
    const created = createStationContext(
      stationProfile({ ...station }),
      hash4(seed, hashString(station.slug), 0x57a7, 0),
      synoptic,
    );
    contexts.set(station.slug, created);
    return created;
  }

  function observation(station: SimulatedStation, observedAtMs: number): RawChannels | null {
    const context = contextOf(station);
    const intervalMs = reportingIntervalMs(station.awsType);
    if (outages.isOffline(station.slug, context.key, observedAtMs)) return null;
    if (outages.isDroppedOut(context.key, observedAtMs, intervalMs)) return null;
    // Means describe the interval, so the air is sampled at its middle; rain is the interval's total.
    const middleMs = observedAtMs - intervalMs / 2;
    const middleDay = localDayIndex(middleMs);
    const days = dayWindow(context, middleDay);
    const endDay = localDayIndex(observedAtMs);
    const rainDays = endDay === middleDay ? days : dayWindow(context, endDay);
    return sensorReading({
      type: station.awsType,
      context,
      days,
      state: weatherAt(context, days, middleMs, intervalMs),
      rainMm: rainInIntervalMm(rainDays, observedAtMs - intervalMs, observedAtMs),
      observedAtMs,
      intervalMs,
    });
  }

  function reportTimes(station: SimulatedStation, fromMs: number, toMs: number): number[] {
    const intervalMs = reportingIntervalMs(station.awsType);
    const times: number[] = [];
    for (let t = Math.floor(fromMs / intervalMs) * intervalMs + intervalMs; t <= toMs; t += intervalMs) times.push(t);
    return times;
  }

  function dailySummary(station: SimulatedStation, localDate: string): DailyWeatherSummary {
    const context = contextOf(station);
    const dayIndex = dayIndexOfIsoDate(localDate);
    const days = dayWindow(context, dayIndex);
    const startMs = localMidnightUtcMs(dayIndex);
    const endMs = localMidnightUtcMs(dayIndex + 1) - minuteMs;
    const candidates = extremeCandidateTimes(context, days, dayIndex, synoptic);
    let tMaxC = -Infinity;
    let tMinC = Infinity;
    for (const atMs of candidates) {
      if (atMs < startMs || atMs > endMs) continue;
      const airmassC = synoptic.airmassAt(atMs - context.profile.frontDelayMs);
      const temperatureC = coreScreenTemperatureC(days, airmassC, wetnessAt(days, atMs), atMs);
      tMaxC = Math.max(tMaxC, temperatureC);
      tMinC = Math.min(tMinC, temperatureC);
    }
    const rainMm = rainInIntervalMm(days, localClockUtcMs(dayIndex - 1, 9), localClockUtcMs(dayIndex, 9));
    return { tMaxC: roundTenth(tMaxC), tMinC: roundTenth(tMinC), rainMm };
  }

  function isOffline(station: SimulatedStation, atMs: number): boolean {
    return outages.isOffline(station.slug, contextOf(station).key, atMs);
  }

  return { observation, reportTimes, dailySummary, isOffline };
}
