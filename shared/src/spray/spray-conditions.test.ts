import { describe, expect, it } from 'vitest';
import {
  inversionStateOfCode,
  rainLastHourMm,
  sprayConditionsAt,
  sprayConditionsFromMetrics,
  windAt2mPer10m,
  type SprayReading,
} from './spray-conditions';

const minute = 60_000;
const t0 = Date.UTC(2026, 5, 15, 0, 0);

const reading = (minutes: number, over: Partial<SprayReading> = {}): SprayReading => ({
  atMs: t0 + minutes * minute,
  temperatureC: 18,
  deltaTC: 4,
  windSpeed2mKmh: 7,
  windSpeed10mKmh: 10,
  rainMm: 0,
  inversionState: 'none',
  sigmaW10Ms: 0.4,
  ...over,
});

describe('inversionStateOfCode (hazardous_inversion codes, metrics.md §7)', () => {
  it.each<[number | null | undefined, string | null]>([
    [0, 'none'],
    [1, 'inversion'],
    [2, 'hazardous'],
    [3, 'not_expected_by_rule_of_thumb'],
    [4, 'likely_by_rule_of_thumb'],
    [5, null],
    [-1, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (code, state) => {
    expect(inversionStateOfCode(code)).toBe(state);
  });
});

describe('rainLastHourMm: the hour (at − 1 h, at], missing is not zero', () => {
  const readings = [reading(0, { rainMm: 1 }), reading(10, { rainMm: 0.2 }), reading(60, { rainMm: 0.4 }), reading(70)];
  it.each<[string, readonly SprayReading[], number, number | null]>([
    ['the reading one hour back is outside', readings, 60, 0.6],
    ['both tips inside', readings, 59, 1.2],
    ['no rain', readings, 130, 0],
    ['no reading in the hour', readings, 200, null],
    ['a reading without rain', [reading(0), reading(10, { rainMm: null })], 20, null],
  ])('%s', (_, list, atMinutes, mm) => {
    const total = rainLastHourMm(list, t0 + atMinutes * minute);
    if (mm === null) expect(total).toBeNull();
    else expect(total).toBeCloseTo(mm, 9);
  });
});

describe('sprayConditionsFromMetrics', () => {
  const metrics = {
    temperature: 24.3,
    delta_t: 6.1,
    wind_speed_2m: null,
    wind_speed_10m: 14,
    hazardous_inversion: 1,
    sigmaw10: 0.31,
    ann_2hr_sigma_w: 0.18,
  };
  it('maps the catalogue keys, the inversion code and the forecast', () => {
    expect(
      sprayConditionsFromMetrics({
        awsType: 'standard',
        newestReadingAtMs: t0,
        metrics,
        rainLastHourMm: 0,
        forecastWithheld: false,
      }),
    ).toEqual({
      awsType: 'standard',
      newestReadingAtMs: t0,
      temperatureC: 24.3,
      deltaTC: 6.1,
      windSpeed2mKmh: null,
      windSpeed10mKmh: 14,
      rainLastHourMm: 0,
      inversionState: 'inversion',
      sigmaW10Ms: 0.31,
      turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.18 },
    });
  });

  it('lets the current σw stand in for a withheld forecast', () => {
    const conditions = sprayConditionsFromMetrics({
      awsType: 'research',
      newestReadingAtMs: t0,
      metrics,
      rainLastHourMm: 0,
      forecastWithheld: true,
    });
    expect(conditions.turbulenceIn2h).toEqual({ basis: 'persistence', sigmaWMs: 0.31 });
  });

  it('reads an absent metric as missing', () => {
    const conditions = sprayConditionsFromMetrics({
      awsType: 'bom',
      newestReadingAtMs: null,
      metrics: {},
      rainLastHourMm: null,
      forecastWithheld: false,
    });
    expect(conditions).toMatchObject({ temperatureC: null, deltaTC: null, inversionState: null, sigmaW10Ms: null });
  });
});

describe('sprayConditionsAt: the newest reading at or before a time', () => {
  const readings = [reading(0, { deltaTC: 3, rainMm: 0.2 }), reading(10, { deltaTC: 9 }), reading(20, { deltaTC: 11 })];
  const outlook = { basis: 'hindsight', sigmaWMs: 0.5 } as const;
  it.each<[number, number | null, number | null, number | null]>([
    [-1, null, null, null],
    [0, 3, 0.2, 0],
    [15, 9, 0.2, 10],
    [25, 11, 0.2, 20],
  ])('at %i min: delta T %s, rain %s mm, reading of minute %s', (atMinutes, deltaTC, rainMm, readingMinutes) => {
    const conditions = sprayConditionsAt(readings, t0 + atMinutes * minute, 'standard', outlook);
    expect(conditions.deltaTC).toBe(deltaTC);
    expect(conditions.rainLastHourMm).toBe(rainMm);
    expect(conditions.newestReadingAtMs).toBe(readingMinutes === null ? null : t0 + readingMinutes * minute);
    expect(conditions.turbulenceIn2h).toBe(outlook);
  });
});

describe('windAt2mPer10m: FAO-56 Eq. 47 at 10 m (metrics.md §2.5: 0.748)', () => {
  it('is 0.748', () => {
    expect(windAt2mPer10m).toBeCloseTo(0.748, 3);
  });
});
