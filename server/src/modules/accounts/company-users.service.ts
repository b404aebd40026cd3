import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import {
  companyUserTexts,
  inviteState,
  type InviteUserFields,
  type UserPermissionsFields,
} from '@mesonet/shared/account/company-users';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { CompanyUser, CompanyUsersResponse } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import { newSecretToken, tokenHash } from '../auth/session-tokens';
import { permittedUsersOf } from '../companies/company.presenter';
import { companyInvitationMail, companyTransferInvitationMail, ownershipInvitationMail } from './account-mails';
import type { AccountsDeps, Repositories } from './accounts.context';
import { requireOperatorConsoleGrant, requireOwner, requireUserManagement } from './accounts.policy';
import { presentCompanyUser, presentInvitedCompanyUser } from './accounts.presenter';

type Answer = { data: AuthUser; message: string };

const invitationValidDays = invitationValidMs / 86_400_000;

const fullName = (user: UserRow) => `${user.firstName} ${user.surname}`;

const permissionsOf = (row: {
  homeLocationGrowingSeasons: boolean;
  accountBilling: boolean;
  userManagement: boolean;
}) => ({
  home_location_growing_seasons: row.homeLocationGrowingSeasons,
  account_billing: row.accountBilling,
  user_management: row.userManagement,
});

/** A member's permissions as the audit table keeps them: an invitation has no Operator Console permission. */
const memberPermissionsOf = (user: UserRow) => ({ ...permissionsOf(user), operator_console: user.operatorConsole });

function permissionColumns(fields: InviteUserFields | UserPermissionsFields) {
  return {
    homeLocationGrowingSeasons: fields.permission_home_location_growing_seasons,
    accountBilling: fields.permission_account_billing,
    userManagement: fields.permission_user_management,
  };
}

const noSuchUser = () => ApiError.field(404, 'email', m.noSuchCompanyUser);

/**
 * A company's people (spec §2 "User management", §6): the list, invitations, permissions, ownership
 * invitations and removal. Every change checks the actor inside its transaction and is recorded in the
 * audit table; nobody reaches a user of another company (such emails read as unknown).
 */
