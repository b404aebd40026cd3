import type { Company } from '@mesonet/shared/contracts/company.schema';
import type { Database } from '../../db/database';
import { accountsRepository } from '../accounts/accounts.repository';
import { billingRepository } from '../billing/billing.repository';
import type { CompanyRow } from './companies.tables';
import { presentCompany } from './company.presenter';

/**
 * The company of spec §3 as every answer with a user carries it. Sign-in and validate_token wait for
 * this, so its few queries (card, unpaid invoices, station names, survey, user count) go out together:
 * one round trip after the company row, whatever the company holds.
 */
export async function loadCompany(db: Database, company: CompanyRow, now: Date): Promise<Company> {
  const accounts = accountsRepository(db);
  const [billing, survey, activeUsers] = await Promise.all([
    billingRepository(db).billingFactsOf(company, now),
    accounts.findSurvey(company.id),
    accounts.countUsersAgainstLimit(company.id, now),
  ]);
  return presentCompany({ company, ...billing, survey, activeUsers });
}
