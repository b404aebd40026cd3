import type { PGlite } from '@electric-sql/pglite';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../server/src/db/database';
import { copyTextChunks } from '../../server/src/modules/stations/copy-text';
import { CopyFromStdin } from '../../server/src/modules/stations/fast-statements';
import {
  derivedReadingKeys,
  rawReadingColumns,
  readingRowColumns,
  readingRowTypes,
  type DerivedReadingValues,
} from '../../server/src/modules/stations/reading-columns';
import type { BenchDatabase } from './bench-database';

/**
 * The raw baselines of the ingestion benchmark: the same `readings` rows (raw channels and the
 * derived metrics, computed beforehand) written straight through the driver, with none of the
 * app's parsing, validation, derivation, aggregates or live refresh.
 */

const columns = readingRowColumns;
const columnTypes = readingRowTypes;

/** One `readings` row, in `columns` order. */
export type ReadingRow = Array<number | string | null>;

export function readingRow(
  stationId: number,
  observation: StationObservation,
  derived: DerivedReadingValues,
): ReadingRow {
  return [
    stationId,
    new Date(observation.observedAtMs).toISOString(),
    ...rawReadingColumns.map(({ channel }) => observation.channels[channel] ?? null),
    ...derivedReadingKeys.map((key) => derived[key] ?? null),
    null, // qc_flags: the benchmark's readings are all in range
  ];
}

/** The rows as COPY text in chunks of 100, written as the app writes them: the server stores one while the next is made. */
function rowChunks(rows: readonly ReadingRow[]): Generator<Buffer> {
  return copyTextChunks(rows[Symbol.iterator](), columns.length, 100, (text, row) => {
    for (const value of row) text.value(value);
  });
}

const copyStatement = `copy readings (${columns.join(', ')}) from stdin`;
const unnestStatement = `insert into readings (${columns.join(', ')}) select * from unnest(${columnTypes
  .map((type, i) => `$${i + 1}::${type}[]`)
  .join(', ')})`;

function columnArrays(rows: readonly ReadingRow[]): unknown[][] {
  return columns.map((_, i) => rows.map((row) => row[i] ?? null));
}

export interface RawReadingsWriter {
  /** `COPY readings (...) FROM STDIN` (PostgreSQL) or `FROM '/dev/blob'` (PGlite); returns rows copied. */
  copy(rows: readonly ReadingRow[]): Promise<number>;
  /** One `INSERT ... SELECT * FROM unnest($1::int[], ...)` of the rows; returns rows inserted. */
  insertUnnest(rows: readonly ReadingRow[]): Promise<number>;
  close(): Promise<void>;
}

/** A raw writer on one connection of the database (PGlite has only one). */
export async function openRawReadingsWriter(database: BenchDatabase): Promise<RawReadingsWriter> {
  if (database.kind === 'embedded') {
    const client = (database.handle.db as unknown as { $client: PGlite }).$client;
    return {
      async copy(rows) {
        const result = await client.query(`copy readings (${columns.join(', ')}) from '/dev/blob'`, [], {
          blob: new Blob([...rowChunks(rows)]),
        });
        return result.affectedRows ?? 0;
      },
      async insertUnnest(rows) {
        return (await client.query(unnestStatement, columnArrays(rows))).affectedRows ?? 0;
      },
      close: async () => undefined,
    };
  }
  const pool = (database.handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  return {
    async copy(rows) {
      const copy = new CopyFromStdin(copyStatement, [rowChunks(rows)]);
      client.query(copy);
      return copy.done;
    },
    async insertUnnest(rows) {
      return (await client.query(unnestStatement, columnArrays(rows))).rowCount ?? 0;
    },
    close: async () => client.release(),
  };
}

/** Empties the readings and their aggregates between the runs being compared. */
export async function truncateReadings(db: Database): Promise<void> {
  await db.execute(sql`truncate readings, reading_hours, reading_six_hours, daily_summaries`);
}
