import { describe, expect, it } from 'vitest';
import type { SprayReading, TurbulenceOutlook } from './spray-conditions';
import { defaultSprayLimits } from './spray-limits';
import {
  maxWindowHorizonMs,
  nextLikelyWindow,
  nextSprayWindowText,
  type NextSprayWindow,
  type SprayOutlook,
} from './next-spray-window';

const minute = 60_000;
const hour = 60 * minute;
const zone = 'Australia/Adelaide';
/** ACST (UTC+9:30) all June. */
const acstMs = 570 * minute;
/** Adelaide local clock time on 15 June 2026 as an instant. */
const local = (hh: number, mm = 0, dayOffset = 0) => Date.UTC(2026, 5, 15 + dayOffset, hh, mm) - acstMs;
const minuteOfDay = (ms: number) => Math.round(((((ms + acstMs) % (24 * hour)) + 24 * hour) % (24 * hour)) / minute);
const at = (hh: number, mm = 0) => hh * 60 + mm;

/** A mixed, breezy, mild reading; the night's calm hazardous inversion; a humid spell (delta T 1.5). */
const mixed = { deltaTC: 5, windSpeed2mKmh: 8, inversionState: 'none', sigmaW10Ms: 0.5 } as const;
const night = { deltaTC: 3, windSpeed2mKmh: 1, inversionState: 'hazardous', sigmaW10Ms: 0.05 } as const;
const humid = { ...mixed, deltaTC: 1.5 } as const;
type Weather = typeof mixed | typeof night | typeof humid;

/** Two days of 10-minute readings to `nowMs`; `weather` gives each one's, by local minute and days before 15 June. */
function history(nowMs: number, weather: (minuteOfDay: number, daysBack: number) => Weather | null): SprayReading[] {
  const readings: SprayReading[] = [];
  for (let atMs = nowMs - 48 * hour; atMs <= nowMs; atMs += 10 * minute) {
    const daysBack = Math.round((local(0) - (atMs - minuteOfDay(atMs) * minute)) / (24 * hour));
    const w = weather(minuteOfDay(atMs), daysBack);
    if (w === null) continue;
    readings.push({ atMs, temperatureC: 18, windSpeed10mKmh: 12, rainMm: 0, ...w });
  }
  return readings;
}

/** Good from 07:40 to 18:00 every day, a calm inversion at night. */
const usualDay = (m: number): Weather => (m >= at(7, 40) && m < at(18) ? mixed : night);

const outlook = (sigmaWMs: number | null): SprayOutlook => ({
  awsType: 'standard',
  turbulenceIn2h: { basis: 'forecast', sigmaWMs } satisfies TurbulenceOutlook,
});

const windowAt = (
  nowMs: number,
  weather: (m: number, daysBack: number) => Weather | null,
  forecastSigmaWMs: number,
  horizonMs?: number,
) => nextLikelyWindow(history(nowMs, weather), outlook(forecastSigmaWMs), defaultSprayLimits, nowMs, horizonMs);

// Method (next-spray-window.ts): the verdict now; no window before the end of a forecast hazard
// (σw +2 h, metrics.md §4.12); then the same verdict 24 h and 48 h earlier, with the σw measured 2 h
// after them, good for 30 min on both days; 'unknown' when more than 20 % of the horizon has no data (§2.7).
describe('nextLikelyWindow', () => {
  it.each<[string, number, (m: number, d: number) => Weather | null, number, number | undefined, NextSprayWindow]>([
    ['good now', local(12), usualDay, 0.5, undefined, { kind: 'now', horizonMs: 12 * hour }],
    [
      'at night: when the last two mornings turned good',
      local(22),
      usualDay,
      0.05,
      undefined,
      { kind: 'likely_from', atMs: local(7, 40, 1), horizonMs: 12 * hour },
    ],
    [
      'at night, looking only 2 h ahead',
      local(22),
      usualDay,
      0.05,
      2 * hour,
      { kind: 'not_within_horizon', horizonMs: 2 * hour },
    ],
    [
      'the later of the two mornings',
      local(22),
      (m, d) => (d === 1 && m < at(8, 30) ? night : usualDay(m)),
      0.05,
      undefined,
      { kind: 'likely_from', atMs: local(8, 30, 1), horizonMs: 12 * hour },
    ],
    [
      'not a window shorter than 30 min',
      local(22),
      (m) => (m >= at(8) && m < at(8, 10) ? humid : usualDay(m)),
      0.05,
      undefined,
      { kind: 'likely_from', atMs: local(8, 10, 1), horizonMs: 12 * hour },
    ],
    [
      'mornings that turned good too late',
      local(22),
      (m) => (m >= at(10, 30) && m < at(18) ? mixed : night),
      0.05,
      undefined,
      { kind: 'not_within_horizon', horizonMs: 12 * hour },
    ],
    [
      'humid now: likely good again from the next slot, as on the last two days',
      local(15),
      (m, d) => (d === 0 && m >= at(14, 50) ? humid : usualDay(m)),
      0.5,
      undefined,
      { kind: 'likely_from', atMs: local(15, 10), horizonMs: 12 * hour },
    ],
    [
      'humid now and a hazardous inversion forecast: nothing before the evening inversion',
      local(15),
      (m, d) => (d === 0 && m >= at(14, 50) ? humid : usualDay(m)),
      0.1,
      undefined,
      { kind: 'not_within_horizon', horizonMs: 12 * hour },
    ],
    [
      'yesterday morning missing',
      local(22),
      (m, d) => (d === 1 && m < at(12) ? null : usualDay(m)),
      0.05,
      undefined,
      { kind: 'unknown', horizonMs: 12 * hour },
    ],
    [
      'no fresh reading now',
      local(22),
      (m, d) => (d === 0 && m > at(20, 50) ? null : usualDay(m)),
      0.05,
      undefined,
      { kind: 'unknown', horizonMs: 12 * hour },
    ],
    [
      'a horizon past what two days of history can tell',
      local(22),
      usualDay,
      0.05,
      30 * hour,
      { kind: 'likely_from', atMs: local(7, 40, 1), horizonMs: maxWindowHorizonMs },
    ],
  ])('%s', (_, nowMs, weather, forecastSigmaWMs, horizonMs, expected) => {
    expect(windowAt(nowMs, weather, forecastSigmaWMs, horizonMs)).toEqual(expected);
  });

  it('states its longest horizon: 21.5 h', () => {
    expect(maxWindowHorizonMs).toBe(21.5 * hour);
  });
});

describe('nextSprayWindowText (the station zone, ACST)', () => {
  it.each<[NextSprayWindow, number, string]>([
    [{ kind: 'now', horizonMs: 12 * hour }, local(12), 'now'],
    [{ kind: 'likely_from', atMs: local(7, 40), horizonMs: 12 * hour }, local(5), 'likely from about 07:40'],
    [
      { kind: 'likely_from', atMs: local(7, 40, 1), horizonMs: 12 * hour },
      local(22),
      'likely from about 07:40 tomorrow',
    ],
    [{ kind: 'not_within_horizon', horizonMs: 2 * hour }, local(22), 'not within 2 h'],
    [{ kind: 'not_within_horizon', horizonMs: 90 * minute }, local(22), 'not within 90 min'],
    [{ kind: 'unknown', horizonMs: 12 * hour }, local(22), 'unknown'],
  ])('%j', (window, nowMs, text) => {
    expect(nextSprayWindowText(window, zone, nowMs)).toBe(text);
  });
});
