import type { Company } from '@mesonet/shared/contracts/company.schema';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { BillingRepository } from '../billing/billing.repository';
import type { CompanyRow } from './companies.tables';
import { presentCompany } from './company.presenter';

/**
 * The company of spec §3 as every answer with a user carries it. Sign-in and validate_token wait for
 * this, so its few queries (card, unpaid invoices, station names, survey, user count) go out together:
 * one round trip after the company row, whatever the company holds.
 */
export async function loadCompany(
  repos: { accounts: AccountsRepository; billing: BillingRepository },
  company: CompanyRow,
  now: Date,
): Promise<Company> {
  const { accounts } = repos;
  const [billing, survey, activeUsers] = await Promise.all([
    repos.billing.billingFactsOf(company, now),
    accounts.findSurvey(company.id),
    accounts.countUsersAgainstLimit(company.id, now),
  ]);
  return presentCompany({ company, ...billing, survey, activeUsers });
}
