import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export function healthRepository(db: Database) {
  return {
    /** Resolves once the database answers a trivial query; rejects when it cannot be reached. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
