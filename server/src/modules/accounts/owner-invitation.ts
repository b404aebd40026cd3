import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { companyUserTexts } from '@mesonet/shared/account/company-users';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { CompanyUser } from '@mesonet/shared/contracts/account.schema';
import { ApiError } from '../../http/api-error';
import { ownershipInvitationMail } from './account-mails';
import type { AccountsDeps } from './accounts.context';
import { requireOwner } from './accounts.policy';
import { presentCompanyUser } from './accounts.presenter';
import {
  fullName,
  invitationValidDays,
  lockedActor,
  noSuchUser,
  recordMembershipEvent,
  type Answer,
} from './accounts-steps';

/** 'Make Account Owner' (owner only): the member must accept; a newer invitation withdraws older ones. */
export async function inviteOwner(
  deps: AccountsDeps,
  actorId: number,
  fields: { email: string },
): Promise<Answer & { company_user: CompanyUser }> {
  const email = normaliseEmailAddress(fields.email);
  const invited = await deps.transactions.run(async ({ accounts }) => {
    const { user: actor, company } = await lockedActor(accounts, actorId);
    requireOwner(actor);
    const now = deps.clock();
    const member = await accounts.findActiveMember(company.id, email);
    if (!member) {
      if (await accounts.findOpenInvitation(company.id, email, now)) {
        throw ApiError.unprocessable('email', m.notYetAccepted);
      }
      throw noSuchUser();
    }
    if (member.owner) throw ApiError.unprocessable('email', m.alreadyOwner);
    await accounts.withdrawOwnershipInvitations(company.id, member.id, now);
    const updated = await accounts.updateUser(member.id, {
      ownerInvitationCreatedAt: now,
      ownerInvitationAcceptedAt: null,
      ownerInvitationDeclinedAt: null,
      updatedAt: now,
    });
    const subject = { id: member.id, email };
    await recordMembershipEvent(accounts, { company, actor, subject, now }, 'ownership_invited');
    return { updated, actor, company };
  });
  await deps.mail.send(
    ownershipInvitationMail({
      to: invited.updated.email,
      inviterName: fullName(invited.actor),
      companyName: invited.company.name,
      link: `${deps.appUrl}/company_ownership_invitation`,
      validDays: invitationValidDays,
    }),
  );
  return {
    data: await deps.users.loadUser(actorId),
    message: companyUserTexts.ownerInvited(email),
    company_user: presentCompanyUser(invited.updated),
  };
}
