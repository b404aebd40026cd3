import { paymentRetryDays } from '@mesonet/shared/billing/payment-retries';
import { effectivePlanKey } from '@mesonet/shared/plans/effective-plan';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../auth/auth.tables';
import { invoices } from '../billing/billing.tables';
import { companies, type CompanyRow } from './companies.tables';

/** A user's company plan as it applies now. */
export type UserPlan = Pick<CompanyRow, 'planKey' | 'planStationSlug' | 'additionalStationSlugs'>;

export type NewCompany = typeof companies.$inferInsert;

export function companiesRepository(db: Database) {
  return {
    async findById(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    async isNameTaken(name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(sql`lower(${companies.name}) = lower(${name})`);
      return row !== undefined;
    },

    async slugsStartingWith(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: companies.slug })
        .from(companies)
        .where(sql`${companies.slug} like ${`${base}%`}`);
      return rows.map((row) => row.slug);
    },

    /**
     * The plan whose metrics the company of a user sees now, and its nominated stations: a saved paid plan
     * counts only once the trial or billing has started, and while no invoice is unpaid past its last
     * retry (shared/src/plans/effective-plan.ts, shared/src/billing/payment-retries.ts isPastLastRetry).
     */
    /** Each user's company plan as it applies now (a removed member's none), for many users in one query. */
    async plansOfUsers(userIds: readonly number[]): Promise<Map<number, UserPlan>> {
      if (userIds.length === 0) return new Map();
      const found = await db
        .select({
          userId: users.id,
          planKey: companies.planKey,
          hasBillingDiscountCodeUse: companies.hasBillingDiscountCodeUse,
          unpaidPastLastRetry: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.companyId} = ${companies.id} and ${invoices.status} = 'unpaid' and ${invoices.failedRetries} >= ${paymentRetryDays.length})`,
          planStationSlug: companies.planStationSlug,
          additionalStationSlugs: companies.additionalStationSlugs,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        // A removed member keeps no part of the company's plan (spec §6: they must create a new company).
        .where(and(inArray(users.id, [...userIds]), isNull(users.removalCreatedAt)));
      return new Map(
        found.map((row) => [
          row.userId,
          {
            planKey: effectivePlanKey(row),
            planStationSlug: row.planStationSlug,
            additionalStationSlugs: row.additionalStationSlugs,
          },
        ]),
      );
    },

    async insert(company: NewCompany): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values(company).returning();
      if (!row) throw new Error('company insert returned no row');
      return row;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
