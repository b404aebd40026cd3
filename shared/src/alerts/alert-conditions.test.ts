import { describe, expect, it } from 'vitest';
import type { AlertEvent } from '../contracts/alerts.schema';
import type { SprayConditions } from '../spray/spray-conditions';
import { defaultSprayLimits } from '../spray/spray-limits';
import type { SprayVerdict } from '../spray/spray-verdict';
import { firesWhen, isStationStale, observedCondition, type AlertObservation } from './alert-conditions';

const atMs = Date.parse('2026-11-26T00:00:00Z');
const goodSpray: SprayConditions = {
  awsType: 'research',
  newestReadingAtMs: atMs,
  temperatureC: 22,
  deltaTC: 6.5,
  windSpeed2mKmh: 9,
  windSpeed10mKmh: 13,
  rainLastHourMm: 0,
  inversionState: 'none',
  sigmaW10Ms: 0.6,
  turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.6 },
};
const observation = (metrics: AlertObservation['metrics'], spray: Partial<SprayConditions> = {}): AlertObservation => ({
  atMs,
  metrics,
  spray: { ...goodSpray, ...spray },
});

describe('the condition each event listens for, from a reading', () => {
  const window: AlertEvent = { kind: 'spray_window_opens', spray_profile_id: null };
  it.each([
    ['good', {}, true],
    ['marginal delta T 8.0', { deltaTC: 8 }, false],
    ['wind at 2 m below 3 km/h', { windSpeed2mKmh: 2.9 }, false],
    ['a stale reading', { newestReadingAtMs: atMs - 61 * 60_000 }, null],
    ['delta T missing', { deltaTC: null }, null],
  ])('spray window: %s → %s', (_name, spray, on) => {
    expect(observedCondition(window, observation({}, spray), defaultSprayLimits).on).toBe(on);
  });

  it("judges a spray window by the profile's tightened limits", () => {
    const strict = { ...defaultSprayLimits, deltaTMarginalFromC: 6 };
    expect(observedCondition(window, observation({}), strict).on).toBe(false);
  });

  it("takes the verdict by the default limits already judged for the reading, and judges a profile's itself", () => {
    const judged: SprayVerdict = { verdict: 'marginal', reasons: [], notes: [] };
    const withVerdict = { ...observation({}), defaultSprayVerdict: judged };
    expect(observedCondition(window, withVerdict, defaultSprayLimits)).toEqual({ on: false, verdict: judged });
    const loose = { ...defaultSprayLimits, deltaTMaxC: 9 };
    expect(observedCondition(window, withVerdict, loose).on).toBe(true);
  });

  it.each([
    [{ kind: 'hazardous_inversion_starts' }, { hazardous_inversion: 2 }, true],
    [{ kind: 'hazardous_inversion_starts' }, { hazardous_inversion: 4 }, true],
    [{ kind: 'hazardous_inversion_ends' }, { hazardous_inversion: 1 }, false],
    [{ kind: 'hazardous_inversion_starts' }, { hazardous_inversion: 3 }, false],
    [{ kind: 'hazardous_inversion_starts' }, { hazardous_inversion: null }, null],
    [{ kind: 'ghcop_stop' }, { ghcop: 34.9 }, false],
    [{ kind: 'ghcop_stop' }, { ghcop: 35 }, true],
    [{ kind: 'gfdi_band', gfdi_band: 'very_high' }, { gfdi: 24.9 }, false],
    [{ kind: 'gfdi_band', gfdi_band: 'very_high' }, { gfdi: 25 }, true],
    [{ kind: 'gfdi_band', gfdi_band: 'very_high' }, { gfdi: 120 }, true],
    [{ kind: 'gfdi_band', gfdi_band: 'catastrophic' }, {}, null],
    [{ kind: 'frost', below_celsius: 1 }, { temperature: 1 }, false],
    [{ kind: 'frost', below_celsius: 1 }, { temperature: 0.9 }, true],
    [{ kind: 'rain_since_9am', above_mm: 10 }, { rainfall_since_9am: 10 }, false],
    [{ kind: 'rain_since_9am', above_mm: 10 }, { rainfall_since_9am: 10.2 }, true],
    [{ kind: 'station_stale', after_minutes: 60 }, {}, false],
  ] as Array<[AlertEvent, AlertObservation['metrics'], boolean | null]>)('%o with %o → %s', (event, metrics, on) => {
    expect(observedCondition(event, observation(metrics), defaultSprayLimits).on).toBe(on);
  });

  it.each([
    [null, 30, true],
    [atMs - 30 * 60_000, 30, false],
    [atMs - 30 * 60_000 - 1, 30, true],
  ])('a station last heard at %s is stale after %d minutes: %s', (lastMs, minutes, stale) => {
    expect(isStationStale(lastMs, minutes, atMs)).toBe(stale);
  });

  it('closes and ends fire when the state turns off; the rest when it turns on', () => {
    expect(firesWhen({ kind: 'spray_window_closes', spray_profile_id: null })).toBe(false);
    expect(firesWhen({ kind: 'hazardous_inversion_ends' })).toBe(false);
    expect(firesWhen({ kind: 'frost', below_celsius: 0 })).toBe(true);
  });
});
