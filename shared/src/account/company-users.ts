import { z } from 'zod';
import { emailAddressField } from '../auth/auth.schema';
import { normaliseEmailAddress } from '../auth/email-address';
import type { CompanyUser } from '../contracts/account.schema';
import { defaultUserLimit } from '../plans/plan-capabilities';
import { accountMessages as m } from './account.messages';
import { emailConfirmationField, retypedEmailMatches, retypedEmailMismatch } from './retyped-email';
import {
  canMakeAccountOwner,
  canManageUsers,
  hasPlanForUserManagement,
  isRemovedFromCompany,
  type RoleFields,
} from './account-roles';

/** Spec §6, CONTRACT.md §7: the plan's user limit, else 3; the owner, members and pending invitations count. */
export function companyUserLimit(company: { billing_item_access_plan: { user_limit: number | null } | null }): number {
  return company.billing_item_access_plan?.user_limit ?? defaultUserLimit;
}

/** Invited and not yet accepted: the row shows '[Not yet accepted]' (spec §2 "User management"). */
export function isInvitationPending(permissions: {
  company_invitation_created_at: string | null;
  company_invitation_accepted_at: string | null;
}): boolean {
  return permissions.company_invitation_created_at !== null && permissions.company_invitation_accepted_at === null;
}

const permissionChoice = z.boolean({ error: m.permissionChoice });

/** Payload of `invite_user_to_company`; new invitees get all three permissions unless told otherwise (spec §6). */
export const inviteUserSchema = z.object({
  email: emailAddressField,
  permission_home_location_growing_seasons: permissionChoice.default(true),
  permission_account_billing: permissionChoice.default(true),
  permission_user_management: permissionChoice.default(true),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUserFields = z.output<typeof inviteUserSchema>;

/** The invite form: the payload plus the retyped email (spec §5 "Invite user"). */
export const inviteUserFormSchema = inviteUserSchema
  .extend({ email_confirmation: emailConfirmationField })
  .refine(retypedEmailMatches, retypedEmailMismatch);
export type InviteUserForm = z.input<typeof inviteUserFormSchema>;

/**
 * Payload of `update_user_permissions`: the user and all three permissions as they should be, and in the
 * admin company the Operator Console permission (left as it is when absent; operator-access.ts says who
 * may set it).
 */
export const userPermissionsSchema = z.object({
  email: emailAddressField,
  permission_home_location_growing_seasons: permissionChoice,
  permission_account_billing: permissionChoice,
  permission_user_management: permissionChoice,
  permission_operator_console: permissionChoice.optional(),
});
export type UserPermissionsInput = z.input<typeof userPermissionsSchema>;
export type UserPermissionsFields = z.output<typeof userPermissionsSchema>;

/** Payload of `invite_user_to_be_owner` and of `remove_user`. */
export const companyUserEmailSchema = z.object({ email: emailAddressField });

export type InviteState = { allowed: true; message: null } | { allowed: false; message: string };

export interface UserManagementRow {
  email: string;
  /** 'First Surname', or the email while an invitee has not told us their name. */
  name: string;
  /** '[Me]' and '[Not yet accepted]', as the spec writes them. */
  tags: string[];
  owner: boolean;
  /** The owner row and the viewer's own row do not open the edit view. */
  clickable: boolean;
}

export type UserManagementView =
  | { state: 'forbidden' }
  | { state: 'no_plan'; message: string }
  | {
      state: 'list';
      rows: UserManagementRow[];
      /** Spec §3 "Company": users that count against the limit, and the limit. */
      active_users: number;
      permitted_users: number;
      invite: InviteState;
    };

export interface UserManagementViewer {
  email: string;
  permissions: RoleFields;
  company: { billing_item_access_plan: { user_limit: number | null } | null };
}

function displayName(user: CompanyUser): string {
  const name = [user.first_name, user.surname].filter(Boolean).join(' ');
  return name || user.email;
}

/** The invite button: allowed while the users counted are below the limit (spec §6). */
export function inviteState(counted: number, limit: number): InviteState {
  return counted < limit ? { allowed: true, message: null } : { allowed: false, message: m.maximumUsers };
}

/**
 * Spec §2 "User management": the list without removed users, the owner and '[Me]' rows not clickable,
 * invitees tagged '[Not yet accepted]' until they accept, 'Invite New User' up to the limit; without
 * a plan only the spec's message.
 */
export function userManagementView(viewer: UserManagementViewer, users: readonly CompanyUser[]): UserManagementView {
  if (!canManageUsers(viewer.permissions)) return { state: 'forbidden' };
  if (!hasPlanForUserManagement(viewer.company.billing_item_access_plan)) {
    return { state: 'no_plan', message: m.planRequired };
  }
  const me = normaliseEmailAddress(viewer.email);
  const rows = users
    .filter((user) => !isRemovedFromCompany(user.permissions))
    .map((user): UserManagementRow => {
      const isMe = normaliseEmailAddress(user.email) === me;
      const tags = [
        ...(isMe ? ['[Me]'] : []),
        ...(isInvitationPending(user.permissions) ? ['[Not yet accepted]'] : []),
      ];
      return {
        email: user.email,
        name: displayName(user),
        tags,
        owner: user.permissions.owner,
        clickable: !isMe && !user.permissions.owner,
      };
    });
  const limit = companyUserLimit(viewer.company);
  return {
    state: 'list',
    rows,
    active_users: rows.length,
    permitted_users: limit,
    invite: inviteState(rows.length, limit),
  };
}

export type UserEditView =
  | { state: 'forbidden' }
  | { state: 'not_found' }
  /** The owner's and the viewer's own rows are not edited here. */
  | { state: 'not_editable' }
  | {
      state: 'edit';
      user: CompanyUser;
      pending: boolean;
      /** Only the owner, and only for a member who has accepted (spec §6). 'Delete User' is always offered here. */
      can_make_owner: boolean;
    };

/** The edit view of /my/account/user_management/edit/{email} (spec §2 "User edit"). */
export function userEditView(
  viewer: UserManagementViewer,
  users: readonly CompanyUser[],
  emailAddress: string,
): UserEditView {
  if (!canManageUsers(viewer.permissions)) return { state: 'forbidden' };
  const wanted = normaliseEmailAddress(emailAddress);
  const user = users.find(
    (candidate) => normaliseEmailAddress(candidate.email) === wanted && !isRemovedFromCompany(candidate.permissions),
  );
  if (!user) return { state: 'not_found' };
  if (user.permissions.owner || wanted === normaliseEmailAddress(viewer.email)) return { state: 'not_editable' };
  const pending = isInvitationPending(user.permissions);
  return {
    state: 'edit',
    user,
    pending,
    can_make_owner: canMakeAccountOwner(viewer.permissions) && !pending,
  };
}

/** The success banners of the user-management screens (the server sends the same as `message`). */
export const companyUserTexts = {
  invited: (email: string) => `An invitation to join your company has been sent to ${email}.`,
  permissionsUpdated: (email: string) => `The permissions of ${email} have been updated.`,
  ownerInvited: (email: string) =>
    `An invitation to become the account owner has been sent to ${email}. They become the owner once they accept it.`,
  removed: (email: string) => `${email} has been removed from your company.`,
  invitationCancelled: (email: string) => `The invitation to ${email} has been cancelled.`,
};
