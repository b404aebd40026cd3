import { rawChannels, stationTypes, type RawChannelKey, type RawChannels } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { dayIndexOfIsoDate, isoDateOfDayIndex, localClockUtcMs } from './day-index';
import { demoStations } from '../demo-stations';
import { calmOmittedChannels, channelsByType } from './sensor-channels';
import { createWeatherSimulator, type SimulatedStation } from './weather-simulator';

const station = (slug: string): SimulatedStation => {
  const found = demoStations.find((s) => s.slug === slug);
  if (!found) throw new Error(`No demo station ${slug}`);
  return found;
};
const weekStartMs = Date.UTC(2025, 10, 10, 13, 30); // 11 Nov 2025, 00:00 ACDT
const weekEndMs = weekStartMs + 7 * 24 * hourMs;

describe('weather simulator: determinism and cadence', () => {
  it('returns the same reading for the same inputs, whatever was asked before', () => {
    const sample = [
      station('hamley-bridge'),
      station('bom-renmark-aero'),
      station('mclaren-flat'),
      station('mount-bryan'),
    ];
    const times = (s: SimulatedStation) =>
      createWeatherSimulator({ seed: 1 }).reportTimes(s, weekStartMs, weekStartMs + 36 * hourMs);
    const forwards = createWeatherSimulator({ seed: 99 });
    const expected = sample.map((s) => times(s).map((t) => forwards.observation(s, t)));
    // A second simulator warmed up on other stations and days, then asked backwards.
    const shuffled = createWeatherSimulator({ seed: 99 });
    for (const s of demoStations.slice(0, 20)) shuffled.dailySummary(s, '2023-07-01');
    const actual = sample.map((s) =>
      [...times(s)]
        .reverse()
        .map((t) => shuffled.observation(s, t))
        .reverse(),
    );
    expect(actual).toEqual(expected);
    expect(shuffled.dailySummary(sample[0] as SimulatedStation, '2025-11-12')).toEqual(
      createWeatherSimulator({ seed: 99 }).dailySummary(sample[0] as SimulatedStation, '2025-11-12'),
    );
  });

  it('gives different weather for different seeds', () => {
    const s = station('hamley-bridge');
    const t = weekStartMs + 14 * hourMs;
    const temperatures = [1, 2, 3, 4].map((seed) => createWeatherSimulator({ seed }).observation(s, t)?.air_temp_1_2m);
    expect(new Set(temperatures).size).toBeGreaterThan(2);
  });

  it.each([
    ['standard', 10],
    ['research', 5],
    ['hilltop', 10],
    ['bom', 10],
    ['greenbrain', 15],
  ] as const)('reports a %s station every %i minutes, aligned, in (from, to]', (awsType, minutes) => {
    const simulator = createWeatherSimulator({ seed: 1 });
    const s = { ...station('hamley-bridge'), awsType };
    const fromMs = weekStartMs + 7 * minuteMs;
    const times = simulator.reportTimes(s, fromMs, fromMs + 3 * hourMs);
    expect(times.length).toBe((3 * 60) / minutes);
    for (const t of times) expect(t % (minutes * minuteMs)).toBe(0);
    expect(times[0]).toBeGreaterThan(fromMs);
    expect(simulator.reportTimes(s, weekStartMs, weekStartMs + minutes * minuteMs)).toEqual([
      weekStartMs + minutes * minuteMs,
    ]);
  });
});

