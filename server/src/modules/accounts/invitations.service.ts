import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import {
  invitationAnswerTexts,
  ownershipInvitationState,
  type CompleteSignupFields,
  type InvitationResponse,
} from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type {
  CompleteSignupInvitation,
  CreateNewCompanyResponse,
  InvitationAnswerResponse,
} from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../auth/password-hashing';
import { tokenHash } from '../auth/session-tokens';
import { companySlug } from '../companies/company-slug';
import type { AccountsDeps, Repositories } from './accounts.context';
import { presentCompanyUser } from './accounts.presenter';

const allPermissions = { homeLocationGrowingSeasons: true, accountBilling: true, userManagement: true };
const noOwnershipInvitation = {
  ownerInvitationCreatedAt: null,
  ownerInvitationAcceptedAt: null,
  ownerInvitationDeclinedAt: null,
};

/**
 * Answers to invitations (spec §2 "Authentication screens", §4): completing sign-up from the mail's
 * link, accepting or declining ownership or a move to another company, and a removed member's new
 * company. Each runs in one transaction; a dead link or an answered invitation is the 'none' state.
 */
export function createInvitationsService(deps: AccountsDeps) {
  const { clock } = deps;

  async function lockedUser(accounts: Repositories['accounts'], userId: number) {
    const found = await accounts.lockCompanyOfUser(userId);
    if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
    return found;
  }

  return {
    /** Whether the link of an invitation mail can still be used (GET, for the /complete_signup screen). */
    async completeSignupInvitation(token: string): Promise<CompleteSignupInvitation> {
      const found = await deps.repos.accounts.findUsableInvitationByToken(tokenHash(token, deps.secretKey), clock());
      return found
        ? { state: 'invitation_exists', email: found.invitation.email, company_name: found.companyName }
        : { state: 'none' };
    },

    /**
     * Creates the invitee's account in the inviting company and spends the token; they log in next.
     * The account takes the invited email only: the link is the invitation to that address, not a
     * pass for whoever holds it to sign up under another.
     */
    async completeSignup(fields: CompleteSignupFields): Promise<{ status: 'success'; data: AuthUser }> {
      const email = normaliseEmailAddress(fields.email);
      const passwordHash = await hashPassword(fields.password);
      try {
        const userId = await deps.transactions.run(async ({ accounts, auth }) => {
          const now = clock();
          const found = await accounts.findUsableInvitationByToken(
            tokenHash(fields.invitation_token, deps.secretKey),
            now,
          );
          if (!found) throw ApiError.unprocessable('invitation_token', m.invitationInvalid);
          const { invitation } = found;
          if (email !== invitation.email) throw ApiError.unprocessable('email', m.notInvitedEmail);
          if (await auth.findUserByEmail(email)) throw ApiError.unprocessable('email', serverErrorMessages.taken);
          const user = await auth.insertUser({
            email,
            passwordHash,
            firstName: fields.first_name,
            surname: fields.surname,
            phone: fields.phone ? compactPhoneNumber(fields.phone) : null,
            companyId: invitation.companyId,
            owner: false,
            homeLocationGrowingSeasons: invitation.homeLocationGrowingSeasons,
            accountBilling: invitation.accountBilling,
            userManagement: invitation.userManagement,
            companyInvitationCreatedAt: invitation.createdAt,
            companyInvitationAcceptedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await accounts.updateInvitation(invitation.id, { acceptedAt: now, userId: user.id });
          await accounts.recordEvent({
            companyId: invitation.companyId,
            actorUserId: user.id,
            subjectUserId: user.id,
            subjectEmail: email,
            action: 'invitation_accepted',
            details: { invitation_id: invitation.id, invited_email: invitation.email },
            createdAt: now,
          });
          return user.id;
        });
        return { status: 'success', data: await deps.users.loadUser(userId) };
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'users_email_key') {
          throw ApiError.unprocessable('email', serverErrorMessages.taken);
        }
        throw error;
      }
    },

    /** Accepting makes the member the owner and the previous owner a member with all three permissions. */
    async answerOwnership(userId: number, response: InvitationResponse): Promise<InvitationAnswerResponse> {
      const companyName = await deps.transactions.run(async ({ accounts }) => {
        const { user, company } = await lockedUser(accounts, userId);
        const now = clock();
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
    },

    /**
     * Accepting moves the user into the inviting company with the invitation's permissions (and lifts a
     * removal). An owner whose company has other members must hand ownership over first.
     */
    async answerTransfer(
      userId: number,
      answer: { response: InvitationResponse; company_slug: string },
    ): Promise<InvitationAnswerResponse> {
      const companyName = await deps.transactions.run(async ({ accounts }) => {
        const { user, company: currentCompany } = await lockedUser(accounts, userId);
        const now = clock();
        const found = await accounts.findTransferInvitation(user, answer.company_slug, now);
        if (!found) throw ApiError.unprocessable('base', m.noTransferInvitation);
        const { invitation, company } = found;
        const subject = { subjectUserId: user.id, subjectEmail: user.email, actorUserId: user.id, createdAt: now };
        if (answer.response === 'decline') {
          await accounts.updateInvitation(invitation.id, { declinedAt: now });
          await accounts.recordEvent({
            ...subject,
            companyId: company.id,
            action: 'invitation_declined',
            details: { invitation_id: invitation.id },
          });
          return company.name;
        }
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
    },

    /** A removed member's own new company, owned by them; their removal is cleared (spec §4). */
    async createNewCompany(userId: number, companyName: string): Promise<CreateNewCompanyResponse> {
      try {
        await deps.transactions.run(async ({ accounts, companies }) => {
          const { user, company: previous } = await lockedUser(accounts, userId);
          if (user.removalCreatedAt === null) throw ApiError.field(403, 'base', m.newCompanyNotNeeded);
          if (await companies.isNameTaken(companyName)) {
            throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
          }
          const now = clock();
          const company = await companies.insert({
            name: companyName,
            slug: companySlug(companyName, await companies.slugsStartingWith(companySlug(companyName, []))),
            email: user.email,
            phone: user.phone,
            createdAt: now,
            updatedAt: now,
          });
          await accounts.updateUser(user.id, {
            companyId: company.id,
            owner: true,
            ...allPermissions,
            removalCreatedAt: null,
            companyInvitationCreatedAt: null,
            companyInvitationAcceptedAt: null,
            companyInvitationDeclinedAt: null,
            ...noOwnershipInvitation,
            updatedAt: now,
          });
          await accounts.recordEvent({
            companyId: company.id,
            actorUserId: user.id,
            subjectUserId: user.id,
            subjectEmail: user.email,
            action: 'company_created',
            details: { previous_company_id: previous.id },
            createdAt: now,
          });
        });
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'companies_name_key') {
          throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
        }
        throw error;
      }
      deps.onMembershipChanged();
      return {
        data: await deps.users.loadUser(userId),
        company_name: companyName,
        message: invitationAnswerTexts.newCompanyCreated(companyName),
      };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
