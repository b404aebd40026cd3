import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from '../app-settings/app-settings.tables';
import { users } from '../auth/auth.tables';
import { companies, type CompanyRow } from '../companies/companies.tables';
import { stationTokens } from '../stations/stations.tables';

/** The category of the app settings the console edits as text labels (spec §3 "App setting"). */
export const textLabelCategory = 'text_label';

/**
 * What the console reads and changes beyond the content and stations modules' own repositories: text
 * labels, station tokens and companies with their user counts.
 */
export function operatorConsoleRepository(db: Database) {
  return {
    async listTextLabels() {
      return db
        .select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt })
        .from(appSettings)
        .where(eq(appSettings.category, textLabelCategory))
        .orderBy(asc(appSettings.key));
    },

    /** Changes an existing label only: the labels the app reads are seeded, so a new key would be read by nothing. */
    async updateTextLabel(key: string, value: string, now: Date) {
      const [row] = await db
        .update(appSettings)
        .set({ value, updatedAt: now })
        .where(and(eq(appSettings.category, textLabelCategory), eq(appSettings.key, key)))
        .returning({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt });
      return row;
    },

    /** When each station's current token was issued, by site id; stations without a token are absent. */
    async tokenIssueTimes(): Promise<Map<number, Date>> {
      const rows = await db
        .select({ stationId: stationTokens.stationId, createdAt: stationTokens.createdAt })
        .from(stationTokens);
      return new Map(rows.map((row) => [row.stationId, row.createdAt]));
    },

    /** Every company by name, with its owner and members (removed users not counted). */
    async listCompanies(): Promise<Array<{ company: CompanyRow; usersCount: number }>> {
      const counts = db
        .select({ companyId: users.companyId, usersCount: count().as('users_count') })
        .from(users)
        .where(isNull(users.removalCreatedAt))
        .groupBy(users.companyId)
        .as('user_counts');
      const rows = await db
        .select({ company: companies, usersCount: counts.usersCount })
        .from(companies)
        .leftJoin(counts, eq(counts.companyId, companies.id))
        .orderBy(asc(companies.name));
      return rows.map((row) => ({ company: row.company, usersCount: Number(row.usersCount ?? 0) }));
    },
  };
}
export type OperatorConsoleRepository = ReturnType<typeof operatorConsoleRepository>;
