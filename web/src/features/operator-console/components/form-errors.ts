import { accountFormErrors, type AccountFormErrors } from '@mesonet/shared/account/account-form-errors';
import { ApiError, apiErrorMessages } from '@/lib/api-client';

/** A failed console call as a form shows it: messages under the fields the server named, the rest above. */
export function consoleFormErrors<F extends string>(error: unknown, fields: readonly F[]): AccountFormErrors<F> {
  if (error instanceof ApiError && error.body && error.body.errors.length > 0) {
    return accountFormErrors(error.body, fields);
  }
  return { fields: {}, form: apiErrorMessages(error) };
}
