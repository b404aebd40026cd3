import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import { authRepository } from '../auth/auth.repository';
import { hashPassword } from '../auth/password-hashing';
import { companiesRepository } from '../companies/companies.repository';
import { companySlug } from '../companies/company-slug';
import { demoAccounts, demoPassword } from './demo-accounts';

/** Creates the demo accounts that do not exist yet; safe to run on every start. */
export async function seedDemoAccounts(db: Database, clock: () => Date, log: Logger): Promise<number> {
  let created = 0;
  const passwordHash = await hashPassword(demoPassword);
  for (const account of demoAccounts) {
    await db.transaction(async (tx) => {
      const auth = authRepository(tx as unknown as Database);
      const companies = companiesRepository(tx as unknown as Database);
      if (await auth.findUserByEmail(account.email)) return;
      const now = clock();
      const company = await companies.insert({
        name: account.companyName,
        slug: companySlug(account.companyName, await companies.slugsStartingWith(companySlug(account.companyName, []))),
        email: account.email,
        paid: account.paid,
        hasCompanyDetails: true,
        hasBillingPlan: true,
        hasPaymentMethod: true,
        hasUserSurveyResponse: true,
        hasBillingDiscountCodeUse: true,
        planKey: account.planKey,
        planSiteSlug: account.planSiteSlug ?? null,
        additionalSiteSlugs: account.additionalSiteSlugs ?? [],
        createdAt: now,
        updatedAt: now,
      });
      await auth.insertUser({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        surname: 'Demo',
        companyId: company.id,
        owner: true,
        homeLocationGrowingSeasons: true,
        accountBilling: true,
        userManagement: true,
        createdAt: now,
        updatedAt: now,
      });
      created += 1;
    });
  }
  if (created > 0) log.info({ created }, 'demo accounts seeded');
  return created;
}
