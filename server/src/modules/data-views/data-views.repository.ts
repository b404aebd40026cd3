import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import type { ReadingQcFlags } from '@mesonet/shared/stations/raw-channels';
import { param, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { derivedReadingKeys, rawReadingColumns, readingColumn } from '../stations/reading-columns';
import { rollupExtremeColumns, rollupMeanColumns } from '../stations/reading-hours.tables';

/** Columns a series may read: only these names ever reach the SQL text. */
const knownColumns = new Set<string>([...rawReadingColumns.map((c) => c.column), ...derivedReadingKeys]);

function column(field: ReadingField): SQL {
  const name = readingColumn(field);
  if (!knownColumns.has(name)) throw new Error(`not a reading column: ${field}`);
  return sql.raw(name);
}

const iso = (ms: number) => new Date(ms).toISOString();

async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The rows of a bucket query (aliased b, lo0, hi0, …), in bucket order, as one JSON array: a graph's
 * thousands of buckets cross the driver as one value instead of tens of thousands of fields (the
 * embedded database's protocol parsing was half of an all-history graph's time). Both drivers parse
 * json themselves.
 */
async function bucketRowsAsJson(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const [found] = await rows<{ rows: Record<string, unknown>[] | string }>(
    db,
    sql`select coalesce(json_agg(q order by q.b), '[]'::json) as rows from (${query}) q`,
  );
  const value = found?.rows ?? [];
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>[]) : value;
}

/** A `qc_flags` value as either driver returns jsonb: parsed (node-postgres, PGlite) or as text. */
const qcFlagsOf = (value: unknown): ReadingQcFlags | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? (JSON.parse(value) as ReadingQcFlags)
      : (value as ReadingQcFlags);

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Readings column by column: times (ms, ascending unless asked otherwise) and one array per field. */
export interface ReadingColumns {
  timesMs: number[];
  values: Map<ReadingField, (number | null)[]>;
  /** Each reading's QC flags (null where QC changed nothing), when asked for. */
  qcFlags?: (ReadingQcFlags | null)[];
}

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

