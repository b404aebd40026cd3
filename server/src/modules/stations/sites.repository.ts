import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sites, stationTokens, type SiteRow } from './stations.tables';

export type NewSite = typeof sites.$inferInsert;

export function sitesRepository(db: Database) {
  return {
    async findBySlug(slug: string): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(sites).where(eq(sites.slug, slug));
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<SiteRow | undefined> {
      const [row] = await db
        .select({ site: sites })
        .from(stationTokens)
        .innerJoin(sites, eq(sites.id, stationTokens.siteId))
        .where(eq(stationTokens.tokenHash, tokenHash));
      return row?.site;
    },

    async listAll(): Promise<SiteRow[]> {
      return db.select().from(sites).orderBy(asc(sites.id));
    },

    /** Ids of the disabled stations among `ids`. */
    async disabledIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sites.id })
        .from(sites)
        .where(and(inArray(sites.id, [...ids]), isNotNull(sites.disabledAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** Disables the station (`at`) or enables it again (null); its token and readings are left as they are. */
    async setDisabledAt(siteId: number, at: Date | null, now: Date): Promise<SiteRow | undefined> {
      const [row] = await db
        .update(sites)
        .set({ disabledAt: at, updatedAt: now })
        .where(eq(sites.id, siteId))
        .returning();
      return row;
    },

    async insert(site: NewSite): Promise<SiteRow> {
      const [row] = await db.insert(sites).values(site).returning();
      if (!row) throw new Error('site insert returned no row');
      return row;
    },

    /** Inserts the sites whose slugs are new; existing ones are left as they are. */
    async insertMissing(newSites: readonly NewSite[]): Promise<number> {
      if (newSites.length === 0) return 0;
      const inserted = await db
        .insert(sites)
        .values([...newSites])
        .onConflictDoNothing()
        .returning({ id: sites.id });
      return inserted.length;
    },

    /** Replaces the station's ingestion token: the old one stops working at once. */
    async setToken(siteId: number, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(stationTokens)
        .values({ siteId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: stationTokens.siteId, set: { tokenHash, createdAt: now } });
    },
  };
}
export type SitesRepository = ReturnType<typeof sitesRepository>;
