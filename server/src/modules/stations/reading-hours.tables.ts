import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { derivedReadingKeys, rawReadingColumns } from './reading-columns';
import { sites } from './stations.tables';

/** Every column of `readings` that holds a value. */
export const readingValueColumns: readonly string[] = [
  ...rawReadingColumns.map((c) => c.column),
  ...derivedReadingKeys,
];

const valueColumns = Object.fromEntries(
  readingValueColumns.flatMap((name) => [
    [`min_${name}`, doublePrecision(`min_${name}`)],
    [`max_${name}`, doublePrecision(`max_${name}`)],
    [`avg_${name}`, doublePrecision(`avg_${name}`)],
  ]),
);

/**
 * Hourly minimum, maximum and mean of every reading value, labelled by the local hour's end. Graphs
 * over months and years read these (≈ 8,800 rows a year) instead of every reading (≈ 52,000 at 10 min),
 * so all-history graphs cost the same whatever the reporting interval.
 */
export const readingHours = pgTable(
  'reading_hours',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    hourEnd: timestamp('hour_end', { withTimezone: true }).notNull(),
    readingCount: integer('reading_count').notNull(),
    ...valueColumns,
  },
  // The value columns are generated, which widens `t` to an index signature; these two always exist.
  (t) => [primaryKey({ columns: [t.siteId!, t.hourEnd!], name: 'reading_hours_pkey' })],
);

/**
 * The same extremes and means per six hours (UTC-aligned: 00, 06, 12 and 18 UTC), built from
 * `reading_hours`. All-history graphs of years read these: five years are ≈ 7,300 rows instead of
 * ≈ 43,800 hours, so the graph costs about the same at one year and at five.
 */
export const readingSixHours = pgTable(
  'reading_six_hours',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    readingCount: integer('reading_count').notNull(),
    ...valueColumns,
  },
  (t) => [primaryKey({ columns: [t.siteId!, t.periodEnd!], name: 'reading_six_hours_pkey' })],
);
