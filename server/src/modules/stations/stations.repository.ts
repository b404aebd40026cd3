import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stations, stationTokens, type StationRow } from './stations.tables';

export type NewStation = typeof stations.$inferInsert;

export function stationsRepository(db: Database) {
  return {
    async findBySlug(slug: string): Promise<StationRow | undefined> {
      const [row] = await db.select().from(stations).where(eq(stations.slug, slug));
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<StationRow | undefined> {
      const [row] = await db
        .select({ site: stations })
        .from(stationTokens)
        .innerJoin(stations, eq(stations.id, stationTokens.stationId))
        .where(eq(stationTokens.tokenHash, tokenHash));
      return row?.site;
    },

    async listAll(): Promise<StationRow[]> {
      return db.select().from(stations).orderBy(asc(stations.id));
    },

    /** Ids of the disabled stations among `ids`. */
    async disabledIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: stations.id })
        .from(stations)
        .where(and(inArray(stations.id, [...ids]), isNotNull(stations.disabledAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** Disables the station (`at`) or enables it again (null); its token and readings are left as they are. */
    async setDisabledAt(stationId: number, at: Date | null, now: Date): Promise<StationRow | undefined> {
      const [row] = await db
        .update(stations)
        .set({ disabledAt: at, updatedAt: now })
        .where(eq(stations.id, stationId))
        .returning();
      return row;
    },

    async insert(station: NewStation): Promise<StationRow> {
      const [row] = await db.insert(stations).values(station).returning();
      if (!row) throw new Error('site insert returned no row');
      return row;
    },

    /** Inserts the sites whose slugs are new; existing ones are left as they are. */
    async insertMissing(newStations: readonly NewStation[]): Promise<number> {
      if (newStations.length === 0) return 0;
      const inserted = await db
        .insert(stations)
        .values([...newStations])
        .onConflictDoNothing()
        .returning({ id: stations.id });
      return inserted.length;
    },

    /** Replaces the station's ingestion token: the old one stops working at once. */
    async setToken(stationId: number, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(stationTokens)
        .values({ stationId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: stationTokens.stationId, set: { tokenHash, createdAt: now } });
    },
  };
}
export type StationsRepository = ReturnType<typeof stationsRepository>;
