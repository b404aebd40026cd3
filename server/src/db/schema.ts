// Every table, for drizzle's typed queries. Each module owns its tables in *.tables.ts.
export * from '../modules/companies/companies.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/stations/stations.tables';
export * from '../modules/stations/reading-hours.tables';
export * from '../modules/app-settings/app-settings.tables';
export * from '../modules/accounts/accounts.tables';
export * from '../modules/billing/billing.tables';
export * from '../modules/referrals/referrals.tables';
export * from '../modules/operations/operations.tables';
export * from '../modules/alerts/alerts.tables';
