import { z } from 'zod';
import { normaliseEmailAddress } from '../auth/email-address';
import { accountMessages } from './account.messages';

/*
 * The forms that send a mail to an address typed twice (spec §5 "Invite user", "Refer new user"): the
 * second field must match the first, and Submit waits until both are filled. A form schema reads
 * `schema.extend({ email_confirmation: emailConfirmationField }).refine(retypedEmailMatches, retypedEmailMismatch)`.
 */

export const emailConfirmationField = z.string({ error: accountMessages.emailsMustMatch });

export const retypedEmailMatches = (form: { email: string; email_confirmation: string }): boolean =>
  normaliseEmailAddress(form.email) === normaliseEmailAddress(form.email_confirmation);

export const retypedEmailMismatch = { path: ['email_confirmation'], message: accountMessages.emailsMustMatch };

/** Submit is enabled when both email fields are filled. */
export function bothEmailsTyped(form: { email: string; email_confirmation: string }): boolean {
  return form.email.trim() !== '' && form.email_confirmation.trim() !== '';
}
