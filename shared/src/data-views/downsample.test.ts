import { describe, expect, it } from 'vitest';
import { downsampleMinMax, insertGaps, minMaxBucketMs, thinEvenly, type SeriesPoint } from './downsample';

// Min/max (M4-style) aggregation: Jugel et al., VLDB 2014. Times here are plain numbers for readability.
const series = (...values: (number | null)[]): SeriesPoint[] => values.map((v, i) => [i, v] as const);

describe('minMaxBucketMs', () => {
  it.each([
    // span, maxPoints, step, expected width
    [999, 1000, 1, 2], // 500 buckets over 1,000 ms
    [1000, 1000, 1, 3],
    [0, 10, 1, 1],
    [86_400_000 * 14, 1000, 60_000, 2_460_000], // 14 days in 500 buckets: 40.32 min → 41 min
    [100, 1, 1, 101], // fewer than two points still means one bucket
  ])('span %d in %d points (step %d) → %d ms', (span, maxPoints, step, expected) => {
    expect(minMaxBucketMs(span, maxPoints, step)).toBe(expected);
  });
});

describe('downsampleMinMax', () => {
  it.each<[string, SeriesPoint[], number, { originMs?: number; bucketMs?: number }, SeriesPoint[]]>([
    ['short series unchanged', series(1, 2, 3), 3, {}, series(1, 2, 3)],
    ['empty', [], 4, {}, []],
    [
      'min then max per bucket, in time order',
      series(5, 1, 9, 4, 3, 8, 2, 7),
      4,
      { bucketMs: 4 },
      [
        [1, 1],
        [2, 9],
        [5, 8],
        [6, 2],
      ],
    ],
    [
      'max before min keeps time order',
      series(9, 5, 5, 1),
      2,
      { bucketMs: 4 },
      [
        [0, 9],
        [3, 1],
      ],
    ],
    [
      'a flat bucket gives one point',
      series(4, 4, 4, 4, 6),
      2,
      { bucketMs: 4 },
      [
        [0, 4],
        [4, 6],
      ] as SeriesPoint[],
    ],
    [
      'a bucket of gaps gives one null, gaps inside a bucket with values are dropped',
      series(1, null, 3, 2, null, null, null, null),
      2,
      { bucketMs: 4 },
      [
        [0, 1],
        [2, 3],
        [4, null],
      ],
    ],
    [
      'a single spike survives',
      series(0, 0, 0, 0, 0, 0, 50, 0, 0, 0, 0, 0),
      4,
      {},
      [
        [0, 0],
        [6, 50],
        [7, 0],
      ],
    ],
    [
      'buckets start at the origin',
      [
        [10, 1],
        [11, 5],
        [12, 3],
        [13, 4],
        [14, 0],
      ],
      4,
      { originMs: 8, bucketMs: 3 },
      [
        [10, 1],
        [11, 5],
        [12, 3],
        [14, 0],
      ],
    ],
  ])('%s', (_name, points, maxPoints, options, expected) => {
    expect(downsampleMinMax(points, maxPoints, options)).toEqual(expected);
  });

  it('never returns more than maxPoints and keeps the extremes of a long series', () => {
    const long: SeriesPoint[] = Array.from({ length: 263_000 }, (_, i) => [i * 600_000, Math.sin(i / 50) * 10]);
    long[123_456] = [123_456 * 600_000, 99];
    long[200_000] = [200_000 * 600_000, -42];
    for (const maxPoints of [10, 100, 1000, 2001]) {
      const out = downsampleMinMax(long, maxPoints);
      expect(out.length).toBeLessThanOrEqual(maxPoints);
      const values = out.map((p) => p[1] as number);
      expect(Math.max(...values)).toBe(99);
      expect(Math.min(...values)).toBe(-42);
      expect(out.every((p, i) => i === 0 || p[0] > (out[i - 1] as SeriesPoint)[0])).toBe(true);
    }
  });
});

describe('insertGaps', () => {
  it.each<[string, SeriesPoint[], number, SeriesPoint[]]>([
    ['regular series unchanged', series(1, 2, 3), 1, series(1, 2, 3)],
    [
      'a silence longer than the limit gets a null',
      [
        [0, 1],
        [10, 2],
        [40, 3],
      ],
      20,
      [
        [0, 1],
        [10, 2],
        [11, null],
        [40, 3],
      ],
    ],
    [
      'an existing null is not doubled',
      [
        [0, 1],
        [5, null],
        [40, 3],
      ],
      20,
      [
        [0, 1],
        [5, null],
        [40, 3],
      ],
    ],
  ])('%s', (_name, points, maxGapMs, expected) => {
    expect(insertGaps(points, maxGapMs)).toEqual(expected);
  });
});

describe('thinEvenly', () => {
  it.each<[number[], number, number[]]>([
    [[1, 2, 3], 5, [1, 2, 3]],
    [[1, 2, 3, 4, 5], 3, [1, 3, 5]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, [1, 4, 7, 10]],
    [[1, 2, 3], 1, [3]],
    [[1, 2, 3], 0, []],
  ])('%j thinned to %d → %j', (items, max, expected) => {
    expect(thinEvenly(items, max)).toEqual(expected);
  });
});
