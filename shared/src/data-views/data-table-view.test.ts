import { describe, expect, it } from 'vitest';
import type { DataViewTable } from '../contracts/data-views.schema';
import { dataTableText, qcLegendText } from './data-table-view';

// Spec §2 (the all-sensors table), §9 (dd/MM/yyyy, the site's time zone); metrics.md §0.4 (decimals).
const t0 = Date.UTC(2026, 10, 21, 3, 35); // 21/11/2026 14:05 in Adelaide
const window = { from_ms: t0 - 172_800_000, to_ms: t0, history: '48h' as const, earliest_ms: null };

function table(data: (number | null)[][]): DataViewTable {
  return {
    headers: [
      { id: 'time', label: 'Time', unit: null, metric_id: null },
      { id: 'temperature', label: 'Temperature 1.2 m', unit: '°C', metric_id: 'temperature' },
      { id: 'relative_humidity', label: 'Relative humidity', unit: '%', metric_id: 'relative_humidity' },
      { id: 'hazardous_inversion', label: 'Hazardous inversion', unit: 'state', metric_id: 'hazardous_inversion' },
      { id: 'ghcop', label: 'Harvest code (GFDI @2 m)', unit: 'index', metric_id: 'ghcop' },
      { id: 'other', label: 'Something new', unit: null, metric_id: 'not_a_metric' },
    ],
    data,
    metadata: { time_window: window, row_count: data.length, truncated: false },
  };
}

describe('dataTableText', () => {
  it('heads each value column with its label and unit, leaving out units that are words', () => {
    expect(dataTableText(table([]), 'Australia/Adelaide').columns).toEqual([
      { id: 'temperature', label: 'Temperature 1.2 m', unit: '°C' },
      { id: 'relative_humidity', label: 'Relative humidity', unit: '%' },
      { id: 'hazardous_inversion', label: 'Hazardous inversion', unit: null },
      { id: 'ghcop', label: 'Harvest code (GFDI @2 m)', unit: 'index' },
      { id: 'other', label: 'Something new', unit: null },
    ]);
  });

  it('has no rows for an empty window (the screen says "No data found.")', () => {
    expect(dataTableText(table([]), 'Australia/Adelaide').rows).toEqual([]);
  });

  it.each<[string, (number | null)[], string, string[]]>([
    [
      'values at their decimals',
      [t0, 20, 28, 0, 5, 7.25],
      '21/11/2026 14:05',
      ['20.0', '28', 'No inversion', '5', '7.25'],
    ],
    [
      'rounding half away from zero, never into another band (GHCOP 34.6 is not 35)',
      [t0, -2.25, 27.5, 1, 34.6, 1],
      '21/11/2026 14:05',
      ['-2.3', '28', 'Inversion (turbulent)', '34.6', '1'],
    ],
    ['missing values as a dash', [t0, null, null, null, null, null], '21/11/2026 14:05', ['-', '-', '-', '-', '-']],
    [
      'the hazardous state',
      [t0 - 600_000, 9.1, 95, 2, 0, 0],
      '21/11/2026 13:55',
      ['9.1', '95', 'Hazardous inversion', '0', '0'],
    ],
  ])('%s', (_label, row, time, cells) => {
    expect(dataTableText(table([row]), 'Australia/Adelaide').rows).toEqual([
      { timeMs: row[0], time, cells, qcNotes: cells.map(() => null) },
    ]);
  });

  it("writes times in the site's zone and keeps the server's newest-first order", () => {
    const rows = dataTableText(
      table([
        [t0, 1, 1, 0, 1, 1],
        [t0 - 3_600_000, 1, 1, 0, 1, 1],
      ]),
      'Australia/Perth',
    ).rows;
    expect(rows.map((r) => r.time)).toEqual(['21/11/2026 11:35', '21/11/2026 10:35']);
  });

  // metrics.md §2.9: a dropped value shows missing, a clamped one its clamped value; both marked.
  it('marks the values quality control dropped or clamped with what the station sent, and explains the mark once', () => {
    const flagged: DataViewTable = {
      ...table([
        [t0, null, 100, 0, 5, 1],
        [t0 - 600_000, 12, 60, 0, 5, 1],
      ]),
      qc_flags: [
        { time: t0, column_id: 'temperature', flag: 'out_of_range', received: 75 },
        { time: t0, column_id: 'relative_humidity', flag: 'clamped', received: 101 },
      ],
    };
    const text = dataTableText(flagged, 'Australia/Adelaide');
    expect(text.rows.map((row) => [row.cells.slice(0, 2), row.qcNotes.slice(0, 3)])).toEqual([
      [
        ['-', '100'],
        ['Out of range: sent 75 °C', 'Clamped: sent 101 %', null],
      ],
      [
        ['12.0', '60'],
        [null, null, null],
      ],
    ]);
    expect(text.qcLegend).toBe(qcLegendText);
    expect(qcLegendText).toMatch(/^\* /);
    expect(dataTableText(table([[t0, 12, 60, 0, 5, 1]]), 'Australia/Adelaide').qcLegend).toBeNull();
  });
});
