import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { userDetailsUpdatedTexts } from '@mesonet/shared/account/user-details';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type { ApiFieldError } from '@mesonet/shared/contracts/api-errors.schema';
import type { UserDetailResponse } from '@mesonet/shared/contracts/account.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { emailChangedMail } from '../mail/templates/email-changed.mail';
import type { AccountsDeps } from './accounts.context';

/** The ways one Australian mobile number is written: 04…, +614… and 614…. */
export function phoneNumberVariants(phone: string): string[] {
  const national = compactPhoneNumber(phone).replace(/^\+?61/, '0');
  const subscriber = national.slice(1);
  return [national, `+61${subscriber}`, `61${subscriber}`];
}

const currentPasswordError = (message: string) => ApiError.unprocessable('current_password', message);

/**
 * Update User Profile (spec §2, §7 PUT /members/user_detail): the signed-in user's email and phone.
 * A value another user has is 'has already been taken' on its field (the browser's "registered to a
 * different user" dialog). A new email is the account's login, so it needs the current password
 * first (before anything is said about the new address); once changed, every session ends (the
 * user logs in again, spec §4), reset links mailed to the old address die, and the old address is
 * told.
 */
export function createUserDetailsService(deps: AccountsDeps) {
  const { clock } = deps;
  return {
    async update(
      session: { userId: number; uid: string },
      fields: { uid: string; email: string; phone: string; current_password?: string | undefined },
    ): Promise<UserDetailResponse> {
      if (normaliseEmailAddress(fields.uid) !== normaliseEmailAddress(session.uid)) {
        throw ApiError.field(403, 'base', m.notOwnUid);
      }
      const email = normaliseEmailAddress(fields.email);
      const phone = compactPhoneNumber(fields.phone);
      // Checked before the transaction: hashing is slow, and the company's lock is not held for it.
      const passwordChecked = email !== normaliseEmailAddress(session.uid);
      if (passwordChecked) {
        if (!fields.current_password) throw currentPasswordError(m.currentPasswordRequired);
        if (!(await deps.users.confirmPassword(session.userId, fields.current_password))) {
          throw currentPasswordError(m.currentPasswordWrong);
        }
      }
      const toOldAddress = await deps.transactions
        .run(async ({ accounts, auth }) => {
          const found = await accounts.lockCompanyOfUser(session.userId);
          if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
          const { user } = found;
          const emailChanged = email !== user.email;
          // The email changed since this session began: the password was asked about another one.
          if (emailChanged && !passwordChecked) throw currentPasswordError(m.currentPasswordRequired);
          const errors: ApiFieldError[] = [];
          if (emailChanged && (await auth.findUserByEmail(email))) {
            errors.push({ field_name: 'email', messages: [serverErrorMessages.taken] });
          }
          const variants = phoneNumberVariants(phone);
          const phoneChanged = !variants.includes(user.phone ?? '');
          if (phoneChanged && (await accounts.findOtherUserByPhone(variants, user.id))) {
            errors.push({ field_name: 'phone', messages: [serverErrorMessages.taken] });
          }
          if (errors.length > 0) throw new ApiError(422, { errors });
          const now = clock();
          await accounts.updateUser(user.id, { email, phone, updatedAt: now });
          if (!emailChanged) return null;
          await auth.usePasswordResetTokens(user.id, now);
          return emailChangedMail({
            firstName: user.firstName,
            fullName: `${user.firstName} ${user.surname}`,
            oldEmail: user.email,
            newEmail: email,
            changedAt: now,
            contactUrl: `${deps.appUrl}/about/contact_us`,
          });
        })
        .catch((error: unknown) => {
          if (uniqueViolationConstraint(error) === 'users_email_key') {
            throw ApiError.unprocessable('email', serverErrorMessages.taken);
          }
          throw error;
        });
      const data = await deps.users.loadUser(session.userId);
      if (toOldAddress) {
        await deps.users.signOutEverywhere(session.userId);
        await deps.mail.send(toOldAddress);
      }
      return {
        data,
        message: userDetailsUpdatedTexts(toOldAddress !== null).message,
        reauthentication_required: toOldAddress !== null,
      };
    },
  };
}
export type UserDetailsService = ReturnType<typeof createUserDetailsService>;
