import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import {
  invitationAnswerTexts,
  ownershipInvitationState,
  type InvitationResponse,
} from '@mesonet/shared/account/invitations';
import type { InvitationAnswerResponse } from '@mesonet/shared/contracts/account.schema';
import { ApiError } from '../../http/api-error';
import { ownerColumns } from '../auth/company-owner';
import type { UserRow } from '../auth/auth.tables';
import type { CompanyRow } from '../companies/companies.tables';
import type { AccountsDeps, Repositories } from './accounts.context';
import type { CompanyInvitationRow } from './accounts.tables';
import { presentCompanyUser } from './accounts.presenter';
import {
  joinedByInvitation,
  lockedActor,
  noOwnershipInvitation,
  recordMembershipEvent,
  spendInvitation,
} from './accounts-steps';

/** Accepting makes the member the owner and the previous owner a member with all three permissions. */
export async function answerOwnership(
  deps: AccountsDeps,
  userId: number,
  response: InvitationResponse,
): Promise<InvitationAnswerResponse> {
  const companyName = await deps.transactions.run(async ({ accounts }) => {
    const { user, company } = await lockedActor(accounts, userId);
    const now = deps.clock();
    const { permissions } = presentCompanyUser(user);
    const screen = ownershipInvitationState({ permissions, invited_permissions: null, company }, now);
    if (screen.state !== 'invitation_exists') throw ApiError.unprocessable('base', m.noOwnershipInvitation);
    const event = { company, actor: user, subject: user, now };
    if (response === 'decline') {
      await accounts.updateUser(user.id, { ownerInvitationDeclinedAt: now, updatedAt: now });
      await recordMembershipEvent(accounts, event, 'ownership_declined');
      return company.name;
    }
    const previousOwners = await accounts.listOwners(company.id, user.id);
    for (const previous of previousOwners) await accounts.updateUser(previous.id, { owner: false, updatedAt: now });
    await accounts.updateUser(user.id, { ...ownerColumns, ownerInvitationAcceptedAt: now, updatedAt: now });
    await recordMembershipEvent(accounts, event, 'ownership_accepted', {
      previous_owner_user_ids: previousOwners.map((previous) => previous.id),
    });
    return company.name;
  });
  return {
    data: await deps.users.loadUser(userId),
    outcome: response === 'accept' ? 'accepted' : 'declined',
    message:
      response === 'accept'
        ? invitationAnswerTexts.ownershipAccepted(companyName)
        : invitationAnswerTexts.ownershipDeclined(companyName),
  };
}

type Transfer = {
  user: UserRow;
  currentCompany: CompanyRow;
  company: CompanyRow;
  invitation: CompanyInvitationRow;
  now: Date;
};

/** Moves the user into the inviting company; an owner whose company has other members must hand it over first. */
async function acceptTransfer(accounts: Repositories['accounts'], transfer: Transfer) {
  const { user, currentCompany, company, invitation, now } = transfer;
  const leaving = currentCompany.id !== company.id;
  if (leaving && user.owner && (await accounts.countActiveMembers(currentCompany.id, user.id)) > 0) {
    throw ApiError.unprocessable('base', m.ownerOfOtherUsers);
  }
  await accounts.updateUser(user.id, {
    ...joinedByInvitation(invitation, now),
    companyInvitationDeclinedAt: null,
    removalCreatedAt: null,
    ...noOwnershipInvitation,
    updatedAt: now,
  });
  await spendInvitation(accounts, invitation, user, now, { from_company_id: currentCompany.id });
  if (leaving) {
    await recordMembershipEvent(accounts, { company: currentCompany, actor: user, subject: user, now }, 'member_left', {
      to_company_id: company.id,
      was_owner: user.owner,
    });
  }
}

/**
 * Accepting moves the user into the inviting company with the invitation's permissions (and lifts a
 * removal). An owner whose company has other members must hand ownership over first.
 */
export async function answerTransfer(
  deps: AccountsDeps,
  userId: number,
  answer: { response: InvitationResponse; company_slug: string },
): Promise<InvitationAnswerResponse> {
  const companyName = await deps.transactions.run(async ({ accounts }) => {
    const { user, company: currentCompany } = await lockedActor(accounts, userId);
    const now = deps.clock();
    const found = await accounts.findTransferInvitation(user, answer.company_slug, now);
    if (!found) throw ApiError.unprocessable('base', m.noTransferInvitation);
    const { invitation, company } = found;
    if (answer.response === 'decline') {
      await accounts.updateInvitation(invitation.id, { declinedAt: now });
      await recordMembershipEvent(accounts, { company, actor: user, subject: user, now }, 'invitation_declined', {
        invitation_id: invitation.id,
      });
      return company.name;
    }
    await acceptTransfer(accounts, { user, currentCompany, company, invitation, now });
    return company.name;
  });
  if (answer.response === 'accept') deps.onMembershipChanged();
  return {
    data: await deps.users.loadUser(userId),
    outcome: answer.response === 'accept' ? 'accepted' : 'declined',
    message:
      answer.response === 'accept'
        ? invitationAnswerTexts.transferAccepted(companyName)
        : invitationAnswerTexts.transferDeclined(companyName),
  };
}
