import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { LocalDate } from '../metrics/calculators/site-time';
import {
  growingLocations,
  growingSeasons,
  type GrowingLocationRow,
  type GrowingSeasonRow,
} from './growing-seasons.tables';

export type GrowingSeasonFields = Omit<GrowingSeasonRow, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>;

async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const dateText = (value: string | Date): LocalDate =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function growingSeasonsRepository(db: Database) {
  return {
    listLocations(companyId: number): Promise<GrowingLocationRow[]> {
      return db
        .select()
        .from(growingLocations)
        .where(eq(growingLocations.companyId, companyId))
        .orderBy(asc(growingLocations.id));
    },

    async findLocation(companyId: number, slug: string): Promise<GrowingLocationRow | undefined> {
      const [row] = await db
        .select()
        .from(growingLocations)
        .where(and(eq(growingLocations.companyId, companyId), eq(growingLocations.slug, slug)));
      return row;
    },

    /** Creates or moves the location with this slug; one statement, so two saves at once cannot make two. */
    async saveLocation(
      companyId: number,
      slug: string,
      fields: { name: string; lat: number; lng: number },
      now: Date,
    ): Promise<GrowingLocationRow> {
      const [row] = await db
        .insert(growingLocations)
        .values({ companyId, slug, ...fields, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [growingLocations.companyId, growingLocations.slug],
          set: { ...fields, updatedAt: now },
        })
        .returning();
      return row!;
    },

    listSeasons(companyId: number): Promise<GrowingSeasonRow[]> {
      return db
        .select()
        .from(growingSeasons)
        .where(eq(growingSeasons.companyId, companyId))
        .orderBy(desc(growingSeasons.sowingDate), asc(growingSeasons.name), asc(growingSeasons.id));
    },

    async findSeason(companyId: number, id: string): Promise<GrowingSeasonRow | undefined> {
      const [row] = await db
        .select()
        .from(growingSeasons)
        .where(and(eq(growingSeasons.companyId, companyId), eq(growingSeasons.id, id)));
      return row;
    },

    /**
     * Holds the company's row until the transaction ends, so that saves of its seasons (in any process)
     * take turns: the season count a save checks cannot change before it commits.
     */
    async lockCompany(companyId: number): Promise<void> {
      await db.execute(sql`select id from companies where id = ${companyId} for update`);
    },
    async countSeasons(companyId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(growingSeasons).where(eq(growingSeasons.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    /** Creates the season or replaces the one with this id (the browser's id makes a retried save harmless). */
    async saveSeason(companyId: number, id: string, fields: GrowingSeasonFields, now: Date): Promise<GrowingSeasonRow> {
      const [row] = await db
        .insert(growingSeasons)
        .values({ companyId, id, ...fields, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [growingSeasons.companyId, growingSeasons.id],
          set: { ...fields, updatedAt: now },
        })
        .returning();
      return row!;
    },

    async deleteSeason(companyId: number, id: string): Promise<void> {
      await db.delete(growingSeasons).where(and(eq(growingSeasons.companyId, companyId), eq(growingSeasons.id, id)));
    },

    /**
     * The first date the station network has data for: its first daily row or reading, at `timezone`;
     * null without any. Each station's first comes off its primary key.
     */
    async networkFirstDate(timezone: string): Promise<LocalDate | null> {
      const [row] = await rows<{ d: string | null }>(
        db,
        sql`select to_char(min(least(
              (select min(local_date) from daily_summaries d where d.site_id = s.id),
              (select (min(observed_at) at time zone ${timezone})::date from readings r where r.site_id = s.id)
            )), 'YYYY-MM-DD') as d
            from sites s`,
      );
      return row?.d ?? null;
    },
    /** A station's daily rows (calendar-day Tmax/Tmin, 9am-day rain) for dates from..to. */
    async dailyWeather(
      siteId: number,
      from: LocalDate,
      to: LocalDate,
    ): Promise<{ localDate: LocalDate; tMaxC: number | null; tMinC: number | null; rainMm: number | null }[]> {
      const found = await rows<{
        local_date: string | Date;
        t_max: unknown;
        t_min: unknown;
        rain: unknown;
      }>(
        db,
        sql`select local_date, air_temp_max_c as t_max, air_temp_min_c as t_min, rain_mm as rain
            from daily_summaries
            where site_id = ${siteId} and local_date >= ${from}::date and local_date <= ${to}::date
            order by local_date`,
      );
      return found.map((row) => ({
        localDate: dateText(row.local_date),
        tMaxC: num(row.t_max),
        tMinC: num(row.t_min),
        rainMm: num(row.rain),
      }));
    },

    /** A station's hourly 1.2 m temperature extremes for hours ending in (fromMs, toMs]. */
    async hourlyTemperatureExtremes(
      siteId: number,
      fromMs: number,
      toMs: number,
    ): Promise<{ hourEndMs: number; minC: number; maxC: number }[]> {
      const found = await rows<{ t: unknown; lo: unknown; hi: unknown }>(
        db,
        sql`select date_part('epoch', hour_end) * 1000 as t, min_air_temp_1_2m as lo, max_air_temp_1_2m as hi
            from reading_hours
            where site_id = ${siteId} and hour_end > ${new Date(fromMs).toISOString()}::timestamptz
              and hour_end <= ${new Date(toMs).toISOString()}::timestamptz
              and min_air_temp_1_2m is not null and max_air_temp_1_2m is not null
            order by hour_end`,
      );
      return found.map((row) => ({ hourEndMs: Math.round(Number(row.t)), minC: Number(row.lo), maxC: Number(row.hi) }));
    },
  };
}
export type GrowingSeasonsRepository = ReturnType<typeof growingSeasonsRepository>;
