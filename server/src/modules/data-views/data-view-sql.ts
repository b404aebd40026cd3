/** What every data-view query builds its SQL from: checked column names, windows and row reading. */
import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { sql, type SQL } from 'drizzle-orm';
import { derivedReadingKeys, rawReadingColumns, readingColumn } from '../stations/reading-columns';

/** Columns a series may read: only these names ever reach the SQL text. */
const knownColumns = new Set<string>([...rawReadingColumns.map((c) => c.column), ...derivedReadingKeys]);

export function column(field: ReadingField): SQL {
  const name = readingColumn(field);
  if (!knownColumns.has(name)) throw new Error(`not a reading column: ${field}`);
  return sql.raw(name);
}

export const iso = (ms: number) => new Date(ms).toISOString();

export const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The station's readings observed in [fromMs, toMs]: the condition of every readings window. */
export function readingsInWindow(stationId: number, fromMs: number, toMs: number): SQL {
  return sql`site_id = ${stationId} and observed_at >= ${iso(fromMs)}::timestamptz and observed_at <= ${iso(toMs)}::timestamptz`;
}

/** More selected columns after the first: `, a, b`, or nothing. */
export function andSelected(parts: readonly SQL[]): SQL {
  return parts.length > 0 ? sql`, ${sql.join([...parts], sql`, `)}` : sql``;
}
