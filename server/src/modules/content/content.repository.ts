import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  contentPages,
  infoAlerts,
  type ContentPageRow,
  type InfoAlertRow,
  type NewContentPage,
  type NewInfoAlert,
} from './content.tables';

export function contentRepository(db: Database) {
  return {
    /** Alerts published by `now`; with drafts, every alert (preview mode and the operator console). */
    async listInfoAlerts(opts: { includeDrafts: boolean; now: Date }): Promise<InfoAlertRow[]> {
      const published = and(isNotNull(infoAlerts.publishedAt), lte(infoAlerts.publishedAt, opts.now));
      return db
        .select()
        .from(infoAlerts)
        .where(opts.includeDrafts ? undefined : published)
        .orderBy(asc(infoAlerts.id));
    },

    async findInfoAlert(id: number): Promise<InfoAlertRow | undefined> {
      const [row] = await db.select().from(infoAlerts).where(eq(infoAlerts.id, id));
      return row;
    },

    async findInfoAlertBySlug(slug: string): Promise<InfoAlertRow | undefined> {
      const [row] = await db.select().from(infoAlerts).where(eq(infoAlerts.slug, slug));
      return row;
    },

    async insertInfoAlert(alert: NewInfoAlert): Promise<InfoAlertRow> {
      const [row] = await db.insert(infoAlerts).values(alert).returning();
      if (!row) throw new Error('info alert not inserted');
      return row;
    },

    /** Adds alerts whose slug is new; the demo seed runs on every start. */
    async insertMissingInfoAlerts(alerts: readonly NewInfoAlert[]): Promise<void> {
      if (alerts.length > 0)
        await db
          .insert(infoAlerts)
          .values([...alerts])
          .onConflictDoNothing();
    },

    async updateInfoAlert(id: number, change: Partial<NewInfoAlert>): Promise<InfoAlertRow | undefined> {
      const [row] = await db.update(infoAlerts).set(change).where(eq(infoAlerts.id, id)).returning();
      return row;
    },

    async listPages(opts: { includeDrafts: boolean }): Promise<ContentPageRow[]> {
      return db
        .select()
        .from(contentPages)
        .where(opts.includeDrafts ? undefined : eq(contentPages.published, true))
        .orderBy(asc(contentPages.slug));
    },

    async findPage(slug: string): Promise<ContentPageRow | undefined> {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      return row;
    },

    async isPublishedPage(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)));
      return row !== undefined;
    },

    async savePage(page: NewContentPage & { updatedAt: Date }): Promise<ContentPageRow> {
      const [row] = await db
        .insert(contentPages)
        .values(page)
        .onConflictDoUpdate({
          target: contentPages.slug,
          set: { title: page.title, body: page.body, published: page.published, updatedAt: page.updatedAt },
        })
        .returning();
      if (!row) throw new Error('content page not saved');
      return row;
    },

    /** Adds pages whose slug is new; pages already there are the operator's and stay as they are. */
    async insertMissingPages(pages: readonly NewContentPage[]): Promise<void> {
      if (pages.length > 0)
        await db
          .insert(contentPages)
          .values([...pages])
          .onConflictDoNothing();
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
