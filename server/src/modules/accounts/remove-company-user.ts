import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { companyUserTexts } from '@mesonet/shared/account/company-users';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { ApiError } from '../../http/api-error';
import type { AccountsDeps } from './accounts.context';
import { requireUserManagement } from './accounts.policy';
import {
  lockedActor,
  memberPermissionsOf,
  noOwnershipInvitation,
  noSuchUser,
  recordMembershipEvent,
  type Answer,
} from './accounts-steps';

/**
 * 'Delete User': marks a member removed (they keep their login and may create a new company) or
 * cancels an invitation not yet accepted. One transaction; never the owner or oneself.
 */
export async function removeCompanyUser(
  deps: AccountsDeps,
  actorId: number,
  fields: { email: string },
): Promise<Answer> {
  const email = normaliseEmailAddress(fields.email);
  const message = await deps.transactions.run(async ({ accounts }) => {
    const { user: actor, company } = await lockedActor(accounts, actorId);
    requireUserManagement(actor, company);
    const now = deps.clock();
    const member = await accounts.findActiveMember(company.id, email);
    if (member) {
      if (member.id === actor.id) throw ApiError.field(403, 'base', m.notYourself);
      if (member.owner) throw ApiError.field(403, 'base', m.ownerCannotBeRemoved);
      await accounts.updateUser(member.id, {
        removalCreatedAt: now,
        homeLocationGrowingSeasons: false,
        accountBilling: false,
        userManagement: false,
        operatorConsole: false,
        ...noOwnershipInvitation,
        updatedAt: now,
      });
      const subject = { id: member.id, email };
      await recordMembershipEvent(accounts, { company, actor, subject, now }, 'user_removed', {
        permissions: memberPermissionsOf(member),
      });
      return companyUserTexts.removed(email);
    }
    const invitation = await accounts.findOpenInvitation(company.id, email, now);
    if (!invitation) throw noSuchUser();
    await accounts.updateInvitation(invitation.id, { cancelledAt: now });
    const subject = { id: invitation.userId, email };
    await recordMembershipEvent(accounts, { company, actor, subject, now }, 'invitation_cancelled', {
      invitation_id: invitation.id,
    });
    return companyUserTexts.invitationCancelled(email);
  });
  deps.onMembershipChanged();
  return { data: await deps.users.loadUser(actorId), message };
}
