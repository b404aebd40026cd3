import { signUpErrorTexts } from '../auth/sign-up-errors';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { accountMessages as m } from './account.messages';
import { companyNameErrorText } from './company-details';
import type { InvitationScreenState } from './invitations';

export type InvitationKind = 'ownership' | 'transfer';

/** Spec §2: both answer screens carry this title (the transfer one too, "titled Ownership Invitation"). */
export const invitationScreenTitle = 'Ownership Invitation';

export interface InvitationScreenCopy {
  /** The sentence the state is about. */
  message: string;
  /** What to do next, when the spec asks for advice. */
  advice: string | null;
}

/**
 * What /company_ownership_invitation and /company_transfer_invitation say in each state of
 * ownershipInvitationState / transferInvitationState (spec §2 "Authentication screens").
 */
export function invitationScreenCopy(kind: InvitationKind, screen: InvitationScreenState): InvitationScreenCopy {
  switch (screen.state) {
    case 'not_logged_in':
      return {
        message: 'You are not logged in.',
        advice:
          kind === 'ownership'
            ? 'Please log in to answer your invitation to become the account owner.'
            : 'Please log in to answer your invitation to join a company.',
      };
    case 'already_accepted':
      return {
        message:
          kind === 'ownership'
            ? `You have already accepted ownership of ${screen.company_name}: you are its account owner.`
            : `You have already accepted the invitation to join ${screen.company_name}.`,
        advice: null,
      };
    case 'invitation_exists':
      return {
        message:
          kind === 'ownership'
            ? `You have been invited to become the account owner of ${screen.company_name}.`
            : `You have been invited to join ${screen.company_name}.`,
        advice:
          kind === 'ownership'
            ? 'As the account owner you look after its billing and its users.'
            : 'If you accept, you leave your current company and use the plan of the company you join.',
      };
    case 'none':
      return kind === 'ownership'
        ? {
            message: m.noOwnershipInvitation,
            advice:
              'Please check that you are logged in with the account that was invited, and ask the person who invited you whether the invitation was sent to this email address.',
          }
        : { message: m.noTransferInvitation, advice: null };
  }
}

export type FieldErrorTexts<F extends string> = Partial<Record<F | 'base', string>>;

const companyNameLabel = 'Company/Organisation Name';

/** Our server's messages are whole sentences already ('Company/Organisation Name is too short'). */
function withLabel(message: string): string {
  return message.startsWith(companyNameLabel) ? message : `${companyNameLabel} ${message}`;
}

/**
 * Spec §8 "New company": 'has already been taken' reads as the name being in use; any other message
 * is the field's label plus the message; anything else is form-level.
 */
export function newCompanyErrorTexts(body: ApiErrorBody): FieldErrorTexts<'company_name'> {
  const texts: FieldErrorTexts<'company_name'> = {};
  for (const error of body.errors) {
    const message = error.messages[0];
    if (message === undefined) continue;
    if (error.field_name === 'company_name') {
      texts.company_name = withLabel(companyNameErrorText(message));
    } else {
      texts.base ??= message;
    }
  }
  return texts;
}

const completeSignupFields = ['first_name', 'surname', 'email', 'password', 'phone'] as const;
export type CompleteSignupField = (typeof completeSignupFields)[number];

export type CompleteSignupErrors =
  /** The link's token is unknown, used, cancelled or expired: the screen's 'none' state, not an error. */
  { state: 'invitation_gone' } | { state: 'form'; texts: FieldErrorTexts<CompleteSignupField> };

/**
 * Spec §8: complete sign-up reads the server's email and phone errors as sign-up does; the other fields
 * keep the server's own message (the same rules as the form's); a dead token ends the invitation.
 */
export function completeSignupErrors(
  body: ApiErrorBody,
  form: { first_name: string; surname: string },
): CompleteSignupErrors {
  if (body.errors.some((error) => error.field_name === 'invitation_token')) return { state: 'invitation_gone' };
  const texts: FieldErrorTexts<CompleteSignupField> = signUpErrorTexts(body, form, ['email', 'phone', 'base']);
  for (const error of body.errors) {
    const field = completeSignupFields.find((name) => name === error.field_name);
    const message = error.messages[0];
    if (!field || message === undefined || texts[field] !== undefined) continue;
    texts[field] = message;
  }
  if (Object.keys(texts).length === 0) {
    const first = body.errors[0]?.messages[0];
    if (first !== undefined) texts.base = first;
  }
  return { state: 'form', texts };
}
