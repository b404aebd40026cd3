import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { num } from './data-view-sql';

/**
 * 9am-day rain from the daily rows for rain days first..last (end dates), summed per group of days
 * that `groupDate` (an expression of `local_date`) names by one date.
 */
async function dailyRainPer(
  db: Database,
  stationId: number,
  days: { firstDate: string; lastDate: string },
  groupDate: SQL,
): Promise<{ date: string; rainMm: number | null; days: number }[]> {
  const found = await queryRows<{ group_date: string; rain: number | null; days: number }>(
    db,
    sql`select to_char(${groupDate}, 'YYYY-MM-DD') as group_date,
               round(sum(rain_mm)::numeric, 1)::float8 as rain, count(rain_mm)::int as days
        from daily_summaries
        where site_id = ${stationId} and local_date >= ${days.firstDate}::date and local_date <= ${days.lastDate}::date
        group by 1 order by 1`,
  );
  return found.map((row) => ({ date: row.group_date, rainMm: num(row.rain), days: Number(row.days) }));
}

/** The daily rows: rain history older than the readings kept, and rain totals that stay cheap over years. */
export function dailyRainRepository(db: Database) {
  return {
    async firstDailyDate(stationId: number): Promise<string | null> {
      const [row] = await queryRows<{ d: string | null }>(
        db,
        sql`select to_char(min(local_date), 'YYYY-MM-DD') as d from daily_summaries where site_id = ${stationId}`,
      );
      return row?.d ?? null;
    },

    /**
     * Rain days first..last (end dates) from the daily rows, summed per bin of `days` rain days (bins
     * start on Mondays for weeks); `lastDate` is the end date of the bin's last rain day.
     */
    async rainPerDayBin(
      stationId: number,
      firstDate: string,
      lastDate: string,
      days: number,
    ): Promise<{ lastDate: string; rainMm: number | null }[]> {
      const stride = `${days} days`;
      const binLastDate = sql`date_bin(${stride}::interval, local_date::timestamp, timestamp '2000-01-03') + ${stride}::interval - interval '1 day'`;
      const found = await dailyRainPer(db, stationId, { firstDate, lastDate }, binLastDate);
      return found.map((bin) => ({ lastDate: bin.date, rainMm: bin.rainMm }));
    },

    /**
     * 9am-day rain from the daily rows for rain days first..last (end dates), summed per day, calendar
     * month or calendar year of the end date (metrics.md §4.7). `period` is the first date of each.
     */
    async rainTotals(
      stationId: number,
      firstDate: string,
      lastDate: string,
      period: 'day' | 'month' | 'year',
    ): Promise<{ period: string; rainMm: number | null; days: number }[]> {
      const unit = { day: sql`'day'`, month: sql`'month'`, year: sql`'year'` }[period];
      const found = await dailyRainPer(
        db,
        stationId,
        { firstDate, lastDate },
        sql`date_trunc(${unit}, local_date::timestamp)`,
      );
      return found.map((total) => ({ period: total.date, rainMm: total.rainMm, days: total.days }));
    },
  };
}
