/**
 * The all-sensors table as text (spec §2 "Sites list and site views", §9 date display): the reading time
 * in the site's zone ('dd/MM/yyyy HH:mm'), then each value at its metric's decimals; newest first as
 * the server sends it. A state column reads its legend label ('Hazardous inversion'), not a number.
 */
import type { DataViewTable } from '../contracts/data-views.schema';
import { isMetricKey } from '../metrics/metric-catalogue';
import { formatMetricValue, legendBand, missingValueText } from '../metrics/metric-legend';
import { siteDateTimeText } from './site-time-text';

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
}

export interface DataTableText {
  /** The value columns; the time column is always first and needs no heading rule. */
  columns: TableColumnHeading[];
  rows: TableRowText[];
}

function cellText(metricId: string | null, unit: string | null, value: number | null): string {
  if (value === null) return missingValueText;
  if (metricId === null || !isMetricKey(metricId)) return String(value);
  if (isWordUnit(unit)) return legendBand(metricId, value)?.label ?? String(value);
  return formatMetricValue(metricId, value);
}

export function dataTableText(table: DataViewTable, timezone: string): DataTableText {
  const [, ...valueHeaders] = table.headers;
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
          time: siteDateTimeText(timeMs, timezone),
          cells: valueHeaders.map((header, i) => cellText(header.metric_id, header.unit, values[i] ?? null)),
        },
      ];
    }),
  };
}