describe('weather simulator: sensors', () => {
  const simulator = createWeatherSimulator({ seed: 2025 });
  const week = demoStations.map((s) => ({
    station: s,
    readings: simulator
      .reportTimes(s, weekStartMs, weekEndMs)
      .map((t) => ({ t, reading: simulator.observation(s, t) })),
  }));

  it('keeps every value of every station inside the QC ranges over a week (metrics.md §2.9)', () => {
    const violations: string[] = [];
    for (const { station: s, readings } of week) {
      for (const { t, reading } of readings) {
        if (!reading) continue;
        const where = `${s.slug} @${new Date(t).toISOString()}`;
        for (const [key, value] of Object.entries(reading) as [RawChannelKey, number][]) {
          const range = rawChannels[key];
          if (!Number.isFinite(value) || value < range.min || value > range.max)
            violations.push(`${where} ${key}=${value}`);
        }
        if ((reading.rh_1_2m ?? 0) < 1) violations.push(`${where} RH below 1 %`);
        if ((reading.wind_gust_10m ?? 0) < (reading.wind_speed_10m ?? 0))
          violations.push(`${where} gust 10 m below mean`);
        if ((reading.wind_gust_2m ?? 0) < (reading.wind_speed_2m ?? 0)) violations.push(`${where} gust 2 m below mean`);
        const rainMm = reading.rain_mm ?? -1;
        if (Math.abs(Math.round(rainMm * 5) / 5 - rainMm) > 1e-9)
          violations.push(`${where} rain ${rainMm} not whole tips`);
      }
    }
    expect(violations).toEqual([]);
  });

  it.each(stationTypes.map((type) => [type]))(
    'reports exactly the channels a %s station measures (metrics.md §1.2)',
    (type) => {
      const expected = new Set<RawChannelKey>(channelsByType[type]);
      const required = channelsByType[type].filter((key) => !calmOmittedChannels.includes(key));
      const unexpected = new Set<string>();
      const missing = new Set<string>();
      let checked = 0;
      for (const { station: s, readings } of week.filter((w) => w.station.awsType === type)) {
        for (const { reading } of readings) {
          if (!reading) continue;
          checked += 1;
          for (const key of Object.keys(reading) as RawChannelKey[])
            if (!expected.has(key)) unexpected.add(`${s.slug} ${key}`);
          for (const key of required) if (reading[key] === undefined) missing.add(`${s.slug} ${key}`);
        }
      }
      expect([...unexpected]).toEqual([]);
      expect([...missing]).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
    },
  );

  it.each([
    [
      'bom',
      ['air_temp_10m', 'wind_speed_2m', 'wind_dir_sd_10m', 'solar_rad'],
      ['wind_speed_10m', 'wind_gust_10m', 'pressure_station'],
    ],
    [
      'greenbrain',
      ['wind_speed_10m', 'air_temp_10m', 'pressure_station'],
      ['leaf_wetness', 'wind_speed_2m', 'solar_rad'],
    ],
    ['hilltop', ['wind_speed_2m', 'sonic_w_sd_10m'], ['air_temp_10m', 'wind_speed_10m']],
    ['research', [], ['sonic_w_sd_10m', 'sonic_ustar_10m', 'net_rad', 'air_temp_10m', 'wind_speed_2m']],
  ] as const)('a %s station lacks %j and has %j', (type, absent, present) => {
    const absentKeys: readonly RawChannelKey[] = absent;
    const presentKeys: readonly RawChannelKey[] = present;
    for (const key of absentKeys) expect(channelsByType[type]).not.toContain(key);
    for (const key of presentKeys) expect(channelsByType[type]).toContain(key);
  });

  it('leaves out wind direction when the cup is below its start threshold', () => {
    let calm = 0;
    for (const { readings } of week) {
      for (const { reading } of readings) {
        if (reading?.wind_speed_10m === 0) {
          calm += 1;
          expect(reading.wind_dir_10m).toBeUndefined();
        }
      }
    }
    expect(calm).toBeGreaterThan(0);
  });

  it('drops a few per cent of readings, and nothing while a station is offline', () => {
    let total = 0;
    let missing = 0;
    for (const { station: s, readings } of week) {
      for (const { t, reading } of readings) {
        total += 1;
        if (!reading) missing += 1;
        if (simulator.isOffline(s, t)) expect(reading).toBeNull();
      }
    }
    expect(missing / total).toBeGreaterThan(0.02);
    expect(missing / total).toBeLessThan(0.08);
  });

  it('changes temperature smoothly: far below the QC step limit of 4 °C per minute', () => {
    let steepest = 0;
    for (const { readings } of week) {
      for (let i = 1; i < readings.length; i += 1) {
        const a = readings[i - 1];
        const b = readings[i];
        if (!a?.reading || !b?.reading) continue;
        const perMinute =
          Math.abs((b.reading.air_temp_1_2m ?? 0) - (a.reading.air_temp_1_2m ?? 0)) / ((b.t - a.t) / minuteMs);
        steepest = Math.max(steepest, perMinute);
      }
    }
    expect(steepest).toBeLessThan(1);
  });
});

describe('weather simulator: daily summaries', () => {
  const simulator = createWeatherSimulator({ seed: 314 });
  const days = Array.from({ length: 120 }, (_, i) => dayIndexOfIsoDate('2025-05-15') + i);
  const sample = [
    station('cape-jaffa'),
    station('hamley-bridge'),
    station('bom-mount-gambier-aero'),
    station('tatachilla'),
  ];

  function readingsOf(s: SimulatedStation, fromMs: number, toMs: number): (RawChannels | null)[] {
    return simulator.reportTimes(s, fromMs, toMs).map((t) => simulator.observation(s, t));
  }

  it('gives the same 9am-day rain as the readings whenever none is missing (and never less)', () => {
    let compared = 0;
    let rainyDays = 0;
    for (const s of sample) {
      for (const day of days) {
        const readings = readingsOf(s, localClockUtcMs(day - 1, 9), localClockUtcMs(day, 9));
        const summedMm = readings.reduce((sum, r) => sum + (r?.rain_mm ?? 0), 0);
        const { rainMm } = simulator.dailySummary(s, isoDateOfDayIndex(day));
        expect(rainMm).toBeGreaterThanOrEqual(summedMm - 1e-6);
        if (readings.some((r) => r === null)) continue;
        expect(rainMm).toBeCloseTo(summedMm, 6);
        compared += 1;
        if (rainMm > 0) rainyDays += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(rainyDays).toBeGreaterThan(10);
  });

  it('gives a max and min close to those of the readings', () => {
    const maxErrors: number[] = [];
    const minErrors: number[] = [];
    for (const s of sample) {
      for (const day of days.slice(0, 20)) {
        const dayReadings = readingsOf(s, localClockUtcMs(day, 0), localClockUtcMs(day + 1, 0));
        const temperatures = dayReadings.map((r) => r?.air_temp_1_2m).filter((t): t is number => t !== undefined);
        // A long outage can hide the day's extreme from the readings: compare nearly complete days only.
        if (temperatures.length < 0.95 * dayReadings.length) continue;
        const summary = simulator.dailySummary(s, isoDateOfDayIndex(day));
        maxErrors.push(Math.max(...temperatures) - summary.tMaxC);
        minErrors.push(Math.min(...temperatures) - summary.tMinC);
        expect(summary.tMaxC).toBeGreaterThan(summary.tMinC);
      }
    }
    const meanAbs = (errors: number[]) => errors.reduce((sum, e) => sum + Math.abs(e), 0) / errors.length;
    expect(meanAbs(maxErrors)).toBeLessThan(1);
    expect(meanAbs(minErrors)).toBeLessThan(1);
    expect(Math.max(...maxErrors.map(Math.abs), ...minErrors.map(Math.abs))).toBeLessThan(3.5);
  });
});
