import { describe, expect, it } from 'vitest';
import type { DataViewChart, DataViewTable } from '../contracts/data-views.schema';
import { chartCsv, dataViewCsvFileName, dataViewCsvText, qcColumnHeading, tableCsv } from './data-view-csv';

const adelaide = 'Australia/Adelaide';
// 2026-04-05 02:30 and 02:30 again in Adelaide: daylight saving ends at 03:00 ACDT → 02:00 ACST.
const firstHalfPastTwo = Date.parse('2026-04-04T16:00:00Z');
const secondHalfPastTwo = Date.parse('2026-04-04T17:00:00Z');

const window = { from_ms: 0, to_ms: 1, history: '48h' as const, earliest_ms: 0 };

describe('dataViewCsvText', () => {
  it.each([
    // [what, rows, expected body lines]
    ['summer time, UTC+10:30', [[Date.parse('2026-01-10T00:00:00Z'), 21.5]], ['2026-01-10 10:30,+10:30,21.5']],
    ['winter time, UTC+09:30', [[Date.parse('2026-07-10T00:00:00Z'), 8]], ['2026-07-10 09:30,+09:30,8']],
    [
      'the repeated hour when daylight saving ends stays apart by its offset',
      [
        [firstHalfPastTwo, 1],
        [secondHalfPastTwo, 2],
      ],
      ['2026-04-05 02:30,+10:30,1', '2026-04-05 02:30,+09:30,2'],
    ],
    ['a missing value is an empty cell', [[Date.parse('2026-01-10T00:00:00Z'), null]], ['2026-01-10 10:30,+10:30,']],
  ] as const)('%s', (_what, rows, expected) => {
    const text = dataViewCsvText({ timeZone: adelaide, columns: [{ label: 'Temperature', unit: '°C' }], rows });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Time (Australia/Adelaide),UTC offset,Temperature (°C)',
      ...expected,
      '',
    ]);
  });

  it.each([
    ['Rain, accumulated', 'index', '"Rain, accumulated (index)"'],
    ['Say "hi"', null, '"Say ""hi"""'],
    ['Plain', null, 'Plain'],
  ])('quotes the heading %j as a CSV cell', (label, unit, cell) => {
    const text = dataViewCsvText({ timeZone: adelaide, columns: [{ label, unit }], rows: [] });
    expect(text.slice(1).split('\r\n')[0]).toBe(`Time (Australia/Adelaide),UTC offset,${cell}`);
  });
});

describe('chartCsv', () => {
  it('puts series side by side on the union of their times, oldest first', () => {
    const chart = {
      series: [
        {
          name: 'Temperature 1.2 m',
          unit: '°C',
          points: [
            [2000, 20],
            [1000, 19],
          ],
        },
        {
          name: 'Temperature 10 m',
          unit: '°C',
          points: [
            [1000, 18],
            [3000, null],
          ],
        },
      ],
    } as unknown as DataViewChart;
    expect(chartCsv(chart, adelaide)).toEqual({
      timeZone: adelaide,
      columns: [
        { label: 'Temperature 1.2 m', unit: '°C' },
        { label: 'Temperature 10 m', unit: '°C' },
      ],
      rows: [
        [1000, 19, 18],
        [2000, 20, null],
        [3000, null, null],
      ],
    });
  });
});

describe('tableCsv', () => {
  it('drops the time header and turns rows oldest first', () => {
    const table: DataViewTable = {
      headers: [
        { id: 'time', label: 'Time', unit: null, metric_id: null },
        { id: 'temperature', label: 'Temperature 1.2 m', unit: '°C', metric_id: 'temperature' },
      ],
      data: [
        [2000, 20],
        [1000, 19],
      ],
      metadata: { time_window: window, row_count: 2, truncated: false },
    };
    expect(tableCsv(table, adelaide)).toEqual({
      timeZone: adelaide,
      columns: [{ label: 'Temperature 1.2 m', unit: '°C' }],
      rows: [
        [1000, 19],
        [2000, 20],
      ],
      qcNotes: ['', ''],
    });
  });

  // metrics.md §2.9: a last column says which values quality control dropped or clamped, and what was sent.
  it('notes the values quality control dropped or clamped in a last column its heading explains', () => {
    const at = Date.parse('2026-01-10T00:00:00Z');
    const table: DataViewTable = {
      headers: [
        { id: 'time', label: 'Time', unit: null, metric_id: null },
        { id: 'temperature', label: 'Temperature 1.2 m', unit: '°C', metric_id: 'temperature' },
        { id: 'relative_humidity', label: 'Relative humidity', unit: '%', metric_id: 'relative_humidity' },
      ],
      data: [
        [at, null, 100],
        [at - 600_000, 21.5, 40],
      ],
      metadata: { time_window: window, row_count: 2, truncated: false },
      qc_flags: [
        { time: at, column_id: 'temperature', flag: 'out_of_range', received: 75 },
        { time: at, column_id: 'relative_humidity', flag: 'clamped', received: 101 },
      ],
    };
    expect(dataViewCsvText(tableCsv(table, adelaide)).slice(1).split('\r\n')).toEqual([
      `Time (Australia/Adelaide),UTC offset,Temperature 1.2 m (°C),Relative humidity (%),${qcColumnHeading}`,
      '2026-01-10 10:20,+10:30,21.5,40,',
      '2026-01-10 10:30,+10:30,,100,Temperature 1.2 m: Out of range: sent 75 °C; Relative humidity: Clamped: sent 101 %',
      '',
    ]);
    expect(qcColumnHeading).not.toMatch(/[",]/);
  });
});

describe('dataViewCsvFileName', () => {
  it('names the site, the view and the local first and last days', () => {
    // 2026-01-09T14:00Z is already 10 January in Adelaide.
    expect(
      dataViewCsvFileName(
        'hamley-bridge',
        'temperatures',
        Date.parse('2026-01-09T14:00:00Z'),
        Date.parse('2026-01-11T01:00:00Z'),
        adelaide,
      ),
    ).toBe('hamley-bridge_temperatures_2026-01-10_2026-01-11.csv');
  });
});
