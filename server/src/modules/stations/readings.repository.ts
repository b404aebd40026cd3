import type { RawChannels, StationObservation } from '@mesonet/shared/stations/raw-channels';
import { param, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { copyTextChunks } from './copy-text';
import { prepend } from '../../lib/iterators';
import { copyRows, isUniqueViolation, runPrepared, sqlLiteral, type AdvisoryLock } from './fast-statements';
import {
  derivedReadingKeys,
  rawReadingColumns,
  readingRowColumns,
  readingRowTypes,
  qcFlagsText,
  writeReadingValues,
  type DerivedReadingValues,
} from './reading-columns';
import { rollupExtremeColumns, rollupMeanColumns } from './reading-hours.tables';

const hourAggregatesNamed = [
  ...rollupExtremeColumns.map((c) => `min(${c}) as min_${c}, max(${c}) as max_${c}`),
  ...rollupMeanColumns.map((c) => `avg(${c}) as avg_${c}`),
].join(', ');
const rollupValueColumns = [
  ...rollupExtremeColumns.flatMap((c) => [`min_${c}`, `max_${c}`]),
  ...rollupMeanColumns.map((c) => `avg_${c}`),
];
const hourColumns = rollupValueColumns.join(', ');
const hourUpdates = ['reading_count', ...rollupValueColumns].map((c) => `${c} = excluded.${c}`).join(', ');
/** Six-hour extremes from hourly ones; means weighted by each hour's count of non-null readings' hours. */
const sixHourAggregates = [
  ...rollupExtremeColumns.map((c) => `min(min_${c}), max(max_${c})`),
  ...rollupMeanColumns.map(
    (c) => `sum(avg_${c} * reading_count) / nullif(sum(case when avg_${c} is null then 0 else reading_count end), 0)`,
  ),
].join(', ');
/** Six-hour periods start at 00, 06, 12 and 18 UTC; an hour belongs to the period holding its start. */
const sixHourOrigin = `timestamptz '2000-01-01T00:00:00Z'`;
const sixHourPeriodEnd = `date_bin('6 hours', hour_end - interval '1 hour', ${sixHourOrigin}) + interval '6 hours'`;

/**
 * The aggregate statements' parameters: $1 site id, $2 its time zone, $3 and $4 the first and last
 * reading stored. Each use is cast: node-postgres prepares without declared types.
 */
const aggregateParameterTypes = ['int', 'text', 'timestamptz', 'timestamptz'];

/**
 * One station's aggregates are refreshed by one process at a time: a refresh reads the readings
 * committed when it starts, so without the lock a refresh that started earlier (another process's)
 * could commit last and write hours without readings the other had just counted.
 */
export const aggregatesLock = (stationId: number): AdvisoryLock => ({ space: 726_371_002, key: stationId });

const hourEnd = `(date_trunc('hour', (r.observed_at - interval '1 microsecond') at time zone $2::text) + interval '1 hour') at time zone $2::text`;

/**
 * Everything that follows stored readings, in one statement and one pass over them: the touched hours
 * are aggregated once and written to `reading_hours`; their six-hour periods are rebuilt from them and
 * the periods' other hours; and the touched days from the hours of those days (a day's extremes and
 * 9 am rain from at most 48 hours, not from every reading). A statement does not see its own writes,
 * hence each rebuild reads the new hours from `agg` and only the others from `reading_hours`.
 *
 * Periods are those holding the touched hours (an hour starts at most an hour before a reading in it),
 * bounded on hour_end so that the (site_id, hour_end) index finds them. Days run from the calendar day
 * of the first reading to the rain day (24 h to 09:00, credited to the date of that 09:00) of the
 * last: their hours end after 09:00 the day before the first, and by midnight after the last. An
 * hour ending at local time H holds readings in (H − 1 h, H]: its calendar day is that of H − 1 h, its
 * rain day the day after that of H − 10 h. The readings awaiting these aggregates, by their first
 * reading's time, are no longer waiting. Returns the days written.
 */
const refreshAggregatesStatement = `
  with refreshed as (
    delete from readings_awaiting_aggregates w
    where w.site_id = $1::int and w.from_observed_at between $3::timestamptz and $4::timestamptz
  ),
  agg as (
    select ${hourEnd} as hour_end, count(*) as reading_count, ${hourAggregatesNamed}, sum(rain_mm) as sum_rain_mm
    from readings r
    where r.site_id = $1::int
      and r.observed_at > (date_trunc('hour', ($3::timestamptz - interval '1 microsecond') at time zone $2::text) at time zone $2::text)
      and r.observed_at <= ((date_trunc('hour', ($4::timestamptz - interval '1 microsecond') at time zone $2::text) + interval '1 hour') at time zone $2::text)
    group by 1
  ),
  hours as (
    insert into reading_hours (site_id, hour_end, reading_count, ${hourColumns}, sum_rain_mm)
    select $1::int, hour_end, reading_count, ${hourColumns}, sum_rain_mm from agg
    on conflict (site_id, hour_end) do update set ${hourUpdates}, sum_rain_mm = excluded.sum_rain_mm
  ),
  period_hours as (
    select hour_end, reading_count, ${hourColumns} from agg
    union all
    select hour_end, reading_count, ${hourColumns} from reading_hours h
    where h.site_id = $1::int
      and h.hour_end >= date_bin('6 hours', $3::timestamptz - interval '1 hour', ${sixHourOrigin}) + interval '1 hour'
      and h.hour_end < date_bin('6 hours', $4::timestamptz, ${sixHourOrigin}) + interval '7 hours'
      and h.hour_end not in (select hour_end from agg)
  ),
  periods as (
    insert into reading_six_hours (site_id, period_end, reading_count, ${hourColumns})
    select $1::int, ${sixHourPeriodEnd}, sum(reading_count), ${sixHourAggregates}
    from period_hours
    group by 2
    on conflict (site_id, period_end) do update set ${hourUpdates}
  ),
  span as (
    select (($3::timestamptz - interval '1 microsecond') at time zone $2::text)::date as first_day,
           ((($4::timestamptz - interval '1 microsecond') at time zone $2::text) - interval '9 hours')::date + 1 as last_day
  ),
  day_hours as (
    select (hour_end at time zone $2::text) - interval '1 hour' as local_start, max_air_temp_1_2m, min_air_temp_1_2m, sum_rain_mm
    from (
      select hour_end, max_air_temp_1_2m, min_air_temp_1_2m, sum_rain_mm from agg
      union all
      select hour_end, max_air_temp_1_2m, min_air_temp_1_2m, sum_rain_mm from reading_hours h, span
      where h.site_id = $1::int
        and h.hour_end > ((span.first_day - 1) + time '09:00') at time zone $2::text
        and h.hour_end <= ((span.last_day + 1) + time '00:00') at time zone $2::text
        and h.hour_end not in (select hour_end from agg)
    ) touched
  ),
  calendar as (
    select local_start::date as d, max(max_air_temp_1_2m) as t_max, min(min_air_temp_1_2m) as t_min
    from day_hours group by 1
  ),
  rain as (
    select (local_start - interval '9 hours')::date + 1 as d, round(sum(sum_rain_mm)::numeric, 1)::float8 as rain_mm
    from day_hours group by 1
  )
  insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
  select $1::int, coalesce(calendar.d, rain.d), calendar.t_max, calendar.t_min, rain.rain_mm
  from calendar full join rain on calendar.d = rain.d, span
  where coalesce(calendar.d, rain.d) between span.first_day and span.last_day
  on conflict (site_id, local_date) do update set
    air_temp_max_c = excluded.air_temp_max_c, air_temp_min_c = excluded.air_temp_min_c, rain_mm = excluded.rain_mm
  returning to_char(local_date, 'YYYY-MM-DD') as local_date, air_temp_max_c as t_max, air_temp_min_c as t_min, rain_mm as rain`;

/** A station's readings awaiting their aggregates, from the first to the station's latest. */
export interface AwaitingAggregates {
  stationId: number;
  timezoneName: string;
  fromMs: number;
  toMs: number;
}

export interface StoredReading {
  observation: StationObservation;
  derived: DerivedReadingValues;
}

export interface DailyWeatherRow {
  localDate: string;
  tMaxC: number | null;
  tMinC: number | null;
  rainMm: number | null;
}

/** A daily_summaries row as the statements here select it. */
interface DailyRow {
  local_date: string;
  t_max: number | null;
  t_min: number | null;
  rain: number | null;
}

function dailyWeatherRow(row: DailyRow): DailyWeatherRow {
  return { localDate: row.local_date, tMaxC: row.t_max, tMinC: row.t_min, rainMm: row.rain };
}

const columnList = readingRowColumns;

/** Rows per COPY chunk: enough to keep the server busy while the next is written. */
const copyChunkRows = 100;
/**
 * Rows per COPY statement at most: a batch goes as several in one transaction, so that the server
 * checks one part's foreign keys (a COPY checks all its rows' at its end: 2.6 of the 4.5 ms that 500
 * rows take) while the next part is being made (docs/benchmarks.md, fifth pass).
 */
const copyStatementRows = 200;

/**
 * The readings in COPY's text format, in `columnList` order, as `count` split into parts of at most
 * `copyStatementRows`; the last part takes any left over. Each reading taken is kept in `taken`.
 */
function readingsCopyParts(
  stationId: number,
  source: Iterator<StoredReading>,
  count: number,
  taken: StoredReading[],
): Generator<Buffer>[] {
  const parts = Math.max(1, Math.ceil(count / copyStatementRows));
  const partRows = Math.ceil(count / parts);
  return Array.from({ length: parts }, (_, part) => {
    const rows = part === parts - 1 ? Number.POSITIVE_INFINITY : partRows;
    return copyTextChunks(atMost(source, rows), columnList.length, copyChunkRows, (text, reading) => {
      taken.push(reading);
      text.value(stationId);
      text.time(reading.observation.observedAtMs);
      writeReadingValues(text, reading.observation.channels, reading.derived);
      text.value(qcFlagsText(reading.observation.qcFlags));
    });
  });
}

/** The next `limit` items of `source`, taken one by one. */
function atMost<T>(source: Iterator<T>, limit: number): Iterator<T> {
  let left = limit;
  return {
    next: () => (left-- > 0 ? source.next() : { done: true, value: undefined }),
  };
}

/** The only SQL for readings and their hourly and daily aggregates. */
/** Storing a batch of readings, at COPY speed when it can. */
function readingStoreQueries(db: Database) {
  return {
    /**
     * Stores new readings at COPY speed when none of their times is stored yet (a station's next
     * batch), else as `insertReadings` does: COPY is all or nothing, so a batch holding a reading
     * already stored (a re-sent batch, a re-imported file) falls back to the idempotent insert.
     * `readings` may be lazy: on PostgreSQL each is made (derived metrics and all) while the server
     * stores the ones before it; `count` says how many there are. The readings are noted as awaiting
     * their aggregates in the same transaction (`refreshAggregates` clears the note). Needs the
     * database, not a transaction. Returns the times stored.
     */
    async storeReadings(stationId: number, readings: Iterable<StoredReading>, count: number): Promise<number[]> {
      const source = readings[Symbol.iterator]();
      const head = source.next();
      if (head.done) return [];
      const first = head.value;
      const rest = prepend(first, source);
      const taken: StoredReading[] = [];
      const awaiting = `insert into readings_awaiting_aggregates (site_id, from_observed_at)
        values (${sqlLiteral(stationId)}, ${sqlLiteral(new Date(first.observation.observedAtMs).toISOString())})
        on conflict do nothing`;
      try {
        await copyRows(db, 'readings', columnList, readingsCopyParts(stationId, rest, count, taken), awaiting);
        return taken.map((reading) => reading.observation.observedAtMs);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        for (let next = rest.next(); !next.done; next = rest.next()) taken.push(next.value);
        return this.insertReadings(stationId, taken);
      }
    },

    /**
     * Stores new readings in one statement; a reading already stored for that time is left as it is.
     * Those stored are noted as awaiting their aggregates, as `storeReadings` does. Returns the times stored.
     */
    async insertReadings(stationId: number, readings: readonly StoredReading[]): Promise<number[]> {
      if (readings.length === 0) return [];
      const arrays: unknown[][] = [
        readings.map(() => stationId),
        readings.map((r) => new Date(r.observation.observedAtMs).toISOString()),
        ...rawReadingColumns.map(({ channel }) => readings.map((r) => r.observation.channels[channel] ?? null)),
        ...derivedReadingKeys.map((key) => readings.map((r) => r.derived[key] ?? null)),
        readings.map((r) => qcFlagsText(r.observation.qcFlags)),
      ];
      const types = readingRowTypes;
      const unnestArgs = sql.join(
        arrays.map((values, i) => sql`${param(values)}::${sql.raw(types[i] as string)}[]`),
        sql`, `,
      );
      const inserted = await queryRows<{ t: string | Date }>(
        db,
        sql`with stored as (
              insert into readings (${sql.raw(columnList.join(', '))})
              select * from unnest(${unnestArgs})
              on conflict (site_id, observed_at) do nothing
              returning observed_at
            ),
            awaiting as (
              insert into readings_awaiting_aggregates (site_id, from_observed_at)
              select ${stationId}::int, min(observed_at) from stored having count(*) > 0
              on conflict do nothing
            )
            select observed_at as t from stored`,
      );
      return inserted.map((row) => new Date(row.t).getTime());
    },
  };
}

/** Bringing hourly and daily aggregates up to date. */
function aggregateQueries(db: Database) {
  return {
    /**
     * Recomputes the aggregates touched by readings in [fromMs, toMs]: the local hours (labelled by
     * their end) with the extremes and means graphs read (reading-hours.tables.ts) and their rain, the
     * six-hour periods holding them, and the days: calendar-day maximum and minimum temperature, and
     * the rain day of 24 h to 09:00 credited to the date of that 09:00. Returns the days written, so the
     * live network need not read them back.
     */
    async refreshAggregates(
      stationId: number,
      timezone: string,
      fromMs: number,
      toMs: number,
    ): Promise<DailyWeatherRow[]> {
      const written = await runPrepared<DailyRow>(
        db,
        'refresh_aggregates',
        aggregateParameterTypes,
        refreshAggregatesStatement,
        [stationId, timezone, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
        aggregatesLock(stationId),
      );
      return written.map(dailyWeatherRow).sort((a, b) => a.localDate.localeCompare(b.localDate));
    },

    /**
     * The stations with readings stored at least `minAgeMs` ago (by the database's clock, which
     * noted when) that still await their aggregates: from the first such reading to the station's latest.
     */
    async awaitingAggregates(minAgeMs: number): Promise<AwaitingAggregates[]> {
      const found = await queryRows<{
        site_id: number;
        timezone_name: string;
        from_at: string | Date;
        to_at: string | Date;
      }>(
        db,
        sql`select w.site_id, s.timezone_name, min(w.from_observed_at) as from_at,
                   coalesce((select max(r.observed_at) from readings r where r.site_id = w.site_id), max(w.from_observed_at)) as to_at
            from readings_awaiting_aggregates w join sites s on s.id = w.site_id
            where w.stored_at <= now() - ${minAgeMs}::int * interval '1 millisecond'
            group by w.site_id, s.timezone_name
            order by w.site_id`,
      );
      return found.map((row) => ({
        stationId: row.site_id,
        timezoneName: row.timezone_name,
        fromMs: new Date(row.from_at).getTime(),
        toMs: new Date(row.to_at).getTime(),
      }));
    },

    /** Daily rows from the simulator's long history; rows computed from readings win. */
    async insertDailyIfMissing(stationId: number, days: readonly DailyWeatherRow[]): Promise<void> {
      if (days.length === 0) return;
      await db.execute(sql`
        insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
        select ${stationId}, * from unnest(${param(days.map((d) => d.localDate))}::date[], ${param(days.map((d) => d.tMaxC))}::float8[],
                                        ${param(days.map((d) => d.tMinC))}::float8[], ${param(days.map((d) => d.rainMm))}::float8[])
        on conflict (site_id, local_date) do nothing`);
    },
  };
}

/** Reading stored readings and daily weather back. */
function readingReadQueries(db: Database) {
  return {
    async latestReadingMs(stationId: number): Promise<number | null> {
      const [row] = await queryRows<{ t: string | Date | null }>(
        db,
        sql`select max(observed_at) as t from readings where site_id = ${stationId}`,
      );
      return row?.t ? new Date(row.t).getTime() : null;
    },

    async readingsSince(stationId: number, sinceMs: number): Promise<StationObservation[]> {
      const found = await queryRows<Record<string, number | string | Date | null>>(
        db,
        sql`select observed_at, ${sql.raw(rawReadingColumns.map((c) => c.column).join(', '))}
            from readings where site_id = ${stationId} and observed_at > ${new Date(sinceMs).toISOString()}::timestamptz
            order by observed_at`,
      );
      return found.map((row) => {
        const channels: RawChannels = {};
        for (const { channel, column } of rawReadingColumns) {
          const value = row[column];
          if (value !== null && value !== undefined) channels[channel] = Number(value);
        }
        return { observedAtMs: new Date(row.observed_at as string | Date).getTime(), channels };
      });
    },

    async dailyWeatherSince(stationId: number, fromLocalDate: string): Promise<DailyWeatherRow[]> {
      const found = await queryRows<DailyRow>(
        db,
        sql`select to_char(local_date, 'YYYY-MM-DD') as local_date, air_temp_max_c as t_max, air_temp_min_c as t_min, rain_mm as rain
            from daily_summaries where site_id = ${stationId} and local_date >= ${fromLocalDate}::date order by local_date`,
      );
      return found.map(dailyWeatherRow);
    },
  };
}

export function readingsRepository(db: Database) {
  return {
    ...readingStoreQueries(db),
    ...aggregateQueries(db),
    ...readingReadQueries(db),
  };
}
export type ReadingsRepository = ReturnType<typeof readingsRepository>;
