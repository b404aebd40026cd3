import { describe, expect, it } from 'vitest';
import { flystrikeInputsFromHours, flystrikeRisk, type FlystrikeInputs } from './flystrike';
import type { HourlyBucket } from './hourly-series';

// metrics.md §4.22 [P]: R = P·a·M·S; classes 0 Nil, < 0.15 Low, < 0.40 Moderate, < 0.70 High, ≥ 0.70 Extreme.
const warmWet: FlystrikeInputs = {
  meanTemp7dC: 18,
  activeHours24h: 8,
  rain3dMm: 6,
  rain7dMm: 6,
  humidHours24h: 2,
  tMax24hC: 26,
  wetDays21d: 3,
  meanRh24hPct: 70,
};

describe('flystrike risk (metrics.md §4.22, built from FlyBoss facts)', () => {
  it.each<[string, Partial<FlystrikeInputs>, number, number]>([
    ['warm, active, wet fleece', {}, 1, 4],
    ['cool week (P 0.5)', { meanTemp7dC: 13 }, 0.5, 3],
    ['cold week (P 0): nil', { meanTemp7dC: 11 }, 0, 0],
    ['3 active hours (a 0.5)', { activeHours24h: 3 }, 0.5, 3],
    ['no active hours: nil', { activeHours24h: 0 }, 0, 0],
    ['moist from 2 mm in 3 days (M 0.5)', { rain3dMm: 2, rain7dMm: 2 }, 0.5, 3],
    ['8 humid hours (M 1)', { rain3dMm: 0, rain7dMm: 0, humidHours24h: 8 }, 1, 4],
    ['10 mm in 7 days (M 1)', { rain3dMm: 0, rain7dMm: 10 }, 1, 4],
    ['dry fleece (M 0.2)', { rain3dMm: 0, rain7dMm: 0 }, 0.2, 2],
    ['heatwave ≥ 38 °C (S 0.5)', { tMax24hC: 38 }, 0.5, 3],
    [
      'no rain day in 21 d and RH < 40 % (S 0.5), dry',
      { rain3dMm: 0, rain7dMm: 0, wetDays21d: 0, meanRh24hPct: 35 },
      0.1,
      1,
    ],
    ['no rain data for 21 d: no dryness suppression', { wetDays21d: null, meanRh24hPct: 35 }, 1, 4],
    ['R 0.15 is Moderate (boundary)', { activeHours24h: 4.5, rain3dMm: 0, rain7dMm: 0 }, 0.75 * 0.2, 2],
    ['R 0.125 is Low', { meanTemp7dC: 12, activeHours24h: 3, rain3dMm: 2, rain7dMm: 2 }, 0.125, 1],
  ])('%s → R %f, class %i', (_label, change, risk, riskClass) => {
    const result = flystrikeRisk({ ...warmWet, ...change });
    expect(result.risk).toBeCloseTo(risk, 9);
    expect(result.riskClass).toBe(riskClass);
  });
});

describe('flystrike inputs from hourly data', () => {
  const hour = 3_600_000;
  // 7 days ending 20:30 ACDT on 15 Nov 2025 at McLaren Vale (138.55° E, 35.22° S).
  const end = Date.UTC(2025, 10, 15, 10, 0);
  const bucket = (i: number, over: Partial<HourlyBucket> = {}): HourlyBucket => ({
    startMs: end - (168 - i) * hour,
    endMs: end - (167 - i) * hour,
    readingCount: 6,
    tempC: 20,
    tempMaxC: 21,
    tempMinC: 19,
    rhPct: 60,
    windSpeed2mMs: 2,
    windSpeed10mMs: null,
    solarWm2: null,
    pressureHpa: null,
    leafWetness: null,
    rainMm: 0,
    ...over,
  });

  it('counts daylight hours at 17–38 °C with light wind and little rain, and sums rain by window', () => {
    const hours = Array.from({ length: 168 }, (_, i) =>
      bucket(i, i === 160 ? { rainMm: 3 } : i === 60 ? { rainMm: 8 } : {}),
    );
    const inputs = flystrikeInputsFromHours(hours, Array<number>(21).fill(0), -35.22, 138.55)!;
    expect(inputs.meanTemp7dC).toBe(20);
    expect(inputs.rain3dMm).toBe(3);
    expect(inputs.rain7dMm).toBe(11);
    expect(inputs.tMax24hC).toBe(21);
    // About 14 of the last 24 hours are in daylight in mid-November; the 3 mm hour is excluded (≥ 2 mm/h).
    expect(inputs.activeHours24h).toBeGreaterThanOrEqual(12);
    expect(inputs.activeHours24h).toBeLessThanOrEqual(14);
    expect(inputs.wetDays21d).toBe(0);
  });

  it('null with under 80 % temperature coverage or no rain readings (§2.7)', () => {
    const gappy = Array.from({ length: 168 }, (_, i) => bucket(i, i > 150 ? { tempC: null, tempMaxC: null } : {}));
    expect(flystrikeInputsFromHours(gappy, [], -35.22, 138.55)).toBeNull();
    const noGauge = Array.from({ length: 168 }, (_, i) => bucket(i, { rainMm: null }));
    expect(flystrikeInputsFromHours(noGauge, [], -35.22, 138.55)).toBeNull();
  });
});
