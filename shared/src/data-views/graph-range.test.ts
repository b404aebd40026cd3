import { describe, expect, it } from 'vitest';
import {
  bandLabelAt,
  columnPlacement,
  columnWidthMs,
  graphAvailableSpanMs,
  graphDefaultWindow,
  graphHasData,
  graphMaxPoints,
  graphRangeChoicesForSpan,
  graphRangeWindow,
  graphWindowCaption,
  graphXRangeMs,
  pressedGraphRange,
  thinWindArrows,
  type GraphRangeChoice,
  type GraphTimeWindow,
} from './graph-range';

// Spec §9 "Graphs": default window last 2 days; selector by span (174,000,000 / 610,000,000 /
// 2,764,800,000 ms); 1w = 604,800,016 ms; wind arrows about one per 40 px.

const day = 86_400_000;
const week = 604_800_016;
const to = Date.UTC(2026, 10, 22, 3, 30); // 22 Nov 2026 14:00 in Adelaide (ACDT, +10:30)

describe('graphRangeChoicesForSpan', () => {
  const none: GraphRangeChoice[] = [];
  const short: GraphRangeChoice[] = ['1d', '2d', 'all'];
  const full: GraphRangeChoice[] = ['1d', '2d', '1w', '2w', 'all'];
  it.each([
    [0, none],
    [172_800_000, none], // a 48-hour plan
    [173_999_999, none],
    [174_000_000, short],
    [604_800_000, short], // a 7-day plan
    [609_999_999, short],
    [610_000_000, full],
    [2_764_799_999, full],
    [2_764_800_000, full], // 32 days and longer: the spec is silent, the five choices stay
    [3 * 365 * day, full],
  ])('span %d ms → %j', (spanMs, expected) => {
    expect(graphRangeChoicesForSpan(spanMs)).toEqual(expected);
  });
});

describe('graphAvailableSpanMs', () => {
  it.each<[string, GraphTimeWindow, number]>([
    ['from the earliest time allowed', { from_ms: to - 2 * day, to_ms: to, earliest_ms: to - 14 * day }, 14 * day],
    ['no data yet: the window itself', { from_ms: to - 2 * day, to_ms: to, earliest_ms: null }, 2 * day],
    ['never negative', { from_ms: to, to_ms: to, earliest_ms: to + 1 }, 0],
  ])('%s', (_name, window, expected) => {
    expect(graphAvailableSpanMs(window)).toBe(expected);
  });
});

describe('graphRangeWindow', () => {
  const earliest = to - 30 * day;
  it.each<[GraphRangeChoice, number, { fromMs: number; toMs: number }]>([
    ['1d', earliest, { fromMs: to - 86_400_000, toMs: to }],
    ['2d', earliest, { fromMs: to - 172_800_000, toMs: to }],
    ['1w', earliest, { fromMs: to - 604_800_016, toMs: to }],
    ['2w', earliest, { fromMs: to - 1_209_600_032, toMs: to }],
    ['all', earliest, { fromMs: earliest, toMs: to }],
    // Never before the earliest time the viewer may see.
    ['2w', to - 10 * day, { fromMs: to - 10 * day, toMs: to }],
    ['2w', to - 14 * day, { fromMs: to - 14 * day, toMs: to }], // 14 days is 32 ms short of 2w
    ['1d', to - day + 1, { fromMs: to - day + 1, toMs: to }],
    ['1d', to - day, { fromMs: to - day, toMs: to }],
    ['1d', to - day - 1, { fromMs: to - day, toMs: to }],
    // An earliest time after the end (a clock ahead) still gives an empty window, not a reversed one.
    ['all', to + 5, { fromMs: to, toMs: to }],
    ['2d', to + 5, { fromMs: to, toMs: to }],
  ])('%s with earliest %d', (choice, earliestMs, expected) => {
    expect(graphRangeWindow(choice, { toMs: to, earliestMs })).toEqual(expected);
  });
});

describe('graphDefaultWindow', () => {
  it.each<[string, GraphTimeWindow, { fromMs: number; toMs: number }]>([
    [
      'last 2 days',
      { from_ms: to - 7 * day, to_ms: to, earliest_ms: to - 30 * day },
      { fromMs: to - 2 * day, toMs: to },
    ],
    [
      'less history than 2 days',
      { from_ms: to - day, to_ms: to, earliest_ms: to - day },
      { fromMs: to - day, toMs: to },
    ],
    [
      'no earliest: the window start',
      { from_ms: to - day, to_ms: to, earliest_ms: null },
      { fromMs: to - day, toMs: to },
    ],
  ])('%s', (_name, window, expected) => {
    expect(graphDefaultWindow(window)).toEqual(expected);
  });
});

