import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { userDetailsUpdatedTexts } from '@mesonet/shared/account/user-details';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type { ApiFieldError } from '@mesonet/shared/contracts/api-errors.schema';
import type { UserDetailResponse } from '@mesonet/shared/contracts/account.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { inTransaction, type AccountsDeps } from './accounts.context';

/** The ways one Australian mobile number is written: 04…, +614… and 614…. */
export function phoneNumberVariants(phone: string): string[] {
  const national = compactPhoneNumber(phone).replace(/^\+?61/, '0');
  const subscriber = national.slice(1);
  return [national, `+61${subscriber}`, `61${subscriber}`];
}

/**
 * Update User Profile (spec §2, §7 PUT /members/user_detail): the signed-in user's email and phone.
 * A value another user has is 'has already been taken' on its field (the browser's "registered to a
 * different user" dialog). A changed email ends every session: the user logs in again (spec §4).
 */
export function createUserDetailsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  return {
    async update(
      session: { userId: number; uid: string },
      fields: { uid: string; email: string; phone: string },
    ): Promise<UserDetailResponse> {
      if (normaliseEmailAddress(fields.uid) !== normaliseEmailAddress(session.uid)) {
        throw ApiError.field(403, 'base', m.notOwnUid);
      }
      const email = normaliseEmailAddress(fields.email);
      const phone = compactPhoneNumber(fields.phone);
      let emailChanged = false;
      try {
        await inTransaction(db, async ({ accounts, auth }) => {
          const found = await accounts.lockCompanyOfUser(session.userId);
          if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
          const { user } = found;
          emailChanged = email !== user.email;
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
          await accounts.updateUser(user.id, { email, phone, updatedAt: clock() });
        });
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'users_email_key') {
          throw ApiError.unprocessable('email', serverErrorMessages.taken);
        }
        throw error;
      }
      const data = await deps.users.loadUser(session.userId);
      if (emailChanged) await deps.users.signOutEverywhere(session.userId);
      return {
        data,
        message: userDetailsUpdatedTexts(emailChanged).message,
        reauthentication_required: emailChanged,
      };
    },
  };
}
export type UserDetailsService = ReturnType<typeof createUserDetailsService>;
