import { describe, expect, it } from 'vitest';
import { fitModelA } from '../metrics/calculators/sigma-w-forecast';
import type { DataViewsRepository } from './data-views.repository';
import type { ReadingColumns } from './reading-windows.repository';
import { createForecastSkillService } from './forecast-skill.service';
import { modelAFeaturesOf, type ModelAReading } from './model-a-features';
import { outOfSampleForecasts, type ModelASample } from './out-of-sample-forecasts';

// A station whose regime changes when the 30-day scoring window opens: σw a steady 0.5 m/s for the
// 60 days before it, 0.1 m/s (hazardous, < 0.20) from then on. VTD, wind and humidity vary smoothly
// throughout, so Model A has something to fit.
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const today = Date.UTC(2026, 10, 21);
const scoredFromMs = today - 30 * dayMs;
const firstReadingMs = today - 90 * dayMs;
const station = { id: 3, lat: -34.4, lng: 138.7, elevationM: 0 };

function reading(atMs: number): ModelAReading {
  const s = atMs / 1000;
  return {
    atMs,
    sigmaWMs: atMs < scoredFromMs ? 0.5 : 0.1,
    vtdC: Math.sin(s / 13_751),
    windSpeed10mMs: 2 + Math.sin(s / 9000),
    rhPct: 60 + 20 * Math.cos(s / 7000),
    solarWm2: 0,
  };
}
const readings: ModelAReading[] = [];
for (let t = firstReadingMs; t <= today; t += 10 * minuteMs) readings.push(reading(t));
const features = modelAFeaturesOf(readings, station);

describe('the σw forecasts a station is judged on are out of sample', () => {
  it('fits each week on readings that all end before that week starts', () => {
    const latestValidMsPerFit: number[] = [];
    const spy = (samples: readonly ModelASample[]) => {
      latestValidMsPerFit.push(Math.max(...samples.map((s) => s.issuedAtMs + 2 * hourMs)));
      return fitModelA(samples);
    };
    outOfSampleForecasts({
      readings,
      features,
      site: station,
      firstReadingMs,
      scoredFromMs,
      scoredToMs: today,
      fit: spy,
    });
    // 30 days are four whole weeks and two days: five fits, at days 0, 7, 14, 21 and 28 of the window.
    const weekStartsMs = [0, 7, 14, 21, 28].map((d) => scoredFromMs + d * dayMs);
    expect(latestValidMsPerFit).toHaveLength(5);
    latestValidMsPerFit.forEach((latestMs, week) => {
      // The newest pair a fit learns from ends 10 minutes before its week: issued 2 h 10 min before.
      expect(latestMs).toBe(weekStartsMs[week]! - 10 * minuteMs);
    });
  });

  it('misses the first week after the regime change, which no fit before it could know', () => {
    const forecasts = outOfSampleForecasts({
      readings,
      features,
      site: station,
      firstReadingMs,
      scoredFromMs,
      scoredToMs: today,
    });
    const pHazards = (fromDay: number, toDay: number) =>
      readings
        .filter((r) => r.atMs >= scoredFromMs + fromDay * dayMs && r.atMs < scoredFromMs + toDay * dayMs)
        .map((r) => forecasts.get(r.atMs)?.pHazard ?? Number.NaN);
    // Week one's fit saw only ln σw = ln 0.5 at issue and at +2 h. That feature then equals ln 0.5 ×
    // the constant column, and the ridge splits their weight as (1, ln 0.5)·a with
    // a·(1 + ln²0.5) = ln 0.5, so σw(t) = 0.1 moves the forecast by a·ln 0.5·ln(0.1/0.5) = −0.522:
    // σ̂ = 0.5·e^−0.522 = 0.297 m/s, above 0.20, and the residual SD floor 0.05 makes
    // p = Φ((ln 0.20 − ln 0.297)/0.05) = Φ(−7.9) ≈ 0. In sample it would have learnt 0.1 → 0.1.
    const weekOne = pHazards(0, 7);
    expect(weekOne).toHaveLength(7 * 144);
    for (const p of weekOne) expect(p).toBeLessThan(0.01);
    const forecastOne = forecasts.get(scoredFromMs + 12 * hourMs);
    expect(forecastOne?.valueMps).toBeCloseTo(0.297, 2);
    // By the last week the fits have seen four weeks of 0.1 m/s following 0.1 m/s.
    for (const p of pHazards(28, 30)) expect(p).toBeGreaterThan(0.5);
  });

  it('gives the station the hit rate of those forecasts: week one missed', async () => {
    const repository: Pick<DataViewsRepository, 'readings' | 'firstReadingMs'> = {
      firstReadingMs: async () => firstReadingMs,
      readings: async (_siteId, fields, fromMs, toMs): Promise<ReadingColumns> => {
        const found = readings.filter((r) => r.atMs >= fromMs && r.atMs <= toMs);
        const field = {
          sigmaw10: 'sigmaWMs',
          vtd: 'vtdC',
          wind_speed_10m: 'windSpeed10mMs',
          rh_1_2m: 'rhPct',
          solar_rad: 'solarWm2',
        } as const;
        const values = new Map(
          fields.map((f) => [f, found.map((r) => r[field[f as keyof typeof field]] ?? null)] as const),
        );
        return { timesMs: found.map((r) => r.atMs), values } as ReadingColumns;
      },
    };
    const { skill } = await createForecastSkillService({ repository }).forecasterAt(station, today + hourMs);
    // Every verified time is hazardous: issues from the window's start to 2 h before today, 30 × 144 − 12
    // + 1 = 4,309, of which week one's 7 × 144 = 1,008 are missed: 3,301 / 4,309 = 0.766.
    expect(skill.verifications).toBe(4309);
    expect(skill.hitRate).toBeCloseTo(3301 / 4309, 3);
  });
});
