import type { InviteUserFields, UserPermissionsFields } from '@mesonet/shared/account/company-users';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { CompanyUsersResponse } from '@mesonet/shared/contracts/account.schema';
import { ApiError } from '../../http/api-error';
import { permittedUsersOf } from '../companies/company.presenter';
import type { AccountsDeps } from './accounts.context';
import { requireUserManagement } from './accounts.policy';
import { presentCompanyUser, presentInvitedCompanyUser } from './accounts.presenter';
import { updateCompanyUserPermissions } from './company-user-permissions';
import { inviteCompanyUser } from './invite-company-user';
import { inviteOwner } from './owner-invitation';
import { removeCompanyUser } from './remove-company-user';

/** The company's members and open invitations, for those who manage users. */
async function listCompanyUsers(deps: AccountsDeps, userId: number): Promise<CompanyUsersResponse> {
  const { auth, accounts } = deps.repos;
  const found = await auth.findUserWithCompany(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  requireUserManagement(found.user, found.company);
  const now = deps.clock();
  const members = await accounts.listActiveMembers(found.company.id);
  const invitations = await accounts.listOpenInvitations(found.company.id, now);
  const companyUsers = [...members.map(presentCompanyUser), ...invitations.map(presentInvitedCompanyUser)];
  return {
    company_users: companyUsers,
    active_users: companyUsers.length,
    permitted_users: permittedUsersOf(found.company),
  };
}

/**
 * A company's people (spec §2 "User management", §6): the list, invitations, permissions, ownership
 * invitations and removal. Every change checks the actor inside its transaction and is recorded in the
 * audit table; nobody reaches a user of another company (such emails read as unknown). Each operation
 * lives in the file named for it.
 */
export function createCompanyUsersService(deps: AccountsDeps) {
  return {
    list: (userId: number) => listCompanyUsers(deps, userId),
    invite: (actorId: number, fields: InviteUserFields) => inviteCompanyUser(deps, actorId, fields),
    updatePermissions: (actorId: number, fields: UserPermissionsFields) =>
      updateCompanyUserPermissions(deps, actorId, fields),
    inviteOwner: (actorId: number, fields: { email: string }) => inviteOwner(deps, actorId, fields),
    remove: (actorId: number, fields: { email: string }) => removeCompanyUser(deps, actorId, fields),
  };
}
export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
