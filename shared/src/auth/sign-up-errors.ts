import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { serverErrorMessages } from './auth.messages';
import { suggestedCompanyName } from './auth.schema';

export type SignUpErrorField = 'email' | 'company_name' | 'phone' | 'base';

/**
 * Spec §8: how the server's sign-up errors read on the form. Each field gets one
 * sentence; `base` is shown above the form. Complete-signup passes `fields`
 * limited to email and phone.
 */
export function signUpErrorTexts(
  body: ApiErrorBody,
  form: { company_name?: string; first_name: string; surname: string },
  fields: readonly SignUpErrorField[] = ['email', 'company_name', 'phone', 'base'],
): Partial<Record<SignUpErrorField, string>> {
  const texts: Partial<Record<SignUpErrorField, string>> = {};
  for (const error of body.errors) {
    const field = error.field_name as SignUpErrorField;
    const message = error.messages[0];
    if (!fields.includes(field) || message === undefined) continue;
    texts[field] = signUpErrorText(field, message, form);
  }
  return texts;
}

function signUpErrorText(
  field: SignUpErrorField,
  message: string,
  form: { company_name?: string; first_name: string; surname: string },
): string {
  const taken = message === serverErrorMessages.taken;
  switch (field) {
    case 'email':
      return taken
        ? 'The email address is already registered. Please try logging in with this email (as opposed to signing up as a new user). If you have forgotten your password for this email login, you can use the Password Reset feature on the Login page.'
        : `Email address ${message}.`;
    case 'company_name':
      return taken
        ? `The Company/Organisation Name is already in use. Please ask that organisation to add you to its account, or consider an organisational licence. Alternatively, use a different name such as '${suggestedCompanyName(form)}'.`
        : `Company/Organisation Name ${message}.`;
    case 'phone':
      return `Phone number ${message}.`;
    case 'base':
      return message;
  }
}
