import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { companyNameErrorText } from './company-details';

export interface AccountFormErrors<F extends string> {
  /** The text under each field the server named. */
  fields: Partial<Record<F, string>>;
  /** `base` and fields the form does not show, read above the form. */
  form: string[];
}

/**
 * How a 422 of the account calls reads on a form (CONTRACT.md §3, spec §8): each message goes under
 * the field it names, as `textFor` words it; anything else is said above the form.
 */
export function accountFormErrors<F extends string>(
  body: ApiErrorBody,
  fields: readonly F[],
  textFor: (field: F, message: string) => string = (_field, message) => message,
): AccountFormErrors<F> {
  const result: AccountFormErrors<F> = { fields: {}, form: [] };
  for (const error of body.errors) {
    const field = fields.find((name) => name === error.field_name);
    if (field === undefined) {
      result.form.push(...error.messages);
      continue;
    }
    const texts = error.messages.map((message) => textFor(field, message));
    if (texts.length > 0) result.fields[field] = [result.fields[field], ...texts].filter(Boolean).join(' ');
  }
  return result;
}

export const companyDetailsFields = [
  'name',
  'abn',
  'address1',
  'address2',
  'locality',
  'postalcode',
  'state_province',
] as const;
export type CompanyDetailsField = (typeof companyDetailsFields)[number];

/** Spec §8: a company name another company uses reads as the spec's sentence; the rest as the server sent them. */
export function companyDetailsFormErrors(body: ApiErrorBody): AccountFormErrors<CompanyDetailsField> {
  return accountFormErrors(body, companyDetailsFields, (field, message) =>
    field === 'name' ? companyNameErrorText(message) : message,
  );
}
