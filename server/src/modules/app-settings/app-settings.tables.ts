import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
