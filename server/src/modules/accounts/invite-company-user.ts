import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { companyUserTexts, inviteState, type InviteUserFields } from '@mesonet/shared/account/company-users';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { CompanyUser } from '@mesonet/shared/contracts/account.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import { newSecretToken, tokenHash } from '../auth/session-tokens';
import type { CompanyRow } from '../companies/companies.tables';
import { permittedUsersOf } from '../companies/company.presenter';
import { companyInvitationMail, companyTransferInvitationMail } from './account-mails';
import type { AccountsDeps, Repositories } from './accounts.context';
import { requireUserManagement } from './accounts.policy';
import { presentInvitedCompanyUser } from './accounts.presenter';
import {
  fullName,
  invitationValidDays,
  lockedActor,
  permissionColumns,
  permissionsOf,
  recordMembershipEvent,
  type Answer,
} from './accounts-steps';

type Invitation = { email: string; token: string; fields: InviteUserFields };

/** Checks the limit and stores the invitation with its audit entry, under the company's lock. */
async function storeInvitation(
  deps: AccountsDeps,
  { accounts, auth }: Repositories,
  actorId: number,
  { email, token, fields }: Invitation,
) {
  const { user: actor, company } = await lockedActor(accounts, actorId);
  requireUserManagement(actor, company);
  const now = deps.clock();
  const existing = await auth.findUserByEmail(email);
  if (existing && existing.companyId === company.id && existing.removalCreatedAt === null) {
    throw ApiError.unprocessable('email', m.alreadyInCompany);
  }
  await accounts.cancelExpiredInvitations(company.id, email, now);
  if (await accounts.findOpenInvitation(company.id, email, now)) {
    throw ApiError.unprocessable('email', m.alreadyInvited);
  }
  const allowed = inviteState(await accounts.countUsersAgainstLimit(company.id, now), permittedUsersOf(company));
  if (!allowed.allowed) throw ApiError.field(403, 'base', allowed.message);
  const invitation = await accounts.insertInvitation({
    companyId: company.id,
    email,
    userId: existing?.id ?? null,
    tokenHash: existing ? null : tokenHash(token, deps.secretKey),
    ...permissionColumns(fields),
    invitedByUserId: actor.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + invitationValidMs),
  });
  const subject = { id: existing?.id ?? null, email };
  await recordMembershipEvent(accounts, { company, actor, subject, now }, 'user_invited', {
    permissions: permissionsOf(invitation),
    existing_account: existing !== undefined,
  });
  return { invitation, actor, company, hasAccount: existing !== undefined };
}

/** Someone with an account answers once logged in; a new person gets the single-use sign-up link. */
async function sendInvitationMail(
  deps: AccountsDeps,
  { email, token }: Invitation,
  invited: { actor: UserRow; company: CompanyRow; hasAccount: boolean },
) {
  const mailFields = {
    to: email,
    inviterName: fullName(invited.actor),
    companyName: invited.company.name,
    validDays: invitationValidDays,
  };
  await deps.mail.send(
    invited.hasAccount
      ? companyTransferInvitationMail({ ...mailFields, link: `${deps.appUrl}/company_transfer_invitation` })
      : companyInvitationMail({
          ...mailFields,
          link: `${deps.appUrl}/complete_signup?invitation_token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
        }),
  );
}

/**
 * Invites an email up to the user limit. A new person gets a single-use link to /complete_signup;
 * someone with an account (in another company, or removed from this one) answers once logged in.
 */
export async function inviteCompanyUser(
  deps: AccountsDeps,
  actorId: number,
  fields: InviteUserFields,
): Promise<Answer & { company_user: CompanyUser }> {
  const invitation = { email: normaliseEmailAddress(fields.email), token: newSecretToken(), fields };
  const invited = await deps.transactions
    .run((repos) => storeInvitation(deps, repos, actorId, invitation))
    .catch((error: unknown) => {
      // The same email invited twice at once: the open-invitation index lets one through.
      if (uniqueViolationConstraint(error) === 'company_invitations_open_key') {
        throw ApiError.unprocessable('email', m.alreadyInvited);
      }
      throw error;
    });
  await sendInvitationMail(deps, invitation, invited);
  return {
    data: await deps.users.loadUser(actorId),
    message: companyUserTexts.invited(invitation.email),
    company_user: presentInvitedCompanyUser(invited.invitation),
  };
}
