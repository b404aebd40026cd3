import type { AccountFormErrors } from '@mesonet/shared/account/account-form-errors';
import type { ApiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import { ApiError, apiErrorMessages } from '@/lib/api-client';

/** A failed save as the form shows it: the server's field errors through `read`, or one sentence when it sent none. */
export function formErrorsOf<F extends string>(
  error: unknown,
  read: (body: ApiErrorBody) => AccountFormErrors<F>,
): AccountFormErrors<F> {
  if (error instanceof ApiError && error.body && error.body.errors.length > 0) return read(error.body);
  return { fields: {}, form: apiErrorMessages(error) };
}
