import { accountFormErrors, type AccountFormErrors } from '@mesonet/shared/account/account-form-errors';
import { ApiError, apiErrorMessages } from '@/lib/api-client';

/** A failed call as a form shows it: the server's messages under the fields it names, the rest above the form. */
export function serverFormErrors<F extends string>(error: unknown, fields: readonly F[]): AccountFormErrors<F> {
  if (error instanceof ApiError && error.body && error.body.errors.length > 0) {
    return accountFormErrors(error.body, fields);
  }
  return { fields: {}, form: apiErrorMessages(error) };
}
