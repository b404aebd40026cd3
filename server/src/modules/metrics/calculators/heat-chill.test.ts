import { describe, expect, it } from 'vitest';
import {
  blackGlobeTemperatureEstimateC,
  chillClass,
  chillIndex,
  heatChillRiskClass,
  heatChillRiskFromHours,
  heatClass,
  heatLoadIndex,
  temperatureHumidityIndex,
} from './heat-chill';

describe('chill index, Nixon-Smith / Donnelly (metrics.md §4.23; §8.4 vectors)', () => {
  it.each([
    [10, 2, 0, 964, 1],
    [8, 5, 10, 1215, 3],
    [6, 8, 20, 1407, 3],
    [12, 3, 0, 959, 1],
    [15, 1, 0, 851, 0],
  ])('§8.4: T %f °C, V %f m/s, R %f mm → %f (class %i)', (t, v, r, expected, cls) => {
    expect(Math.abs(chillIndex(t, v, r) - expected)).toBeLessThan(0.5);
    expect(chillClass(chillIndex(t, v, r))).toBe(cls);
  });

  it.each([
    [899.9, 0],
    [900, 1],
    [1000, 2],
    [1100, 3],
  ])('class boundaries [P]: %f → %i', (c, cls) => {
    expect(chillClass(c)).toBe(cls);
  });
});

describe('THI (NRC 1971) and LWSI classes (metrics.md §4.23; §8.4 vectors)', () => {
  it.each([
    [35, 30, 80.8, 2],
    [30, 50, 78.3, 1],
    [25, 60, 72.8, 0],
    [40, 15, 82.5, 2],
  ])('§8.4: T %f, RH %f → THI %f (class %i)', (t, rh, thi, cls) => {
    expect(temperatureHumidityIndex(t, rh)).toBeCloseTo(thi, 1);
    expect(heatClass(temperatureHumidityIndex(t, rh))).toBe(cls);
  });

  it.each([
    [74.9, 0],
    [75, 1],
    [79, 2],
    [84, 3],
  ])('class boundaries: THI %f → %i', (thi, cls) => {
    expect(heatClass(thi)).toBe(cls);
  });
});

describe('combined signed class, §4.23 [P]', () => {
  it.each<[number | null, number | null, number | null]>([
    [2, 1, 2],
    [1, 1, 1], // heat wins a tie
    [0, 3, -3],
    [0, 0, 0],
    [null, 2, -2],
    [3, null, 3],
    [null, null, null],
  ])('heat %s, chill %s → %s', (heat, chill, expected) => {
    expect(heatChillRiskClass(heat, chill)).toBe(expected);
  });
});

describe('Heat Load Index with estimated black globe (Gaughan et al. 2008; §8.4 vectors)', () => {
  it.each([
    [30, 50, 1, 800, 90.3, 38.2],
    [25, 60, 3, 500, 79.8, null],
  ])('§8.4: T %f, RH %f, WS %f, Rs %f → HLI %f', (t, rh, ws, rs, hli, bgt) => {
    const globe = blackGlobeTemperatureEstimateC(t, rs);
    if (bgt !== null) expect(globe).toBeCloseTo(bgt, 1);
    expect(Math.abs(heatLoadIndex(rh, globe, ws) - hli)).toBeLessThanOrEqual(0.05);
  });
});

describe('signed class over a rolling 24 h of hourly data (§4.23)', () => {
  const hours = (over: Partial<{ tempC: number | null; rhPct: number | null; rainMm: number | null }>) =>
    Array.from({ length: 24 }, () => ({
      tempC: 10,
      rhPct: 80,
      rainMm: 0,
      windSpeed2mMs: 2,
      windSpeed10mMs: null,
      ...over,
    }));
  it.each<[string, ReturnType<typeof hours>, number | null]>([
    ['10 °C, 2 m/s, dry: chill 964 → −1', hours({}), -1],
    [
      '8 °C with 10 mm over the day and 5 m/s wind → −3',
      hours({ tempC: 8, rainMm: 10 / 24 }).map((h) => ({ ...h, windSpeed2mMs: 5 })),
      -3,
    ],
    ['35 °C, 30 %: THI 80.8 → +2', hours({ tempC: 35, rhPct: 30 }), 2],
    ['under 80 % temperature coverage → null', hours({ tempC: null }), null],
  ])('%s', (_label, data, expected) => {
    expect(heatChillRiskFromHours(data)).toBe(expected);
  });
});
