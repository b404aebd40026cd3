import { describe, expect, it } from 'vitest';
import {
  downyMildewClass,
  isDownyMildewSeason,
  isWetHour,
  secondaryHumidityThresholdPct,
  type DownyMildewInput,
} from './downy-mildew';
import type { HourlyBucket } from './hourly-series';

const hour = 3_600_000;
// 48 hourly buckets ending 12:00 ACDT (01:30 UTC) on 20 Nov 2025, McLaren Vale.
const end = Date.UTC(2025, 10, 20, 1, 30);
const bucket = (i: number, over: Partial<HourlyBucket> = {}): HourlyBucket => ({
  startMs: end - (48 - i) * hour,
  endMs: end - (47 - i) * hour,
  readingCount: 4,
  tempC: 16,
  tempMaxC: 17,
  tempMinC: 15,
  rhPct: 60,
  windSpeed2mMs: 2,
  windSpeed10mMs: null,
  solarWm2: null,
  pressureHpa: null,
  leafWetness: null,
  rainMm: 0,
  ...over,
});
const input = (hours: HourlyBucket[], today = '2025-11-20'): DownyMildewInput => ({
  hours,
  today,
  latitudeDeg: -35.22,
  longitudeDeg: 138.55,
  timezone: 'Australia/Adelaide',
  humidRhPct: 98,
});
const series = (change: (i: number) => Partial<HourlyBucket>) =>
  Array.from({ length: 48 }, (_, i) => bucket(i, change(i)));
/** Index of the bucket starting at the given local (ACDT) hour on 19 Nov (index 0 starts 12:00 on 18 Nov). */
const at19Nov = (localHour: number) => 24 + localHour - 12;

describe('downy mildew class (metrics.md §4.24: 10:10:24 primary, secondary, watch)', () => {
  it.each<[string, (i: number) => Partial<HourlyBucket>, number]>([
    ['dry and mild: 0', () => ({}), 0],
    [
      '§6.13 scenario 6: 14 mm over 10 h at 12–16 °C → primary (3)',
      (i) => (i >= 30 && i < 40 ? { rainMm: 1.4, tempC: 13 } : {}),
      3,
    ],
    [
      '10 mm but one hour at 9 °C → not primary; ≥ 5 mm at ≥ 8 °C → watch (1)',
      (i) => (i >= 30 && i < 40 ? { rainMm: 1, tempC: i === 35 ? 9 : 13 } : {}),
      1,
    ],
    [
      '10 mm that fell 44–48 h ago: no 24 h window evaluated in the last 24 h holds it all → 0',
      (i) => (i < 5 ? { rainMm: 2, tempC: 14 } : {}),
      0,
    ],
    [
      '10 mm that fell 43–48 h ago: the window ending 23 h ago holds it → primary (3)',
      (i) => (i < 6 ? { rainMm: 2, tempC: 14 } : {}),
      3,
    ],
    [
      'humid warm night (RH 99 %, 15 °C, 4 h) with wet hours → secondary (2)',
      (i) => (i >= at19Nov(22) && i < at19Nov(27) ? { rhPct: 99, tempC: 15 } : {}),
      2,
    ],
    [
      'humid night but cool (12 °C) → 0',
      (i) => (i >= at19Nov(22) && i < at19Nov(27) ? { rhPct: 99, tempC: 12 } : {}),
      0,
    ],
    [
      'humid night, leaf-wetness sensor dry → watch (1)',
      (i) => (i >= at19Nov(22) && i < at19Nov(27) ? { rhPct: 99, tempC: 15, leafWetness: 0 } : { leafWetness: 0 }),
      1,
    ],
  ])('%s', (_label, change, expected) => {
    expect(downyMildewClass(input(series(change)))).toBe(expected);
  });

  it('out of season (1 April – 14 September) → 0; needs 48 hours and 80 % temperature coverage', () => {
    const wet = series((i) => (i >= 30 && i < 40 ? { rainMm: 1.4, tempC: 13 } : {}));
    expect(downyMildewClass(input(wet, '2025-06-01'))).toBe(0);
    expect(downyMildewClass(input(wet.slice(10)))).toBeNull();
    expect(downyMildewClass(input(series((i) => (i > 40 ? { tempC: null } : {}))))).toBeNull();
  });

  it.each([
    ['2025-09-14', false],
    ['2025-09-15', true],
    ['2026-03-31', true],
    ['2026-04-01', false],
  ])('season on %s: %s', (date, inSeason) => {
    expect(isDownyMildewSeason(date)).toBe(inSeason);
  });

  it('wet hour: leaf wetness if measured, else rain, RH ≥ 95 % or T − Td ≤ 1 °C', () => {
    expect(isWetHour(bucket(0, { leafWetness: 0.6 }))).toBe(true);
    expect(isWetHour(bucket(0, { leafWetness: 0.2, rainMm: 3 }))).toBe(false);
    expect(isWetHour(bucket(0, { rainMm: 0.2 }))).toBe(true);
    expect(isWetHour(bucket(0, { rhPct: 95 }))).toBe(true);
    expect(isWetHour(bucket(0, { rhPct: 94 }))).toBe(true); // T − Td ≈ 0.9 °C at 16 °C
    expect(isWetHour(bucket(0, { rhPct: 90 }))).toBe(false);
  });
});

describe('the night humidity threshold: 98 %, 95 % only for a sensor seen to plateau in saturated air (§4.24, §4.3)', () => {
  const week = (change: (i: number) => Partial<HourlyBucket>) =>
    Array.from({ length: 168 }, (_, i) => bucket(i - 120, change(i)));
  it.each<[string, (i: number) => Partial<HourlyBucket>, number]>([
    [
      'a dry week whose most humid night read 96 %: the air was merely below saturation → 98',
      (i) => (i >= 100 && i < 106 ? { rhPct: 96 } : {}),
      98,
    ],
    [
      '3 h of steady rain at 97 %: the sensor plateaus → 95',
      (i) => (i >= 50 && i < 53 ? { rhPct: 97, rainMm: 1.2 } : {}),
      95,
    ],
    [
      '3 h of steady rain reaching 99 %: the sensor reads saturation → 98',
      (i) => (i >= 50 && i < 53 ? { rhPct: i === 52 ? 99 : 97, rainMm: 1.2 } : {}),
      98,
    ],
    [
      'only 2 h of steady rain at 97 %: too little evidence → 98',
      (i) => (i >= 50 && i < 52 ? { rhPct: 97, rainMm: 1.2 } : {}),
      98,
    ],
    [
      'stray single tips (0.2 mm) at 96 %: not steady rain → 98',
      (i) => (i >= 50 && i < 56 ? { rhPct: 96, rainMm: 0.2 } : {}),
      98,
    ],
    ['showers in dry air (92 %): no plateau band → 98', (i) => (i >= 50 && i < 56 ? { rhPct: 92, rainMm: 1 } : {}), 98],
  ])('%s', (_label, change, expected) => {
    expect(secondaryHumidityThresholdPct(week(change))).toBe(expected);
  });
});