export function createCompanyUsersService(deps: AccountsDeps) {
  const { clock } = deps;

  /** The signed-in actor with their company, locked; 401 when the session's user has gone. */
  async function lockedActor(accounts: Repositories['accounts'], userId: number) {
    const found = await accounts.lockCompanyOfUser(userId);
    if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
    return found;
  }

  return {
    async list(userId: number): Promise<CompanyUsersResponse> {
      const { auth, accounts } = deps.repos;
      const found = await auth.findUserWithCompany(userId);
      if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
      requireUserManagement(found.user, found.company);
      const now = clock();
      const members = await accounts.listActiveMembers(found.company.id);
      const invitations = await accounts.listOpenInvitations(found.company.id, now);
      const companyUsers = [...members.map(presentCompanyUser), ...invitations.map(presentInvitedCompanyUser)];
      return {
        company_users: companyUsers,
        active_users: companyUsers.length,
        permitted_users: permittedUsersOf(found.company),
      };
    },

    /**
     * Invites an email up to the user limit. A new person gets a single-use link to /complete_signup;
     * someone with an account (in another company, or removed from this one) answers once logged in.
     */
    async invite(actorId: number, fields: InviteUserFields): Promise<Answer & { company_user: CompanyUser }> {
      const email = normaliseEmailAddress(fields.email);
      const token = newSecretToken();
      const invited = await deps.transactions
        .run(async ({ accounts, auth }) => {
          const { user: actor, company } = await lockedActor(accounts, actorId);
          requireUserManagement(actor, company);
          const now = clock();
          const existing = await auth.findUserByEmail(email);
          if (existing && existing.companyId === company.id && existing.removalCreatedAt === null) {
            throw ApiError.unprocessable('email', m.alreadyInCompany);
          }
          await accounts.cancelExpiredInvitations(company.id, email, now);
          if (await accounts.findOpenInvitation(company.id, email, now)) {
            throw ApiError.unprocessable('email', m.alreadyInvited);
          }
          const allowed = inviteState(
            await accounts.countUsersAgainstLimit(company.id, now),
            permittedUsersOf(company),
          );
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
          await accounts.recordEvent({
            companyId: company.id,
            actorUserId: actor.id,
            subjectUserId: existing?.id ?? null,
            subjectEmail: email,
            action: 'user_invited',
            details: { permissions: permissionsOf(invitation), existing_account: existing !== undefined },
            createdAt: now,
          });
          return { invitation, actor, company, hasAccount: existing !== undefined };
        })
        .catch((error: unknown) => {
          // The same email invited twice at once: the open-invitation index lets one through.
          if (uniqueViolationConstraint(error) === 'company_invitations_open_key') {
            throw ApiError.unprocessable('email', m.alreadyInvited);
          }
          throw error;
        });

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
      return {
        data: await deps.users.loadUser(actorId),
        message: companyUserTexts.invited(email),
        company_user: presentInvitedCompanyUser(invited.invitation),
      };
    },

    /**
     * Sets the three permissions of a member or of an invitation not yet accepted, and the Operator Console
     * permission when it is sent; never the owner's or one's own.
     */
    async updatePermissions(
      actorId: number,
      fields: UserPermissionsFields,
    ): Promise<Answer & { company_user: CompanyUser }> {
      const email = normaliseEmailAddress(fields.email);
      const operatorConsole = fields.permission_operator_console;
      // The rule reads the company as its users see it (plan and feature set), so it is loaded only when asked.
      const granter = operatorConsole === undefined ? null : await deps.users.loadUser(actorId);
      const companyUser = await deps.transactions.run(async ({ accounts }) => {
        const { user: actor, company } = await lockedActor(accounts, actorId);
        requireUserManagement(actor, company);
        const now = clock();
        const change = permissionColumns(fields);
        const member = await accounts.findActiveMember(company.id, email);
        if (member) {
          if (member.id === actor.id) throw ApiError.field(403, 'base', m.notYourself);
          if (member.owner) throw ApiError.field(403, 'base', m.ownerUnchangeable);
          if (granter) requireOperatorConsoleGrant(granter, { pending: false });
          const updated = await accounts.updateUser(member.id, {
            ...change,
            ...(operatorConsole === undefined ? {} : { operatorConsole }),
            updatedAt: now,
          });
          await accounts.recordEvent({
            companyId: company.id,
            actorUserId: actor.id,
            subjectUserId: member.id,
            subjectEmail: email,
            action: 'permissions_changed',
            details: { before: memberPermissionsOf(member), after: memberPermissionsOf(updated) },
            createdAt: now,
          });
          return presentCompanyUser(updated);
        }
        const invitation = await accounts.findOpenInvitation(company.id, email, now);
        if (!invitation) throw noSuchUser();
        if (granter) requireOperatorConsoleGrant(granter, { pending: true });
        const updated = await accounts.updateInvitation(invitation.id, change);
        await accounts.recordEvent({
          companyId: company.id,
          actorUserId: actor.id,
          subjectUserId: invitation.userId,
          subjectEmail: email,
          action: 'permissions_changed',
          details: { invitation_id: invitation.id, before: permissionsOf(invitation), after: permissionsOf(updated) },
          createdAt: now,
        });
        return presentInvitedCompanyUser(updated);
      });
      return {
        data: await deps.users.loadUser(actorId),
        message: companyUserTexts.permissionsUpdated(email),
        company_user: companyUser,
      };
    },

    /** 'Make Account Owner' (owner only): the member must accept; a newer invitation withdraws older ones. */
    async inviteOwner(actorId: number, fields: { email: string }): Promise<Answer & { company_user: CompanyUser }> {
      const email = normaliseEmailAddress(fields.email);
      const invited = await deps.transactions.run(async ({ accounts }) => {
        const { user: actor, company } = await lockedActor(accounts, actorId);
        requireOwner(actor);
        const now = clock();
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
        await accounts.recordEvent({
          companyId: company.id,
          actorUserId: actor.id,
          subjectUserId: member.id,
          subjectEmail: email,
          action: 'ownership_invited',
          createdAt: now,
        });
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
    },

    /**
     * 'Delete User': marks a member removed (they keep their login and may create a new company) or
     * cancels an invitation not yet accepted. One transaction; never the owner or oneself.
     */
    async remove(actorId: number, fields: { email: string }): Promise<Answer> {
      const email = normaliseEmailAddress(fields.email);
      const message = await deps.transactions.run(async ({ accounts }) => {
        const { user: actor, company } = await lockedActor(accounts, actorId);
        requireUserManagement(actor, company);
        const now = clock();
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
            ownerInvitationCreatedAt: null,
            ownerInvitationAcceptedAt: null,
            ownerInvitationDeclinedAt: null,
            updatedAt: now,
          });
          await accounts.recordEvent({
            companyId: company.id,
            actorUserId: actor.id,
            subjectUserId: member.id,
            subjectEmail: email,
            action: 'user_removed',
            details: { permissions: memberPermissionsOf(member) },
            createdAt: now,
          });
          return companyUserTexts.removed(email);
        }
        const invitation = await accounts.findOpenInvitation(company.id, email, now);
        if (!invitation) throw noSuchUser();
        await accounts.updateInvitation(invitation.id, { cancelledAt: now });
        await accounts.recordEvent({
          companyId: company.id,
          actorUserId: actor.id,
          subjectUserId: invitation.userId,
          subjectEmail: email,
          action: 'invitation_cancelled',
          details: { invitation_id: invitation.id },
          createdAt: now,
        });
        return companyUserTexts.invitationCancelled(email);
      });
      deps.onMembershipChanged();
      return { data: await deps.users.loadUser(actorId), message };
    },
  };
}
export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
