import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, timestampsDefaultingToNow } from '../../db/columns';

/**
 * The provider's news and alerts (spec §3 "Info alert"). Bodies are Markdown, rendered and sanitised when
 * served. `publishedAt` null is a draft; a time in the future publishes it then.
 */
export const infoAlerts = pgTable(
  'info_alerts',
  {
    id: idColumn(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull().default(''),
    body: text('body').notNull().default(''),
    slug: text('slug').notNull(),
    publishedAt: at('published_at'),
    splashAlert: boolean('splash_alert').notNull().default(false),
    pinToTop: boolean('pin_to_top').notNull().default(false),
    pinOrder: integer('pin_order').notNull().default(0),
    /** Moves when the title, teaser or body change: browsers then count the alert unseen and unread again. */
    contentUpdatedAt: at('content_updated_at').notNull(),
    ...timestampsDefaultingToNow(),
  },
  (t) => [uniqueIndex('info_alerts_slug_key').on(t.slug), index('info_alerts_published_at_idx').on(t.publishedAt)],
);
export type InfoAlertRow = typeof infoAlerts.$inferSelect;
export type NewInfoAlert = typeof infoAlerts.$inferInsert;

/** Content pages (spec §3 "Flat content page"): about_<page> for the /about pages, else a flat path. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(true),
    ...timestampsDefaultingToNow(),
  },
  (t) => [uniqueIndex('content_pages_slug_key').on(t.slug)],
);
export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPage = typeof contentPages.$inferInsert;
