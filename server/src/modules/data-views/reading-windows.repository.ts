import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import type { ReadingQcFlags } from '@mesonet/shared/stations/raw-channels';
import { param, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { andSelected, column, iso, num, readingsInWindow } from './data-view-sql';

/** Readings column by column: times (ms, ascending unless asked otherwise) and one array per field. */
export interface ReadingColumns {
  timesMs: number[];
  values: Map<ReadingField, (number | null)[]>;
  /** Each reading's QC flags (null where QC changed nothing), when asked for. */
  qcFlags?: (ReadingQcFlags | null)[];
}

/** A `qc_flags` value as either driver returns jsonb: parsed (node-postgres, PGlite) or as text. */
const qcFlagsOf = (value: unknown): ReadingQcFlags | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? (JSON.parse(value) as ReadingQcFlags)
      : (value as ReadingQcFlags);

/** Rows aliased t, c0, c1, … as one column of values per field. */
function readingColumnsOf(fields: readonly ReadingField[], found: Record<string, unknown>[]): ReadingColumns {
  return {
    timesMs: found.map((row) => Math.round(Number(row.t))),
    values: new Map(fields.map((field, i) => [field, found.map((row) => num(row[`c${i}`]))])),
  };
}

/** The fields aliased c0, c1, … */
const selectedFields = (fields: readonly ReadingField[]) =>
  fields.map((field, i) => sql`${column(field)} as ${sql.raw(`c${i}`)}`);

/** The readings of a window one by one: a graph's short windows, the table, and the forecast's inputs. */
export function readingWindowsRepository(db: Database) {
  return {
    async firstReadingMs(stationId: number): Promise<number | null> {
      const [row] = await queryRows<{ t: number | null }>(
        db,
        sql`select date_part('epoch', min(observed_at)) * 1000 as t from readings where site_id = ${stationId}`,
      );
      return row?.t === null || row?.t === undefined ? null : Math.round(Number(row.t));
    },

    /** Readings with observed_at in [fromMs, toMs], oldest first (or newest first, at most `limit`). */
    async readings(
      stationId: number,
      fields: readonly ReadingField[],
      fromMs: number,
      toMs: number,
      options: { newestFirst?: boolean; limit?: number; qcFlags?: boolean } = {},
    ): Promise<ReadingColumns> {
      const selected = selectedFields(fields);
      if (options.qcFlags) selected.push(sql`qc_flags`);
      const found = await queryRows<Record<string, unknown>>(
        db,
        sql`select date_part('epoch', observed_at) * 1000 as t${andSelected(selected)}
            from readings
            where ${readingsInWindow(stationId, fromMs, toMs)}
            order by observed_at ${options.newestFirst ? sql`desc` : sql`asc`}
            ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`,
      );
      const columns = readingColumnsOf(fields, found);
      if (options.qcFlags) columns.qcFlags = found.map((row) => qcFlagsOf(row.qc_flags));
      return columns;
    },

    /** The `estimated_metrics` bits of the readings in [fromMs, toMs], OR-ed: 0 when every value was measured. */
    async estimatedMetricsIn(stationId: number, fromMs: number, toMs: number): Promise<number> {
      const [row] = await queryRows<{ bits: number | null }>(
        db,
        sql`select bit_or(estimated_metrics) as bits from readings
            where ${readingsInWindow(stationId, fromMs, toMs)}`,
      );
      return Number(row?.bits ?? 0);
    },

    /**
     * The first reading at or after each of `atMs` (and at most `toMs`): one index lookup per time, so
     * a few hundred samples of years of history cost milliseconds. Duplicates are dropped.
     */
    async sampleReadings(
      stationId: number,
      fields: readonly ReadingField[],
      atMs: readonly number[],
      toMs: number,
    ): Promise<ReadingColumns> {
      if (atMs.length === 0) return { timesMs: [], values: new Map(fields.map((field) => [field, []])) };
      const found = await queryRows<Record<string, unknown>>(
        db,
        sql`select distinct date_part('epoch', r.observed_at) * 1000 as t${andSelected(fields.map((_, i) => sql.raw(`r.c${i}`)))}
            from unnest(${param(atMs.map(iso))}::timestamptz[]) as s(at)
            cross join lateral (
              select observed_at${andSelected(selectedFields(fields))}
              from readings
              where site_id = ${stationId} and observed_at >= s.at and observed_at <= ${iso(toMs)}::timestamptz
              order by observed_at limit 1
            ) r
            order by 1`,
      );
      return readingColumnsOf(fields, found);
    },
  };
}
