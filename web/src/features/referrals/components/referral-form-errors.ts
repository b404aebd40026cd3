import { accountFormErrors, type AccountFormErrors } from '@mesonet/shared/account/account-form-errors';
import { ApiError } from '@/lib/api-client';

/**
 * A failed referral call as its form shows it (spec §8): the server's messages, under the field they
 * name or above the form; without any, the screen's own sentence (`fallback`).
 */
export function referralFormErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): AccountFormErrors<F> {
  if (error instanceof ApiError && error.body && error.body.errors.length > 0) {
    return accountFormErrors(error.body, fields);
  }
  return { fields: {}, form: [fallback] };
}
