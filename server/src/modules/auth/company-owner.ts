import type { AuthRepository, NewUser } from './auth.repository';
import type { UserRow } from './auth.tables';

/** The owner of a company holds every permission (spec §6). */
export const ownerColumns = {
  owner: true,
  homeLocationGrowingSeasons: true,
  accountBilling: true,
  userManagement: true,
};

/** The person who founds a company: a new user who owns it. */
export function insertCompanyOwner(
  auth: AuthRepository,
  person: Pick<NewUser, 'email' | 'passwordHash' | 'firstName' | 'surname' | 'phone' | 'companyId'>,
  now: Date,
): Promise<UserRow> {
  return auth.insertUser({ ...person, ...ownerColumns, createdAt: now, updatedAt: now });
}
