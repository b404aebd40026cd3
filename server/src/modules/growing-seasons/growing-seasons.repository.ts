import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { DailyWeatherRow } from '../metrics/calculators/daily-weather';
import type { LocalDate } from '@mesonet/shared/time/local-time';
import {
  growingLocations,
  growingSeasons,
  type GrowingLocationRow,
  type GrowingSeasonRow,
} from './growing-seasons.tables';

export type GrowingSeasonFields = Omit<GrowingSeasonRow, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>;

/** A number as the database wrote it into text; '' for null. */
const numberOf = (text: string | undefined): number | null => (text === undefined || text === '' ? null : Number(text));

/**
 * Stations' daily rows (calendar-day Tmax/Tmin, 9am-day rain) for each range's dates from..to, by
 * station, in one query answering one text per range: a season list reads years of days of many
 * stations, and row by row that would cost more than all the rest of its answer.
 */
async function dailyWeatherOfStations(
  db: Database,
  ranges: readonly { stationId: number; from: LocalDate; to: LocalDate }[],
): Promise<Map<number, DailyWeatherRow[]>> {
  const byStation = new Map<number, DailyWeatherRow[]>();
  if (ranges.length === 0) return byStation;
  const wanted = sql.join(
    ranges.map((r) => sql`(${r.stationId}::integer, ${r.from}::date, ${r.to}::date)`),
    sql`, `,
  );
  const found = await queryRows<{ site_id: unknown; days: string }>(
    db,
    sql`select w.site_id,
          string_agg(to_char(d.local_date, 'YYYY-MM-DD') || ',' || coalesce(d.air_temp_max_c::text, '') || ','
            || coalesce(d.air_temp_min_c::text, '') || ',' || coalesce(d.rain_mm::text, ''), ';' order by d.local_date) as days
        from (values ${wanted}) as w(site_id, from_date, to_date)
        join daily_summaries d on d.site_id = w.site_id and d.local_date >= w.from_date and d.local_date <= w.to_date
        group by w.site_id, w.from_date`,
  );
  for (const row of found) {
    const days = row.days.split(';').map((day) => {
      const [localDate, tMax, tMin, rain] = day.split(',');
      return {
        localDate: localDate!,
        tMaxC: numberOf(tMax),
        tMinC: numberOf(tMin),
        rainMm: numberOf(rain),
      };
    });
    byStation.set(Number(row.site_id), [...(byStation.get(Number(row.site_id)) ?? []), ...days]);
  }
  return byStation;
}

/** Growing locations and seasons of a company. */
function placeQueries(db: Database) {
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
  };
}

/** The daily and hourly weather seasons are computed from. */
function seasonWeatherQueries(db: Database) {
  return {
    dailyWeatherOfStations: (ranges: readonly { stationId: number; from: LocalDate; to: LocalDate }[]) =>
      dailyWeatherOfStations(db, ranges),

    /**
     * The first date the station network has data for: its first daily row or reading, at `timezone`;
     * null without any. Each station's first comes off its primary key.
     */
    async networkFirstDate(timezone: string): Promise<LocalDate | null> {
      const [row] = await queryRows<{ d: string | null }>(
        db,
        sql`select to_char(min(least(
              (select min(local_date) from daily_summaries d where d.site_id = s.id),
              (select (min(observed_at) at time zone ${timezone})::date from readings r where r.site_id = s.id)
            )), 'YYYY-MM-DD') as d
            from sites s`,
      );
      return row?.d ?? null;
    },

    /** A station's daily rows for dates from..to (dailyWeatherOfStations). */
    async dailyWeather(stationId: number, from: LocalDate, to: LocalDate): Promise<DailyWeatherRow[]> {
      return (await dailyWeatherOfStations(db, [{ stationId, from, to }])).get(stationId) ?? [];
    },

    /** A station's hourly 1.2 m temperature extremes for hours ending in (fromMs, toMs]. */
    async hourlyTemperatureExtremes(
      stationId: number,
      fromMs: number,
      toMs: number,
    ): Promise<{ hourEndMs: number; minC: number; maxC: number }[]> {
      const found = await queryRows<{ t: unknown; lo: unknown; hi: unknown }>(
        db,
        sql`select date_part('epoch', hour_end) * 1000 as t, min_air_temp_1_2m as lo, max_air_temp_1_2m as hi
            from reading_hours
            where site_id = ${stationId} and hour_end > ${new Date(fromMs).toISOString()}::timestamptz
              and hour_end <= ${new Date(toMs).toISOString()}::timestamptz
              and min_air_temp_1_2m is not null and max_air_temp_1_2m is not null
            order by hour_end`,
      );
      return found.map((row) => ({ hourEndMs: Math.round(Number(row.t)), minC: Number(row.lo), maxC: Number(row.hi) }));
    },
  };
}

export function growingSeasonsRepository(db: Database) {
  return {
    ...placeQueries(db),
    ...seasonWeatherQueries(db),
  };
}
export type GrowingSeasonsRepository = ReturnType<typeof growingSeasonsRepository>;
