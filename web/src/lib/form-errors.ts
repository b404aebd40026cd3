import { accountFormErrors, type AccountFormErrors } from '@mesonet/shared/account/account-form-errors';
import type { ApiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import type { ErrorOption } from 'react-hook-form';
import { ApiError, apiErrorMessages } from './api-client';

/** How one form reads a failed call. */
export interface ApiErrorReading<F extends string> {
  /** The form's fields that can show a server message, in the order they appear on screen. */
  fields: readonly F[];
  /** The spec's wording of the body for this form; by default each message as sent, under the field it names. */
  read?: (body: ApiErrorBody) => AccountFormErrors<F>;
  /** What the form says when the server gave no message to show; by default the generic sentences. */
  fallback?: readonly string[];
}

/**
 * A failed call as a form shows it (CONTRACT.md's error format, spec §8): the messages naming one of the
 * form's fields go under it, `base` and the rest above the form; a call that brought no messages reads
 * as the fallback.
 */
export function formErrorsFromApiError<F extends string>(
  error: unknown,
  { fields, read = (body) => accountFormErrors(body, fields), fallback }: ApiErrorReading<F>,
): AccountFormErrors<F> {
  const body = error instanceof ApiError ? error.body : null;
  if (body && body.errors.length > 0) return read(body);
  return { fields: {}, form: [...(fallback ?? apiErrorMessages(error))] };
}

type SetFieldError<F extends string> = (name: F, error: ErrorOption, options?: { shouldFocus: boolean }) => void;

/**
 * Puts a failed call on a form: each field's message under it through react-hook-form's `setError`,
 * the cursor on the first of them; returns the messages for above the form.
 */
export function showApiErrorOnForm<F extends string>(
  setError: SetFieldError<F>,
  error: unknown,
  reading: ApiErrorReading<F>,
): string[] {
  const shown = formErrorsFromApiError(error, reading);
  let focused = false;
  for (const name of reading.fields) {
    const message = shown.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return shown.form;
}

/** A shared rule's one text per field plus `base`, as the form shows it: `base` above the form, the rest under their fields. */
export function withBaseAbove<F extends string>(texts: Partial<Record<F | 'base', string>>): AccountFormErrors<F> {
  const { base, ...fields } = texts;
  return { fields: fields as Partial<Record<F, string>>, form: base === undefined ? [] : [base] };
}
