import { z } from 'zod';
import { emailAddressField, signUpRequestSchema } from '../auth/auth.schema';
import type { Permissions } from '../contracts/auth-user.schema';
import { accountMessages as m } from './account.messages';
import { isRemovedFromCompany } from './account-roles';
import { companyNameField } from './company-details';
import { payloadObject } from './payload-object';

/** Invitations to join a company or to become its owner are answered within 7 days, like referral codes (spec §9). */
export const invitationValidMs = 7 * 24 * 60 * 60 * 1000;

export function isInvitationExpired(createdAtIso: string, now: Date): boolean {
  return Date.parse(createdAtIso) + invitationValidMs <= now.getTime();
}

const signUpFields = signUpRequestSchema.shape;

/** The complete-signup form (spec §5): the sign-up rules for names, email and password; phone optional. */
export const completeSignupFormSchema = z.object({
  first_name: signUpFields.first_name,
  surname: signUpFields.surname,
  email: emailAddressField,
  password: signUpFields.password,
  phone: signUpFields.phone,
});
export type CompleteSignupForm = z.input<typeof completeSignupFormSchema>;

const invitationTokenField = z
  .string({ error: m.invitationInvalid })
  .trim()
  .min(1, { error: m.invitationInvalid, abort: true })
  .max(200, m.invitationInvalid);

/** PUT /api/accept_invitation_and_complete_signup: the token and email come from the mail's link. */
export const completeSignupRequestSchema = z.object({
  acceptance_params: payloadObject(completeSignupFormSchema.extend({ invitation_token: invitationTokenField })),
});
export type CompleteSignupRequest = z.input<typeof completeSignupRequestSchema>;
export type CompleteSignupFields = z.output<typeof completeSignupRequestSchema>['acceptance_params'];

/** GET /api/accept_invitation_and_complete_signup?invitation_token=…: is the link still good? */
export const invitationTokenQuerySchema = z.object({ invitation_token: invitationTokenField });

export const invitationResponses = ['accept', 'decline'] as const;
export type InvitationResponse = (typeof invitationResponses)[number];
const invitationResponseField = z.enum(invitationResponses, { error: m.responseRequired });

/** PUT /api/company_ownership_invitation_response: the Accept/Decline radio (spec §2). */
export const ownershipInvitationResponseSchema = z.object({
  acceptance_params: payloadObject(z.object({ response: invitationResponseField })),
});

/**
 * PUT /api/company_transfer_invitation_response: the answer and the company the invitation is from
 * (`invited_permissions.company_slug`), so a page left open never answers a newer invitation.
 */
export const transferInvitationResponseSchema = z.object({
  acceptance_params: payloadObject(
    z.object({
      response: invitationResponseField,
      company_slug: z.string({ error: m.noTransferInvitation }).trim().min(1, m.noTransferInvitation).max(200),
    }),
  ),
});

/** PUT /api/company_user_removal_create_new_company (spec §5 "New company name": required, min 3). */
export const createNewCompanyRequestSchema = z.object({
  create_new_company_params: payloadObject(z.object({ company_name: companyNameField })),
});

/** Spec §2: Submit is enabled once a name is entered. */
export function canSubmitNewCompany(companyName: string): boolean {
  return companyName.trim() !== '';
}

export type InvitationScreenState =
  | { state: 'not_logged_in' }
  | { state: 'already_accepted'; company_name: string }
  | { state: 'invitation_exists'; company_name: string }
  | { state: 'none' };

type InvitationViewer = {
  permissions: Pick<
    Permissions,
    | 'owner'
    | 'company_invitation_accepted_at'
    | 'owner_invitation_created_at'
    | 'owner_invitation_accepted_at'
    | 'owner_invitation_declined_at'
    | 'removal_created_at'
  >;
  invited_permissions: {
    company_invitation_created_at: string | null;
    company_invitation_declined_at: string | null;
    company_name: string;
  } | null;
  company: { name: string };
};

/**
 * /company_ownership_invitation (spec §2): not logged in; already the owner; an unanswered invitation
 * less than 7 days old (Accept/Decline); otherwise none.
 */
export function ownershipInvitationState(viewer: InvitationViewer | null, now: Date): InvitationScreenState {
  if (!viewer) return { state: 'not_logged_in' };
  const p = viewer.permissions;
  if (p.owner) return { state: 'already_accepted', company_name: viewer.company.name };
  const pending =
    p.owner_invitation_created_at !== null &&
    p.owner_invitation_accepted_at === null &&
    p.owner_invitation_declined_at === null &&
    !isRemovedFromCompany(p) &&
    !isInvitationExpired(p.owner_invitation_created_at, now);
  return pending ? { state: 'invitation_exists', company_name: viewer.company.name } : { state: 'none' };
}

/**
 * /company_transfer_invitation (spec §2): not logged in; an unanswered invitation from another company
 * (its name from invited_permissions); already accepted (the current company's name); otherwise none.
 */
export function transferInvitationState(viewer: InvitationViewer | null, now: Date): InvitationScreenState {
  if (!viewer) return { state: 'not_logged_in' };
  const invited = viewer.invited_permissions;
  if (
    invited?.company_invitation_created_at &&
    invited.company_invitation_declined_at === null &&
    !isInvitationExpired(invited.company_invitation_created_at, now)
  ) {
    return { state: 'invitation_exists', company_name: invited.company_name };
  }
  if (viewer.permissions.company_invitation_accepted_at !== null) {
    return { state: 'already_accepted', company_name: viewer.company.name };
  }
  return { state: 'none' };
}

/** /create_new_company_account (spec §2): only for a signed-in member who was removed. */
export function createNewCompanyState(
  viewer: Pick<InvitationViewer, 'permissions'> | null,
): 'not_logged_in' | 'available' | 'not_needed' {
  if (!viewer) return 'not_logged_in';
  return isRemovedFromCompany(viewer.permissions) ? 'available' : 'not_needed';
}

/** The messages after answering an invitation or creating a new company; the server sends them as `message`. */
export const invitationAnswerTexts = {
  ownershipAccepted: (company: string) => `You are now the account owner of ${company}.`,
  ownershipDeclined: (company: string) => `You have declined the invitation to become the account owner of ${company}.`,
  transferAccepted: (company: string) => `You have joined ${company}.`,
  transferDeclined: (company: string) => `You have declined the invitation to join ${company}.`,
  newCompanyCreated: (company: string) => `${company} has been created, and you are its account owner.`,
};
