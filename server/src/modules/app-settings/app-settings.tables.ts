import { doublePrecision, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn } from '../../db/columns';

/** Operator-editable settings the browser reads (spec §3 "App setting"): display units and text labels. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: idColumn(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
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
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metricKey, t.band], name: 'metric_display_status_overrides_pkey' })],
);