describe('pressedGraphRange', () => {
  it.each<[string, GraphRangeChoice | null, GraphTimeWindow, GraphRangeChoice | null]>([
    ['the choice picked', '1w', { from_ms: to - week, to_ms: to, earliest_ms: to - 14 * day }, '1w'],
    ['All picked', 'all', { from_ms: to - 14 * day, to_ms: to, earliest_ms: to - 14 * day }, 'all'],
    ['opening on 48 hours', null, { from_ms: to - 172_800_000, to_ms: to, earliest_ms: to - 14 * day }, '2d'],
    ['one ms off 48 hours', null, { from_ms: to - 172_800_001, to_ms: to, earliest_ms: to - 14 * day }, null],
    [
      'opening on all a 7-day plan allows',
      null,
      { from_ms: to - 6 * day, to_ms: to, earliest_ms: to - 6 * day },
      'all',
    ],
    ['opening on 7 rain days of a longer history', null, { from_ms: to - 6 * day, to_ms: to, earliest_ms: 0 }, null],
    ['no data yet', null, { from_ms: to - 6 * day, to_ms: to, earliest_ms: null }, 'all'],
  ])('%s', (_name, selected, shown, expected) => {
    expect(pressedGraphRange(selected, shown)).toBe(expected);
  });
});

describe('graphMaxPoints', () => {
  it.each([
    [0, 10],
    [-5, 10],
    [Number.NaN, 10],
    [1, 50],
    [50, 50],
    [51, 100],
    [296, 300],
    [1180, 1200],
    [4999, 5000],
    [5001, 5000],
    [20_000, 5000],
  ])('%d px → %d points', (width, expected) => {
    expect(graphMaxPoints(width)).toBe(expected);
  });
});

describe('thinWindArrows', () => {
  const arrow = (series_id: string, t_ms: number) => ({ series_id, t_ms });
  const everyMinute = (series: string, fromMs: number, count: number) =>
    Array.from({ length: count }, (_, i) => arrow(series, fromMs + i * 60_000));

  it.each<[string, ReturnType<typeof arrow>[], { fromMs: number; toMs: number; plotWidthPx: number }, number[]]>([
    ['nothing to thin', [], { fromMs: 0, toMs: 600_000, plotWidthPx: 400 }, []],
    [
      // 400 px → 10 slots of 1 min; per slot the arrow nearest its middle
      'one per 40 px',
      Array.from({ length: 21 }, (_, i) => arrow('w', i * 30_000)),
      { fromMs: 0, toMs: 600_000, plotWidthPx: 400 },
      [30_000, 90_000, 150_000, 210_000, 270_000, 330_000, 390_000, 450_000, 510_000, 570_000],
    ],
    ['79 px → one slot', everyMinute('w', 0, 11), { fromMs: 0, toMs: 600_000, plotWidthPx: 79 }, [300_000]],
    ['80 px → two slots', everyMinute('w', 0, 11), { fromMs: 0, toMs: 600_000, plotWidthPx: 80 }, [120_000, 420_000]],
    [
      'fewer arrows than slots: each kept',
      [arrow('w', 0), arrow('w', 300_000), arrow('w', 600_000)],
      { fromMs: 0, toMs: 600_000, plotWidthPx: 1200 },
      [0, 300_000, 600_000],
    ],
    [
      'outside the window: dropped',
      [arrow('w', -1), arrow('w', 10), arrow('w', 600_001)],
      { fromMs: 0, toMs: 600_000, plotWidthPx: 400 },
      [10],
    ],
    ['an empty window', everyMinute('w', 0, 3), { fromMs: 5, toMs: 5, plotWidthPx: 400 }, []],
    ['no width', everyMinute('w', 0, 3), { fromMs: 0, toMs: 600_000, plotWidthPx: 0 }, []],
  ])('%s', (_name, arrows, view, expectedTimes) => {
    expect(thinWindArrows(arrows, view).map((a) => a.t_ms)).toEqual(expectedTimes);
  });

  it('thins each series on its own and keeps the input order', () => {
    const arrows = [...everyMinute('10m', 0, 11), ...everyMinute('2m', 0, 11)];
    const kept = thinWindArrows(arrows, { fromMs: 0, toMs: 600_000, plotWidthPx: 80 });
    expect(kept).toEqual([arrow('10m', 120_000), arrow('10m', 420_000), arrow('2m', 120_000), arrow('2m', 420_000)]);
  });

  it('keeps about width / 40 arrows from the server’s 200 over 14 days', () => {
    const arrows = Array.from({ length: 200 }, (_, i) => arrow('w', to - 14 * day + i * ((14 * day) / 200)));
    expect(thinWindArrows(arrows, { fromMs: to - 14 * day, toMs: to, plotWidthPx: 300 })).toHaveLength(7);
    expect(thinWindArrows(arrows, { fromMs: to - 14 * day, toMs: to, plotWidthPx: 1200 })).toHaveLength(30);
  });
});

