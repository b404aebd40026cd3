import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readingColumn } from '../stations/reading-columns';
import { rollupExtremeColumns, rollupMeanColumns } from '../stations/reading-hours.tables';
import { queryRows } from '../../db/database';
import { andSelected, column, iso, num, readingsInWindow } from './data-view-sql';

/** Per time bucket: the minimum and maximum of some fields, the mean of others. */
export interface BucketAggregates {
  minMax: readonly ReadingField[];
  mean: readonly ReadingField[];
}
export interface BucketRow {
  startMs: number;
  min: Map<ReadingField, number | null>;
  max: Map<ReadingField, number | null>;
  mean: Map<ReadingField, number | null>;
}

/**
 * The rows of a bucket query (aliased b, lo0, hi0, …), in bucket order, as one JSON array: a graph's
 * thousands of buckets cross the driver as one value instead of tens of thousands of fields (the
 * embedded database's protocol parsing was half of an all-history graph's time). Both drivers parse
 * json themselves.
 */
async function bucketRowsAsJson(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const [found] = await queryRows<{ rows: Record<string, unknown>[] | string }>(
    db,
    sql`select coalesce(json_agg(q order by q.b), '[]'::json) as rows from (${query}) q`,
  );
  const value = found?.rows ?? [];
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>[]) : value;
}

/** Rows aliased b, lo0, hi0, …, av0, … as bucket extremes and means. */
function bucketRowsOf(aggregates: BucketAggregates, found: Record<string, unknown>[]): BucketRow[] {
  return found.map((row) => ({
    startMs: Math.round(Number(row.b)),
    min: new Map(aggregates.minMax.map((field, i) => [field, num(row[`lo${i}`])])),
    max: new Map(aggregates.minMax.map((field, i) => [field, num(row[`hi${i}`])])),
    mean: new Map(aggregates.mean.map((field, i) => [field, num(row[`av${i}`])])),
  }));
}

const hourMs = 3_600_000;

/** The rollup tables of reading values (reading-hours.tables.ts), finest first. */
const rollups = [
  { table: 'reading_hours', end: 'hour_end', periodMs: hourMs, period: '1 hour' },
  { table: 'reading_six_hours', end: 'period_end', periodMs: 6 * hourMs, period: '6 hours' },
] as const;
type Rollup = (typeof rollups)[number];

/** A rollup's columns for the aggregates: extremes of the periods' extremes, means weighted by count. */
function rollupAggregates(aggregates: BucketAggregates): SQL[] {
  const parts: SQL[] = [];
  aggregates.minMax.forEach((field, i) => {
    const name = readingColumn(field);
    if (!rollupExtremeColumns.includes(name)) throw new Error(`no rolled-up extremes of ${field}`);
    parts.push(sql.raw(`min(min_${name}) as lo${i}`), sql.raw(`max(max_${name}) as hi${i}`));
  });
  aggregates.mean.forEach((field, i) => {
    const name = readingColumn(field);
    if (!rollupMeanColumns.includes(name)) throw new Error(`no rolled-up mean of ${field}`);
    parts.push(
      sql.raw(
        `sum(avg_${name} * reading_count) / nullif(sum(case when avg_${name} is null then 0 else reading_count end), 0) as av${i}`,
      ),
    );
  });
  return parts;
}

/**
 * Buckets of an hour or more come from the coarsest rollup that fits in one bucket: the extremes of
 * each period are exact, and years of history are a few thousand rows instead of hundreds of
 * thousands. Periods are placed in buckets by their start.
 */
async function rollupBuckets(
  db: Database,
  rollup: Rollup,
  query: { stationId: number; aggregates: BucketAggregates; fromMs: number; toMs: number; bucketMs: number },
): Promise<BucketRow[]> {
  const { stationId, aggregates, fromMs, toMs, bucketMs } = query;
  const stride = `${Math.round(bucketMs)} milliseconds`;
  const periodStart = sql.raw(`(${rollup.end} - interval '${rollup.period}')`);
  const found = await bucketRowsAsJson(
    db,
    // A period that began before the window counts in the first bucket, not in one of its own.
    sql`select date_part('epoch', date_bin(${stride}::interval, greatest(${periodStart}, ${iso(fromMs)}::timestamptz), ${iso(fromMs)}::timestamptz)) * 1000 as b
               ${andSelected(rollupAggregates(aggregates))}
        from ${sql.raw(rollup.table)}
        where site_id = ${stationId} and ${sql.raw(rollup.end)} > ${iso(fromMs)}::timestamptz and ${periodStart} <= ${iso(toMs)}::timestamptz
        group by 1`,
  );
  return bucketRowsOf(aggregates, found);
}

/** The readings of a window summed up per time bucket: long graphs and rain columns. */
export function readingBucketsRepository(db: Database) {
  return {
    /**
     * Aggregates per bucket of `bucketMs` starting at `fromMs`, over readings in [fromMs, toMs]: one
     * pass over the rows with plain min/max/avg, so five years of 10-minute data stay one scan.
     */
    async buckets(
      stationId: number,
      aggregates: BucketAggregates,
      fromMs: number,
      toMs: number,
      bucketMs: number,
    ): Promise<BucketRow[]> {
      const rollup = rollups.findLast((r) => bucketMs >= r.periodMs);
      if (rollup) return rollupBuckets(db, rollup, { stationId, aggregates, fromMs, toMs, bucketMs });
      const parts: SQL[] = [];
      aggregates.minMax.forEach((field, i) => {
        parts.push(
          sql`min(${column(field)}) as ${sql.raw(`lo${i}`)}`,
          sql`max(${column(field)}) as ${sql.raw(`hi${i}`)}`,
        );
      });
      aggregates.mean.forEach((field, i) => parts.push(sql`avg(${column(field)}) as ${sql.raw(`av${i}`)}`));
      const stride = `${Math.max(1, Math.round(bucketMs))} milliseconds`;
      const found = await bucketRowsAsJson(
        db,
        sql`select date_part('epoch', date_bin(${stride}::interval, observed_at, ${iso(fromMs)}::timestamptz)) * 1000 as b
                   ${andSelected(parts)}
            from readings
            where ${readingsInWindow(stationId, fromMs, toMs)}
            group by 1`,
      );
      return bucketRowsOf(aggregates, found);
    },

    /**
     * Rain per bucket of whole local hours, buckets aligned to local 09:00 (so day buckets are rain
     * days) and labelled by their end (metrics.md §0.4); null where every reading lacked rain.
     */
    async rainPerBucket(
      stationId: number,
      timezone: string,
      fromMs: number,
      toMs: number,
      bucketHours: number,
    ): Promise<{ endMs: number; rainMm: number | null }[]> {
      const stride = `${bucketHours} hours`;
      const found = await queryRows<{ end_ms: number; rain: number | null }>(
        db,
        sql`select date_part('epoch', (date_bin(${stride}::interval, (observed_at - interval '1 microsecond') at time zone ${timezone}, timestamp '2000-01-03 09:00')
                                       + ${stride}::interval) at time zone ${timezone}) * 1000 as end_ms,
                   round(sum(rain_mm)::numeric, 1)::float8 as rain
            from readings
            where ${readingsInWindow(stationId, fromMs, toMs)}
            group by 1 order by 1`,
      );
      return found.map((row) => ({ endMs: Math.round(Number(row.end_ms)), rainMm: num(row.rain) }));
    },
  };
}
