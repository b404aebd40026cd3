import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import { describe, expect, it } from 'vitest';
import { chartData, chartOptions, chartShapeKey } from './chart-options';

type Series = DataViewChart['series'][number];

function series(id: string, axisId: string, render: Series['render'], points: Series['points'] = []): Series {
  return { id, metric_id: id, name: id, unit: 'x', axis_id: axisId, render, points };
}

function chart(overrides: Partial<DataViewChart> = {}): DataViewChart {
  return {
    type: 'temperature',
    title: 'Temperature',
    time_window: { from_ms: 0, to_ms: 3_600_000, history: 'standard', earliest_ms: null },
    resolution: { kind: 'raw', bucket_ms: null },
    series: [series('t', 'c', 'line')],
    axes: [{ id: 'c', unit: '°C', label: 'Temperature (°C)' }],
    threshold_bands: [],
    wind_arrows: [],
    ...overrides,
  } as DataViewChart;
}

const size = { width: 600, height: 300 };
const full = { compact: false, narrow: false, theme: 'light' as const };
const card = { compact: true, narrow: false, theme: 'light' as const };
const phone = { compact: false, narrow: true, theme: 'light' as const };

describe('chartData', () => {
  it.each([
    { name: 'no series', chart: chart({ series: [] }), expected: [[]] },
    {
      name: 'one series: times then values, a null kept as a gap',
      chart: chart({
        series: [
          series('t', 'c', 'line', [
            [1, 5],
            [2, null],
          ]),
        ],
      }),
      expected: [
        [1, 2],
        [5, null],
      ],
    },
    {
      name: 'two series on their joint times',
      chart: chart({
        series: [series('a', 'c', 'line', [[1, 5]]), series('b', 'c', 'line', [[2, 7]])],
      }),
      expected: [
        [1, 2],
        [5, undefined],
        [undefined, 7],
      ],
    },
  ])('$name', ({ chart: input, expected }) => {
    expect(chartData(input)).toEqual(expected);
  });
});

describe('chartShapeKey', () => {
  it.each([
    { name: 'new points keep the shape', other: chart({ series: [series('t', 'c', 'line', [[1, 2]])] }), same: true },
    { name: 'another render is another shape', other: chart({ series: [series('t', 'c', 'step')] }), same: false },
    {
      name: 'another resolution is another shape',
      other: chart({ resolution: { kind: 'day', bucket_ms: 86_400_000 } }),
      same: false,
    },
  ])('$name', ({ other, same }) => {
    expect(chartShapeKey(other) === chartShapeKey(chart())).toBe(same);
  });
});

describe('chartOptions', () => {
  const twoAxes = chart({
    series: [series('t', 'c', 'line'), series('r', 'mm', 'column')],
    axes: [
      { id: 'c', unit: '°C', label: 'Temperature (°C)' },
      { id: 'mm', unit: 'mm', label: 'Rain (mm)' },
    ],
  });

  it.each([
    {
      name: 'full size',
      look: full,
      valueAxesShown: [true, true],
      legend: true,
      cursor: true,
      label: 'Temperature (°C)',
    },
    {
      name: 'a card: first value axis only, no legend',
      look: card,
      valueAxesShown: [true, false],
      legend: false,
      cursor: false,
      label: undefined,
    },
    {
      name: 'a phone: labels kept',
      look: phone,
      valueAxesShown: [true, true],
      legend: true,
      cursor: true,
      label: 'Temperature (°C)',
    },
  ])('$name', ({ look, valueAxesShown, legend, cursor, label }) => {
    const options = chartOptions({ current: twoAxes }, look, size, 'Australia/Adelaide');
    const [, firstY, secondY] = options.axes!;
    expect([firstY?.show, secondY?.show]).toEqual(valueAxesShown);
    expect(options.legend?.show).toBe(legend);
    expect(options.cursor?.show).toBe(cursor);
    expect(firstY?.label).toBe(label);
    expect([firstY?.side, secondY?.side]).toEqual([3, 1]);
  });

  it('gives each series its axis, a column its fill, and the time series first', () => {
    const options = chartOptions({ current: twoAxes }, full, size, 'UTC');
    expect(options.series.map((s) => s.label)).toEqual(['Time', expect.any(String), expect.any(String)]);
    expect(options.series.slice(1).map((s) => s.scale)).toEqual(['c', 'mm']);
    expect(options.series[1]?.fill).toBeUndefined();
    expect(options.series[2]?.fill).toEqual(expect.any(String));
    expect(Object.keys(options.scales!)).toEqual(['x', 'c', 'mm']);
  });

  it.each([
    { name: 'no wind arrows: a small top margin', arrows: [], look: full, top: 12 },
    {
      name: 'one row of arrows, full size',
      arrows: [{ series_id: 'w', t_ms: 0, direction_deg: 90, direction_label: 'E', speed_kmh: 10 }],
      look: full,
      top: 24,
    },
    {
      name: 'one row of arrows on a card',
      arrows: [{ series_id: 'w', t_ms: 0, direction_deg: 90, direction_label: 'E', speed_kmh: 10 }],
      look: card,
      top: 18,
    },
  ])('$name', ({ arrows, look, top }) => {
    const options = chartOptions({ current: chart({ wind_arrows: arrows }) }, look, size, 'UTC');
    expect(options.padding?.[0]).toBe(top);
  });
});
