import type { ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { doublePrecision, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at, ownedBy } from '../../db/columns';
import { readingColumn } from './reading-columns';
import { stations } from './stations.tables';

/**
 * The values long-window graphs draw, as each period's minimum and maximum: every graph series read
 * from readings, and σw for the inversion forecast. Only these are rolled up: writing the periods is
 * most of what a stored batch costs after the readings themselves (docs/benchmarks.md "ingestion").
 * A new graph series needs its field here, a migration and a backfill (reading-hours.test.ts checks).
 */
export const rollupExtremeFields = [
  'air_temp_1_2m',
  'air_temp_10m',
  'rh_1_2m',
  'dew_point',
  'delta_t',
  'vtd',
  'hazardous_inversion',
  'sigmaw10',
  'ghcop',
  'gfdi',
  'wind_speed_10m',
  'wind_gust_10m',
  'wind_dir_10m',
  'wind_speed_2m',
  'wind_gust_2m',
  'wind_dir_2m',
  'rain_mm',
  'pressure_station',
  'solar_rad',
] as const satisfies readonly ReadingField[];

/** The values long-window graphs need as period means: the σw forecast's solar radiation and wind. */
export const rollupMeanFields = ['solar_rad', 'wind_speed_10m'] as const satisfies readonly ReadingField[];

/** The rollup columns, named from the `readings` columns they summarise. */
export const rollupExtremeColumns: readonly string[] = rollupExtremeFields.map(readingColumn);
export const rollupMeanColumns: readonly string[] = rollupMeanFields.map(readingColumn);

const valueColumns = Object.fromEntries([
  ...rollupExtremeColumns.flatMap((name) => [
    [`min_${name}`, doublePrecision(`min_${name}`)],
    [`max_${name}`, doublePrecision(`max_${name}`)],
  ]),
  ...rollupMeanColumns.map((name) => [`avg_${name}`, doublePrecision(`avg_${name}`)]),
]);

/**
 * Hourly extremes (and the means above) of the graphed reading values, labelled by the local hour's end. Graphs
 * over months and years read these (≈ 8,800 rows a year) instead of every reading (≈ 52,000 at 10 min),
 * so all-history graphs cost the same whatever the reporting interval.
 */
export const readingHours = pgTable(
  'reading_hours',
  {
    stationId: ownedBy('site_id', () => stations.id),
    hourEnd: at('hour_end').notNull(),
    readingCount: integer('reading_count').notNull(),
    ...valueColumns,
    /** The hour's rain, so that a day's total is summed from 24 hours rather than every reading. */
    sumRainMm: doublePrecision('sum_rain_mm'),
  },
  // The value columns are generated, which widens `t` to an index signature; these two always exist.
  (t) => [primaryKey({ columns: [t.stationId!, t.hourEnd!], name: 'reading_hours_pkey' })],
);

/**
 * The same extremes and means per six hours (UTC-aligned: 00, 06, 12 and 18 UTC), built from
 * `reading_hours`. All-history graphs of years read these: five years are ≈ 7,300 rows instead of
 * ≈ 43,800 hours, so the graph costs about the same at one year and at five.
 */
export const readingSixHours = pgTable(
  'reading_six_hours',
  {
    stationId: ownedBy('site_id', () => stations.id),
    periodEnd: at('period_end').notNull(),
    readingCount: integer('reading_count').notNull(),
    ...valueColumns,
  },
  (t) => [primaryKey({ columns: [t.stationId!, t.periodEnd!], name: 'reading_six_hours_pkey' })],
);

/**
 * Stored readings whose hours, six-hour periods and days have not been refreshed yet, by the time
 * of each batch's first reading. Written in the readings' own transaction and deleted in the
 * refresh's, so that readings whose refresh never ran (the process ended, the statement failed)
 * are found and caught up (ingestion.service.ts `catchUpAggregates`).
 */
export const readingsAwaitingAggregates = pgTable(
  'readings_awaiting_aggregates',
  {
    stationId: ownedBy('site_id', () => stations.id),
    fromObservedAt: at('from_observed_at').notNull(),
    storedAt: at('stored_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.fromObservedAt], name: 'readings_awaiting_aggregates_pkey' })],
);
