import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import type { InviteUserFields, UserPermissionsFields } from '@mesonet/shared/account/company-users';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import type { AccountsDeps, Repositories } from './accounts.context';
import { requireAccountAndBilling } from './accounts.policy';
import type { MembershipAction } from './accounts.repository';
import type { CompanyInvitationRow } from './accounts.tables';

export type Answer = { data: AuthUser; message: string };

export const invitationValidDays = invitationValidMs / 86_400_000;

export const fullName = (user: UserRow) => `${user.firstName} ${user.surname}`;

export const permissionsOf = (row: {
  homeLocationGrowingSeasons: boolean;
  accountBilling: boolean;
  userManagement: boolean;
}) => ({
  home_location_growing_seasons: row.homeLocationGrowingSeasons,
  account_billing: row.accountBilling,
  user_management: row.userManagement,
});

/** A member's permissions as the audit table keeps them: an invitation has no Operator Console permission. */
export const memberPermissionsOf = (user: UserRow) => ({
  ...permissionsOf(user),
  operator_console: user.operatorConsole,
});

export function permissionColumns(fields: InviteUserFields | UserPermissionsFields) {
  return {
    homeLocationGrowingSeasons: fields.permission_home_location_growing_seasons,
    accountBilling: fields.permission_account_billing,
    userManagement: fields.permission_user_management,
  };
}

/** A member who is no longer asked to become the owner (or never was). */
export const noOwnershipInvitation = {
  ownerInvitationCreatedAt: null,
  ownerInvitationAcceptedAt: null,
  ownerInvitationDeclinedAt: null,
};

/** A user joining a company through an invitation: its company, its permissions and when it was made. */
export function joinedByInvitation(invitation: CompanyInvitationRow, now: Date) {
  return {
    companyId: invitation.companyId,
    owner: false,
    homeLocationGrowingSeasons: invitation.homeLocationGrowingSeasons,
    accountBilling: invitation.accountBilling,
    userManagement: invitation.userManagement,
    companyInvitationCreatedAt: invitation.createdAt,
    companyInvitationAcceptedAt: now,
  };
}

/** One entry of the company's audit trail: in which company who did what to whom (account and email), when. */
export type MembershipEvent = {
  company: { id: number };
  actor: { id: number };
  subject: { id: number | null; email: string };
  now: Date;
};

export function recordMembershipEvent(
  accounts: Repositories['accounts'],
  { company, actor, subject, now }: MembershipEvent,
  action: MembershipAction,
  details?: Record<string, unknown>,
): Promise<void> {
  return accounts.recordEvent({
    companyId: company.id,
    actorUserId: actor.id,
    subjectUserId: subject.id,
    subjectEmail: subject.email,
    action,
    details,
    createdAt: now,
  });
}

/** Spends the invitation on the user who answered it and records that they joined. */
export async function spendInvitation(
  accounts: Repositories['accounts'],
  invitation: CompanyInvitationRow,
  user: { id: number; email: string },
  now: Date,
  details: Record<string, unknown>,
): Promise<void> {
  await accounts.updateInvitation(invitation.id, { acceptedAt: now, userId: user.id });
  const event = { company: { id: invitation.companyId }, actor: user, subject: user, now };
  await recordMembershipEvent(accounts, event, 'invitation_accepted', { invitation_id: invitation.id, ...details });
}

export const noSuchUser = () => ApiError.field(404, 'email', m.noSuchCompanyUser);

/** The signed-in user with their company, locked; 401 when the session's user has gone. */
export async function lockedActor(accounts: Repositories['accounts'], userId: number) {
  const found = await accounts.lockCompanyOfUser(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  return found;
}

/** The signed-in user with their company, when they may see the account and billing (owner or account_billing). */
export async function memberWithBilling(deps: AccountsDeps, userId: number) {
  const found = await deps.repos.auth.findUserWithCompany(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  requireAccountAndBilling(found.user);
  return found;
}
