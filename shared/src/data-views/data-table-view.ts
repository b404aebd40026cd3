/**
 * The all-sensors table as text (spec §2 "Sites list and site views", §9 date display): the reading time
 * in the site's zone ('dd/MM/yyyy HH:mm'), then each value at its metric's decimals; newest first as
 * the server sends it. A state column reads its legend label ('Hazardous inversion'), not a number.
 * A value quality control dropped or clamped carries `qcMark` and a note of what the station sent,
 * explained once under the table (`qcLegend`).
 */
import type { DataViewTable, TableQcFlag } from '../contracts/data-views.schema';
import { isMetricKey } from '../metrics/metric-catalogue';
import { formatMetricValue, legendBand, missingValueText } from '../metrics/metric-legend';
import { stationDateTimeText } from './station-time-text';

/** Units that name a kind of value rather than measure it ('state'): read as their legend label instead. */
const wordUnits: ReadonlySet<string> = new Set(['state', 'class', 'status']);

export function isWordUnit(unit: string | null): boolean {
  return unit !== null && wordUnits.has(unit);
}

export interface TableColumnHeading {
  id: string;
  label: string;
  /** Shown under the label; null when the column has none worth saying. */
  unit: string | null;
}

export interface TableRowText {
  timeMs: number;
  time: string;
  cells: string[];
  /** Per cell: what quality control did to its value ('Out of range: sent 75 °C'), or null. */
  qcNotes: (string | null)[];
}

export interface DataTableText {
  /** The value columns; the time column is always first and needs no heading rule. */
  columns: TableColumnHeading[];
  rows: TableRowText[];
  /** Explains `qcMark` under the table; null when no value shown is flagged. */
  qcLegend: string | null;
}

/** Marks a value quality control dropped (shown missing) or clamped. */
export const qcMark = '*';
export const qcLegendText =
  "* Quality control: a value outside its sensor's range is shown as '-'; humidity of 100–103 % is shown as 100 and negative solar at night as 0. Point at a * to see what the station sent; the CSV download lists it too.";

/** What quality control did to a value, with what the station sent in the column's unit. */
export function qcNoteText(flag: TableQcFlag, unit: string | null): string {
  const sent = unit ? `${flag.received} ${unit}` : String(flag.received);
  return flag.flag === 'clamped' ? `Clamped: sent ${sent}` : `Out of range: sent ${sent}`;
}

/** The table's QC flags by row time, then column id. */
export function qcFlagsByTime(table: DataViewTable): Map<number, Map<string, TableQcFlag>> {
  const byTime = new Map<number, Map<string, TableQcFlag>>();
  for (const flag of table.qc_flags ?? []) {
    let row = byTime.get(flag.time);
    if (!row) byTime.set(flag.time, (row = new Map()));
    row.set(flag.column_id, flag);
  }
  return byTime;
}

function cellText(metricId: string | null, unit: string | null, value: number | null): string {
  if (value === null) return missingValueText;
  if (metricId === null || !isMetricKey(metricId)) return String(value);
  if (isWordUnit(unit)) return legendBand(metricId, value)?.label ?? String(value);
  return formatMetricValue(metricId, value);
}

export function dataTableText(table: DataViewTable, timezone: string): DataTableText {
  const [, ...valueHeaders] = table.headers;
  const qcFlags = qcFlagsByTime(table);
  return {
    columns: valueHeaders.map((header) => ({
      id: header.id,
      label: header.label,
      unit: isWordUnit(header.unit) ? null : header.unit,
    })),
    rows: table.data.flatMap(([timeMs, ...values]) => {
      // A row without its time cannot be placed; the contract never sends one.
      if (timeMs === null || timeMs === undefined) return [];
      return [
        {
          timeMs,
          time: stationDateTimeText(timeMs, timezone),
          cells: valueHeaders.map((header, i) => cellText(header.metric_id, header.unit, values[i] ?? null)),
          qcNotes: valueHeaders.map((header) => {
            const flag = qcFlags.get(timeMs)?.get(header.id);
            return flag ? qcNoteText(flag, header.unit) : null;
          }),
        },
      ];
    }),
    qcLegend: qcFlags.size > 0 ? qcLegendText : null,
  };
}