/** Rows aliased t, c0, c1, … as one column of values per field. */
function readingColumnsOf(fields: readonly ReadingField[], found: Record<string, unknown>[]): ReadingColumns {
  return {
    timesMs: found.map((row) => Math.round(Number(row.t))),
    values: new Map(fields.map((field, i) => [field, found.map((row) => num(row[`c${i}`]))])),
  };
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

/**
 * Buckets of an hour or more come from the coarsest rollup that fits in one bucket: the extremes of
 * each period are exact, and years of history are a few thousand rows instead of hundreds of
 * thousands. Periods are placed in buckets by their start.
 */
async function rollupBuckets(
  db: Database,
  rollup: Rollup,
  stationId: number,
  aggregates: BucketAggregates,
  fromMs: number,
  toMs: number,
  bucketMs: number,
): Promise<BucketRow[]> {
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
  const stride = `${Math.round(bucketMs)} milliseconds`;
  const periodStart = sql.raw(`(${rollup.end} - interval '${rollup.period}')`);
  const found = await bucketRowsAsJson(
    db,
    // A period that began before the window counts in the first bucket, not in one of its own.
    sql`select date_part('epoch', date_bin(${stride}::interval, greatest(${periodStart}, ${iso(fromMs)}::timestamptz), ${iso(fromMs)}::timestamptz)) * 1000 as b
               ${parts.length > 0 ? sql`, ${sql.join(parts, sql`, `)}` : sql``}
        from ${sql.raw(rollup.table)}
        where site_id = ${stationId} and ${sql.raw(rollup.end)} > ${iso(fromMs)}::timestamptz and ${periodStart} <= ${iso(toMs)}::timestamptz
        group by 1`,
  );
  return bucketRowsOf(aggregates, found);
}

/**
 * The only SQL of the data views: readings in a window, time-bucketed aggregates for long windows,
 * rain per bucket, and 9am-day rain totals per day, month or year from the daily rows.
 */
export function dataViewsRepository(db: Database) {
  return {
    async firstReadingMs(stationId: number): Promise<number | null> {
      const [row] = await rows<{ t: number | null }>(
        db,
        sql`select date_part('epoch', min(observed_at)) * 1000 as t from readings where site_id = ${stationId}`,
      );
      return row?.t === null || row?.t === undefined ? null : Math.round(Number(row.t));
    },

    async firstDailyDate(stationId: number): Promise<string | null> {
      const [row] = await rows<{ d: string | null }>(
        db,
        sql`select to_char(min(local_date), 'YYYY-MM-DD') as d from daily_summaries where site_id = ${stationId}`,
      );
      return row?.d ?? null;
    },

    /** Readings with observed_at in [fromMs, toMs], oldest first (or newest first, at most `limit`). */
    async readings(
      stationId: number,
      fields: readonly ReadingField[],
      fromMs: number,
      toMs: number,
      options: { newestFirst?: boolean; limit?: number; qcFlags?: boolean } = {},
    ): Promise<ReadingColumns> {
      const selected = fields.map((field, i) => sql`${column(field)} as ${sql.raw(`c${i}`)}`);
      if (options.qcFlags) selected.push(sql`qc_flags`);
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select date_part('epoch', observed_at) * 1000 as t${selected.length > 0 ? sql`, ${sql.join(selected, sql`, `)}` : sql``}
            from readings
            where site_id = ${stationId} and observed_at >= ${iso(fromMs)}::timestamptz and observed_at <= ${iso(toMs)}::timestamptz
            order by observed_at ${options.newestFirst ? sql`desc` : sql`asc`}
            ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`,
      );
      const columns = readingColumnsOf(fields, found);
      if (options.qcFlags) columns.qcFlags = found.map((row) => qcFlagsOf(row.qc_flags));
      return columns;
    },

    /** The `estimated_metrics` bits of the readings in [fromMs, toMs], OR-ed: 0 when every value was measured. */
    async estimatedMetricsIn(stationId: number, fromMs: number, toMs: number): Promise<number> {
      const [row] = await rows<{ bits: number | null }>(
        db,
        sql`select bit_or(estimated_metrics) as bits from readings
            where site_id = ${stationId} and observed_at >= ${iso(fromMs)}::timestamptz and observed_at <= ${iso(toMs)}::timestamptz`,
      );
      return Number(row?.bits ?? 0);
    },

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
      if (rollup) return rollupBuckets(db, rollup, stationId, aggregates, fromMs, toMs, bucketMs);
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
                   ${parts.length > 0 ? sql`, ${sql.join(parts, sql`, `)}` : sql``}
            from readings
            where site_id = ${stationId} and observed_at >= ${iso(fromMs)}::timestamptz and observed_at <= ${iso(toMs)}::timestamptz
            group by 1`,
      );
      return bucketRowsOf(aggregates, found);
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
      const selected = fields.map((field, i) => sql`${column(field)} as ${sql.raw(`c${i}`)}`);
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select distinct date_part('epoch', r.observed_at) * 1000 as t${
          selected.length > 0
            ? sql`, ${sql.join(
                fields.map((_, i) => sql.raw(`r.c${i}`)),
                sql`, `,
              )}`
            : sql``
        }
            from unnest(${param(atMs.map(iso))}::timestamptz[]) as s(at)
            cross join lateral (
              select observed_at${selected.length > 0 ? sql`, ${sql.join(selected, sql`, `)}` : sql``}
              from readings
              where site_id = ${stationId} and observed_at >= s.at and observed_at <= ${iso(toMs)}::timestamptz
              order by observed_at limit 1
            ) r
            order by 1`,
      );
      return readingColumnsOf(fields, found);
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
      const found = await rows<{ end_ms: number; rain: number | null }>(
        db,
        sql`select date_part('epoch', (date_bin(${stride}::interval, (observed_at - interval '1 microsecond') at time zone ${timezone}, timestamp '2000-01-03 09:00')
                                       + ${stride}::interval) at time zone ${timezone}) * 1000 as end_ms,
                   round(sum(rain_mm)::numeric, 1)::float8 as rain
            from readings
            where site_id = ${stationId} and observed_at >= ${iso(fromMs)}::timestamptz and observed_at <= ${iso(toMs)}::timestamptz
            group by 1 order by 1`,
      );
      return found.map((row) => ({ endMs: Math.round(Number(row.end_ms)), rainMm: num(row.rain) }));
    },

    /**
     * Rain days first..last (end dates) from the daily rows, summed per bin of `days` rain days (bins
     * start on Mondays for weeks); `lastDate` is the end date of the bin's last rain day.
     */
    async rainPerDayBin(
      stationId: number,
      firstDate: string,
      lastDate: string,
      days: number,
    ): Promise<{ lastDate: string; rainMm: number | null }[]> {
      const stride = `${days} days`;
      const found = await rows<{ last_date: string; rain: number | null }>(
        db,
        sql`select to_char(date_bin(${stride}::interval, local_date::timestamp, timestamp '2000-01-03') + ${stride}::interval - interval '1 day', 'YYYY-MM-DD') as last_date,
                   round(sum(rain_mm)::numeric, 1)::float8 as rain
            from daily_summaries
            where site_id = ${stationId} and local_date >= ${firstDate}::date and local_date <= ${lastDate}::date
            group by 1 order by 1`,
      );
      return found.map((row) => ({ lastDate: row.last_date, rainMm: num(row.rain) }));
    },

    /**
     * 9am-day rain from the daily rows for rain days first..last (end dates), summed per day, calendar
     * month or calendar year of the end date (metrics.md §4.7). `period` is the first date of each.
     */
    async rainTotals(
      stationId: number,
      firstDate: string,
      lastDate: string,
      period: 'day' | 'month' | 'year',
    ): Promise<{ period: string; rainMm: number | null; days: number }[]> {
      const unit = { day: sql`'day'`, month: sql`'month'`, year: sql`'year'` }[period];
      const found = await rows<{ period: string; rain: number | null; days: number }>(
        db,
        sql`select to_char(date_trunc(${unit}, local_date::timestamp), 'YYYY-MM-DD') as period,
                   round(sum(rain_mm)::numeric, 1)::float8 as rain, count(rain_mm)::int as days
            from daily_summaries
            where site_id = ${stationId} and local_date >= ${firstDate}::date and local_date <= ${lastDate}::date
            group by 1 order by 1`,
      );
      return found.map((row) => ({ period: row.period, rainMm: num(row.rain), days: Number(row.days) }));
    },
  };
}
export type DataViewsRepository = ReturnType<typeof dataViewsRepository>;
