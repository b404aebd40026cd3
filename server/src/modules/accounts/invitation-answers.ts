import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import {
  invitationAnswerTexts,
  ownershipInvitationState,
  type InvitationResponse,
} from '@mesonet/shared/account/invitations';
import type { InvitationAnswerResponse } from '@mesonet/shared/contracts/account.schema';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import type { CompanyRow } from '../companies/companies.tables';
import type { AccountsDeps, Repositories } from './accounts.context';
import type { CompanyInvitationRow } from './accounts.tables';
import { presentCompanyUser } from './accounts.presenter';
import { lockedActor } from './accounts-steps';

export const allPermissions = { homeLocationGrowingSeasons: true, accountBilling: true, userManagement: true };
export const noOwnershipInvitation = {
  ownerInvitationCreatedAt: null,
  ownerInvitationAcceptedAt: null,
  ownerInvitationDeclinedAt: null,
};

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
    const subject = { subjectUserId: user.id, subjectEmail: user.email, actorUserId: user.id, createdAt: now };
    if (response === 'decline') {
      await accounts.updateUser(user.id, { ownerInvitationDeclinedAt: now, updatedAt: now });
      await accounts.recordEvent({ ...subject, companyId: company.id, action: 'ownership_declined' });
      return company.name;
    }
    const previousOwners = await accounts.listOwners(company.id, user.id);
    for (const previous of previousOwners) await accounts.updateUser(previous.id, { owner: false, updatedAt: now });
    await accounts.updateUser(user.id, {
      owner: true,
      ...allPermissions,
      ownerInvitationAcceptedAt: now,
      updatedAt: now,
    });
    await accounts.recordEvent({
      ...subject,
      companyId: company.id,
      action: 'ownership_accepted',
      details: { previous_owner_user_ids: previousOwners.map((previous) => previous.id) },
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
  const subject = { subjectUserId: user.id, subjectEmail: user.email, actorUserId: user.id, createdAt: now };
  const leaving = currentCompany.id !== company.id;
  if (leaving && user.owner && (await accounts.countActiveMembers(currentCompany.id, user.id)) > 0) {
    throw ApiError.unprocessable('base', m.ownerOfOtherUsers);
  }
  await accounts.updateUser(user.id, {
    companyId: company.id,
    owner: false,
    homeLocationGrowingSeasons: invitation.homeLocationGrowingSeasons,
    accountBilling: invitation.accountBilling,
    userManagement: invitation.userManagement,
    companyInvitationCreatedAt: invitation.createdAt,
    companyInvitationAcceptedAt: now,
    companyInvitationDeclinedAt: null,
    removalCreatedAt: null,
    ...noOwnershipInvitation,
    updatedAt: now,
  });
  await accounts.updateInvitation(invitation.id, { acceptedAt: now, userId: user.id });
  await accounts.recordEvent({
    ...subject,
    companyId: company.id,
    action: 'invitation_accepted',
    details: { invitation_id: invitation.id, from_company_id: currentCompany.id },
  });
  if (leaving) {
    await accounts.recordEvent({
      ...subject,
      companyId: currentCompany.id,
      action: 'member_left',
      details: { to_company_id: company.id, was_owner: user.owner },
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
      await accounts.recordEvent({
        subjectUserId: user.id,
        subjectEmail: user.email,
        actorUserId: user.id,
        createdAt: now,
        companyId: company.id,
        action: 'invitation_declined',
        details: { invitation_id: invitation.id },
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
