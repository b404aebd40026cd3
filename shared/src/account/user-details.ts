import { z } from 'zod';
import { serverErrorMessages } from '../auth/auth.messages';
import { emailAddressField, passwordMaxLength } from '../auth/auth.schema';
import { normaliseEmailAddress } from '../auth/email-address';
import { isAustralianMobileNumber } from '../auth/phone-number';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { accountMessages as m } from './account.messages';

const phoneMaxLength = 20;

/**
 * PUT /api/members/user_detail (spec §7): `uid` is the signed-in user's current email, which the
 * server checks against the session. The form has no rules of its own (spec §5); the server checks
 * the values it stores. A new email needs `current_password` too: a session alone (a borrowed
 * phone, a computer left signed in) must not be enough to take the account's login.
 */
export const userDetailRequestSchema = z.object({
  update_type: z.literal('user_detail', { error: m.unknownUpdateType }),
  uid: z.string({ error: m.notOwnUid }).trim().min(1, m.notOwnUid).max(320, m.notOwnUid),
  email: emailAddressField,
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired, abort: true })
    .max(phoneMaxLength, { error: m.phoneInvalid, abort: true })
    .refine(isAustralianMobileNumber, m.phoneInvalid),
  // A password longer than any we accept cannot be the right one.
  current_password: z
    .string({ error: m.currentPasswordRequired })
    .max(passwordMaxLength, m.currentPasswordWrong)
    .optional(),
});
export type UserDetailRequest = z.input<typeof userDetailRequestSchema>;

export interface UserDetailsFormValues {
  email: string;
  phone: string;
  /** Asked for only while the email differs from the saved one. */
  current_password: string;
}

/** The email in the form is another than the saved one (case and spaces aside): the current password is asked for. */
export function isEmailChanged(
  saved: Pick<UserDetailsFormValues, 'email'>,
  form: Pick<UserDetailsFormValues, 'email'>,
) {
  return normaliseEmailAddress(form.email) !== normaliseEmailAddress(saved.email);
}

/**
 * Spec §2: Update is enabled only when something changed and both fields are filled; a new email
 * also needs the current password.
 */
export function canUpdateUserDetails(saved: UserDetailsFormValues, form: UserDetailsFormValues): boolean {
  const phone = form.phone.trim();
  if (form.email.trim() === '' || phone === '') return false;
  if (isEmailChanged(saved, form)) return form.current_password !== '';
  return phone !== saved.phone.trim();
}

/** Spec §8: the success texts, with the re-login notice when the email changed (spec §4). */
export function userDetailsUpdatedTexts(emailChanged: boolean): {
  title: string;
  message: string;
  notice: string | null;
} {
  return {
    title: m.userDetailsUpdatedTitle,
    message: m.userDetailsUpdated,
    notice: emailChanged ? m.reloginAfterEmailChange : null,
  };
}

export interface UserDetailsErrorDialog {
  title: string;
  messages: string[];
}

const registeredElsewhere = {
  email: 'The new email address is registered to a different user. Please enter a different email address.',
  phone: 'The new phone number is registered to a different user. Please enter a different phone number.',
} as const;

/**
 * Spec §8: a failed update shows a dialog titled 'Invalid Email Address', 'Invalid Phone Number' or
 * both; a value taken by another user reads as "registered to a different user". Null: no field error.
 */
export function userDetailsErrorDialog(body: ApiErrorBody): UserDetailsErrorDialog | null {
  const titles: string[] = [];
  const messages: string[] = [];
  for (const field of ['email', 'phone'] as const) {
    const fieldMessages = body.errors.find((error) => error.field_name === field)?.messages ?? [];
    if (fieldMessages.length === 0) continue;
    titles.push(field === 'email' ? 'Invalid Email Address' : 'Invalid Phone Number');
    messages.push(
      ...fieldMessages.map((message) => (message === serverErrorMessages.taken ? registeredElsewhere[field] : message)),
    );
  }
  return titles.length > 0 ? { title: titles.join(' and '), messages } : null;
}
