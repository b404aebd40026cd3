import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import {
  finishSeries,
  gapMsFor,
  pointsOf,
  pointsOfBuckets,
  rainBucketHoursFor,
  runningTotal,
  sqlBucketMs,
  windArrows,
} from './chart-points';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('sqlBucketMs', () => {
  // Whole minutes divisible by the 4 fine buckets: 4-minute steps.
  it.each([
    [5 * 365 * day, 1000, 315_600_000], // 5 years in 500 buckets: 3.65 days, rounded up to 4 min
    [15 * day, 1000, 2_640_000], // 43.2 min → 44 min
    [15 * day, 100, 26_160_000],
  ])('span %d at %d points → %d ms', (span, maxPoints, expected) => {
    expect(sqlBucketMs(span, maxPoints)).toBe(expected);
    expect(expected % (4 * minute)).toBe(0);
  });
});

describe('rainBucketHoursFor', () => {
  it.each([
    [48 * hour, 1000, 1],
    [14 * day, 1000, 1],
    [30 * day, 1000, 3],
    [365 * day, 1000, 24],
    [5 * 365 * day, 1000, 168],
    [48 * hour, 10, 6], // at least 10 columns
    [50 * 365 * day, 1000, 672],
  ])('span %d at %d points → %d h columns', (span, maxPoints, expected) => {
    expect(rainBucketHoursFor(span, maxPoints)).toBe(expected);
  });
});

describe('gapMsFor', () => {
  // Reporting intervals of raw-channels.ts; three missed readings, at least 30 min.
  it.each<[StationType, number]>([
    ['standard', 30 * minute],
    ['research', 30 * minute],
    ['greenbrain', 45 * minute],
  ])('%s → %d ms', (type, expected) => {
    expect(gapMsFor(type)).toBe(expected);
  });
});

describe('pointsOf and pointsOfBuckets', () => {
  it('scales stored values to display units and keeps gaps', () => {
    expect(pointsOf([0, 600_000], [2.5, null], 3.6)).toEqual([
      [0, 9],
      [600_000, null],
    ]);
  });

  it.each<[string, { startMs: number; min: number | null; max: number | null }, SeriesPoint[]]>([
    [
      'min a third in, max two thirds in',
      { startMs: 0, min: 1, max: 3 },
      [
        [100, 1],
        [200, 3],
      ],
    ],
    ['a flat bucket is one point', { startMs: 300, min: 2, max: 2 }, [[400, 2]]],
    ['a bucket without values is a gap', { startMs: 600, min: null, max: null }, [[600, null]]],
  ])('%s', (_name, bucket, expected) => {
    expect(pointsOfBuckets([bucket], 300, 1)).toEqual(expected);
  });
});

describe('finishSeries', () => {
  const tenMinutes = (values: (number | null)[]): SeriesPoint[] => values.map((v, i) => [i * 10 * minute, v]);

  it.each<[string, SeriesPoint[], Parameters<typeof finishSeries>[2], SeriesPoint[], string]>([
    [
      'short series: raw, rounded to the metric (temperature 0.1 °C, half away from zero)',
      tenMinutes([20.04, 20.05, -2.25]),
      { maxPoints: 10, gapMs: 30 * minute, originMs: 0 },
      tenMinutes([20, 20.1, -2.3]),
      'raw',
    ],
    [
      'an outage longer than the gap limit breaks the line',
      [
        [0, 1],
        [10 * minute, 2],
        [120 * minute, 3],
      ],
      { maxPoints: 10, gapMs: 30 * minute, originMs: 0 },
      [
        [0, 1],
        [10 * minute, 2],
        [10 * minute + 1, null],
        [120 * minute, 3],
      ],
      'raw',
    ],
    [
      'too long: min and max per bucket',
      tenMinutes([1, 5, 2, 2, 0, 3, 4, 4]),
      { maxPoints: 4, gapMs: 30 * minute, originMs: 0 },
      [
        [0, 1],
        [10 * minute, 5],
        [40 * minute, 0],
        [60 * minute, 4],
      ],
      'min_max',
    ],
  ])('%s', (_name, points, options, expected, kind) => {
    const result = finishSeries(points, 'temperature', options);
    expect(result.points).toEqual(expected);
    expect(result.resolution.kind).toBe(kind);
  });
});

describe('runningTotal', () => {
  it('adds columns, gaps add nothing', () => {
    expect(
      runningTotal([
        [1, 0.2],
        [2, null],
        [3, 0.4],
        [4, 0.1],
      ]),
    ).toEqual([
      [1, 0.2],
      [2, 0.2],
      [3, 0.6],
      [4, 0.7],
    ]);
  });
});

describe('windArrows', () => {
  it('labels the direction the wind comes from, skips calm and missing directions', () => {
    expect(windArrows('wind_speed_10m', [1, 2, 3, 4], [250, 90, null, -10], [14.4, 1.2, 10, 20])).toEqual([
      { series_id: 'wind_speed_10m', t_ms: 1, direction_deg: 250, direction_label: 'WSW', speed_kmh: 14 },
      { series_id: 'wind_speed_10m', t_ms: 4, direction_deg: 350, direction_label: 'N', speed_kmh: 20 },
    ]);
  });

  it('sends at most 200 arrows', () => {
    const times = Array.from({ length: 1000 }, (_, i) => i);
    const arrows = windArrows(
      'wind_speed_2m',
      times,
      times.map(() => 180),
      times.map(() => 10),
    );
    expect(arrows).toHaveLength(200);
    expect(arrows[0]?.t_ms).toBe(0);
    expect(arrows.at(-1)?.t_ms).toBe(999);
  });
});
