import { accountsRepository } from '../modules/accounts/accounts.repository';
import { alertsRepository } from '../modules/alerts/alerts.repository';
import { appSettingsRepository } from '../modules/app-settings/app-settings.repository';
import { authRepository } from '../modules/auth/auth.repository';
import { billingRepository } from '../modules/billing/billing.repository';
import { companiesRepository } from '../modules/companies/companies.repository';
import { contentRepository } from '../modules/content/content.repository';
import { dataViewsRepository } from '../modules/data-views/data-views.repository';
import { growingSeasonsRepository } from '../modules/growing-seasons/growing-seasons.repository';
import { healthRepository } from '../modules/health/health.repository';
import { mailRepository } from '../modules/mail/mail.repository';
import { operatorConsoleRepository } from '../modules/operator-console/operator-console.repository';
import { referralsRepository } from '../modules/referrals/referrals.repository';
import { readingsRepository } from '../modules/stations/readings.repository';
import { stationsRepository } from '../modules/stations/stations.repository';
import { userSettingsRepository } from '../modules/user-settings/user-settings.repository';
import type { Database } from './database';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work';

/**
 * Every repository, bound to one database or one transaction. Repositories are plain objects of queries,
 * so binding them all for a transaction costs a few closures, not a round trip.
 */
export function createRepositories(db: Database) {
  return {
    accounts: accountsRepository(db),
    alerts: alertsRepository(db),
    appSettings: appSettingsRepository(db),
    auth: authRepository(db),
    billing: billingRepository(db),
    companies: companiesRepository(db),
    content: contentRepository(db),
    dataViews: dataViewsRepository(db),
    growingSeasons: growingSeasonsRepository(db),
    health: healthRepository(db),
    mail: mailRepository(db),
    operatorConsole: operatorConsoleRepository(db),
    readings: readingsRepository(db),
    referrals: referralsRepository(db),
    stations: stationsRepository(db),
    userSettings: userSettingsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** Transactions whose work gets every repository bound to the transaction. */
export const createTransactions = (db: Database): UnitOfWork<Repositories> => createUnitOfWork(db, createRepositories);
