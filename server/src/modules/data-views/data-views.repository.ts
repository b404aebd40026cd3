import type { Database } from '../../db/database';
import { dailyRainRepository } from './daily-rain.repository';
import { readingBucketsRepository } from './reading-buckets.repository';
import { readingWindowsRepository } from './reading-windows.repository';

/**
 * The only SQL of the data views, grouped by what it reads: readings in a window, readings bucketed
 * in time (or their hourly rollups) for long windows and rain columns, and the daily rows for 9am-day
 * rain per bin, day, month or year.
 */
export function dataViewsRepository(db: Database) {
  return { ...readingWindowsRepository(db), ...readingBucketsRepository(db), ...dailyRainRepository(db) };
}
export type DataViewsRepository = ReturnType<typeof dataViewsRepository>;
