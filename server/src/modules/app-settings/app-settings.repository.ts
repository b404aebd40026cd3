import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from './app-settings.tables';

export function appSettingsRepository(db: Database) {
  return {
    async list() {
      return db.select().from(appSettings).orderBy(asc(appSettings.category), asc(appSettings.key));
    },

    /** Adds settings whose key is new; existing values are the operator's and stay. */
    async insertMissing(settings: ReadonlyArray<{ category: string; key: string; value: string }>): Promise<void> {
      if (settings.length > 0)
        await db
          .insert(appSettings)
          .values([...settings])
          .onConflictDoNothing();
    },
  };
}