describe('graphWindowCaption', () => {
  it.each([
    ['Adelaide in daylight saving', to - 2 * day, to, 'Australia/Adelaide', '20/11/2026 14:00 – 22/11/2026 14:00'],
    [
      'Adelaide in winter (+9:30)',
      Date.UTC(2026, 5, 1, 0, 0),
      Date.UTC(2026, 5, 2, 0, 0),
      'Australia/Adelaide',
      '01/06/2026 09:30 – 02/06/2026 09:30',
    ],
    ['another zone', to - day, to, 'Australia/Perth', '21/11/2026 11:30 – 22/11/2026 11:30'],
    ['an unknown zone falls back to Adelaide', to - day, to, 'Not/AZone', '21/11/2026 14:00 – 22/11/2026 14:00'],
  ])('%s', (_name, fromMs, toMs, zone, expected) => {
    expect(graphWindowCaption(fromMs, toMs, zone)).toBe(expected);
  });
});

describe('graphHasData', () => {
  const series = (...points: [number, number | null][]) => ({
    id: 's',
    metric_id: 'temperature',
    name: 'Temperature',
    unit: '°C',
    axis_id: 'y',
    render: 'line' as const,
    points,
  });
  it.each([
    ['no series', [], false],
    ['series without points', [series()], false],
    ['only gaps', [series([1, null], [2, null])], false],
    ['one value', [series([1, null]), series([1, 0])], true],
  ])('%s → %s', (_name, list, expected) => {
    expect(graphHasData(list)).toBe(expected);
  });
});

describe('columns', () => {
  it.each([
    ['sum', 'before'],
    ['day', 'before'],
    ['month', 'after'],
    ['year', 'after'],
    ['raw', 'before'],
  ] as const)('%s columns stand %s their time', (kind, expected) => {
    expect(columnPlacement(kind)).toBe(expected);
  });

  it.each([
    [{ kind: 'sum', bucket_ms: 3_600_000 }, 3_600_000],
    [{ kind: 'day', bucket_ms: null }, day],
    [{ kind: 'month', bucket_ms: null }, 30.4375 * day],
    [{ kind: 'year', bucket_ms: null }, 365.25 * day],
    [{ kind: 'raw', bucket_ms: null }, 0],
  ] as const)('%j is %d ms wide', (resolution, expected) => {
    expect(columnWidthMs(resolution)).toBe(expected);
  });

  const window = { from_ms: to - 7 * day, to_ms: to };
  it.each<[string, Parameters<typeof graphXRangeMs>[1], [number, number]]>([
    ['lines: the window', null, [to - 7 * day, to]],
    [
      'rain days end at 9am tomorrow: widened to hold the last',
      { kind: 'day', widthMs: day, firstMs: to - 6 * day, lastMs: to + 5 * 3_600_000 },
      [to - 7 * day, to + 5 * 3_600_000],
    ],
    [
      'hourly sums inside the window',
      { kind: 'sum', widthMs: 3_600_000, firstMs: to - 7 * day + 3_600_000, lastMs: to },
      [to - 7 * day, to],
    ],
    [
      'this year’s total runs past today',
      { kind: 'year', widthMs: 365.25 * day, firstMs: to - 3 * day, lastMs: to - 3 * day },
      [to - 7 * day, to - 3 * day + 365.25 * day],
    ],
    [
      'a first column starting before the window',
      { kind: 'month', widthMs: 30 * day, firstMs: to - 8 * day, lastMs: to - 8 * day },
      [to - 8 * day, to + 22 * day],
    ],
  ])('%s', (_name, columns, expected) => {
    expect(graphXRangeMs(window, columns)).toEqual(expected);
  });
});

describe('bandLabelAt', () => {
  const bands = [
    { from: null, to: 0, label: 'below zero' },
    { from: 0, to: 1, label: 'No inversion' },
    { from: 1, to: 2, label: 'Inversion (turbulent)' },
    { from: 2, to: null, label: 'Hazardous inversion' },
  ];
  it.each([
    [-5, 'below zero'],
    [0, 'No inversion'],
    [0.999, 'No inversion'],
    [1, 'Inversion (turbulent)'],
    [2, 'Hazardous inversion'],
    [99, 'Hazardous inversion'],
  ])('%d → %s', (value, expected) => {
    expect(bandLabelAt(bands, value)).toBe(expected);
  });
  it('null outside every band', () => {
    expect(bandLabelAt([{ from: 0, to: 1, label: 'a' }], 1)).toBeNull();
  });
});
