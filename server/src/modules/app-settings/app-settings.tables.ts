import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Operator-editable settings the browser reads (spec §3 "App setting"): display units and text labels. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_settings_category_key').on(t.category, t.key)],
);

/**
 * The operator's edits of a metric's legend band (spec §3 "Metric display status"), laid over the
 * catalogue's band at the same position (shared/src/metrics/metric-display-statuses.ts). Resetting a
 * metric deletes its rows.
 */
export const metricDisplayStatusOverrides = pgTable(
  'metric_display_status_overrides',
  {
    metricKey: text('metric_key').notNull(),
    /** Position of the band in the metric's legend, from 0. */
    band: integer('band').notNull(),
    label: text('label').notNull(),
    backgroundColor: text('background_color').notNull(),
    thresholdValue: doublePrecision('threshold_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metricKey, t.band], name: 'metric_display_status_overrides_pkey' })],
);
