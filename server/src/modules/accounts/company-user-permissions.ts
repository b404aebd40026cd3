import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { companyUserTexts, type UserPermissionsFields } from '@mesonet/shared/account/company-users';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { CompanyUser } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import type { CompanyRow } from '../companies/companies.tables';
import type { AccountsDeps, Repositories } from './accounts.context';
import { requireOperatorConsoleGrant, requireUserManagement } from './accounts.policy';
import { presentCompanyUser, presentInvitedCompanyUser } from './accounts.presenter';
import {
  lockedActor,
  memberPermissionsOf,
  noSuchUser,
  permissionColumns,
  permissionsOf,
  recordMembershipEvent,
  type Answer,
} from './accounts-steps';

type Change = {
  actor: UserRow;
  company: CompanyRow;
  email: string;
  fields: UserPermissionsFields;
  granter: AuthUser | null;
  now: Date;
};

async function changeMember(accounts: Repositories['accounts'], member: UserRow, change: Change) {
  const { actor, email, granter, now } = change;
  const operatorConsole = change.fields.permission_operator_console;
  if (member.id === actor.id) throw ApiError.field(403, 'base', m.notYourself);
  if (member.owner) throw ApiError.field(403, 'base', m.ownerUnchangeable);
  if (granter) requireOperatorConsoleGrant(granter, { pending: false });
  const updated = await accounts.updateUser(member.id, {
    ...permissionColumns(change.fields),
    ...(operatorConsole === undefined ? {} : { operatorConsole }),
    updatedAt: now,
  });
  const subject = { id: member.id, email };
  await recordMembershipEvent(accounts, { ...change, subject }, 'permissions_changed', {
    before: memberPermissionsOf(member),
    after: memberPermissionsOf(updated),
  });
  return presentCompanyUser(updated);
}

async function changeInvitation(accounts: Repositories['accounts'], change: Change) {
  const { company, email, granter, now } = change;
  const invitation = await accounts.findOpenInvitation(company.id, email, now);
  if (!invitation) throw noSuchUser();
  if (granter) requireOperatorConsoleGrant(granter, { pending: true });
  const updated = await accounts.updateInvitation(invitation.id, permissionColumns(change.fields));
  const subject = { id: invitation.userId, email };
  await recordMembershipEvent(accounts, { ...change, subject }, 'permissions_changed', {
    invitation_id: invitation.id,
    before: permissionsOf(invitation),
    after: permissionsOf(updated),
  });
  return presentInvitedCompanyUser(updated);
}

/**
 * Sets the three permissions of a member or of an invitation not yet accepted, and the Operator Console
 * permission when it is sent; never the owner's or one's own.
 */
export async function updateCompanyUserPermissions(
  deps: AccountsDeps,
  actorId: number,
  fields: UserPermissionsFields,
): Promise<Answer & { company_user: CompanyUser }> {
  const email = normaliseEmailAddress(fields.email);
  // The rule reads the company as its users see it (plan and feature set), so it is loaded only when asked.
  const granter = fields.permission_operator_console === undefined ? null : await deps.users.loadUser(actorId);
  const companyUser = await deps.transactions.run(async ({ accounts }) => {
    const { user: actor, company } = await lockedActor(accounts, actorId);
    requireUserManagement(actor, company);
    const change = { actor, company, email, fields, granter, now: deps.clock() };
    const member = await accounts.findActiveMember(company.id, email);
    return member ? changeMember(accounts, member, change) : changeInvitation(accounts, change);
  });
  return {
    data: await deps.users.loadUser(actorId),
    message: companyUserTexts.permissionsUpdated(email),
    company_user: companyUser,
  };
}
