import { z } from 'zod';
import { serverErrorMessages } from '../auth/auth.messages';
import { companyNameMinLength } from '../auth/auth.schema';
import { accountMessages as m } from './account.messages';

/** Spec §5 "Company details": the states a company may be in, in the spec's order. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC', 'TAS', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];
/** CONTRACT.md §7: the country is always Australia. */
export const companyCountry = 'Australia';

export const companyNameMaxLength = 100;
const abnLength = 11;
const addressMinLength = 5;
const localityMinLength = 2;
const postcodeMinLength = 4;
const textMaxLength = 100;
const postcodeMaxLength = 10;

/** Trimmed text with a minimum length; a missing value reads as too short, as the spec gives no other message. */
const textWithMinimum = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(min, { error: tooShort, abort: true }).max(max, tooLong);

/** Required and at least three characters (spec §5, also the new-company form). */
export const companyNameField = z
  .string({ error: m.companyNameRequired })
  .trim()
  .min(1, { error: m.companyNameRequired, abort: true })
  .min(companyNameMinLength, { error: m.companyNameTooShort, abort: true })
  .max(companyNameMaxLength, m.companyNameTooLong);

/** Optional; spaces are stripped before the length check (spec §5). Blank is stored as null. */
const abnField = z
  .string({ error: m.abnNotDigits })
  .nullish()
  .transform((value, ctx) => {
    const abn = (value ?? '').replace(/\s/g, '');
    if (abn === '') return null;
    if (!/^\d+$/.test(abn)) ctx.addIssue({ code: 'custom', message: m.abnNotDigits });
    else if (abn.length < abnLength) ctx.addIssue({ code: 'custom', message: m.abnTooShort });
    else if (abn.length > abnLength) ctx.addIssue({ code: 'custom', message: m.abnTooLong });
    return abn;
  });

const optionalLine = z
  .string({ error: m.addressTooLong })
  .trim()
  .max(textMaxLength, m.addressTooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * The company details form and the payload of `company_details` (spec §5, CONTRACT.md §7): values
 * trimmed, ABN spaces stripped, blanks of optional fields as null.
 */
export const companyDetailsSchema = z.object({
  name: companyNameField,
  abn: abnField,
  address1: textWithMinimum(addressMinLength, m.addressTooShort, textMaxLength, m.addressTooLong),
  address2: optionalLine,
  locality: textWithMinimum(localityMinLength, m.localityTooShort, textMaxLength, m.localityTooLong),
  postalcode: textWithMinimum(postcodeMinLength, m.postcodeTooShort, postcodeMaxLength, m.postcodeTooLong),
  state_province: z.enum(australianStates, { error: m.stateRequired }),
  country: z.literal(companyCountry, { error: m.countryAustralia }).default(companyCountry),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetailsFields = z.output<typeof companyDetailsSchema>;

/** The form's own values: every field a string, as the inputs hold them. */
export interface CompanyDetailsFormValues {
  name: string;
  abn: string;
  address1: string;
  address2: string;
  locality: string;
  postalcode: string;
  state_province: string;
}

/** The form's starting values from the saved details (GET /api/members/company_details). */
export function companyDetailsFormValues(saved: {
  name: string;
  abn: string | null;
  address1: string | null;
  address2: string | null;
  locality: string | null;
  postalcode: string | null;
  state_province: string | null;
}): CompanyDetailsFormValues {
  return {
    name: saved.name,
    abn: saved.abn ?? '',
    address1: saved.address1 ?? '',
    address2: saved.address2 ?? '',
    locality: saved.locality ?? '',
    postalcode: saved.postalcode ?? '',
    state_province: saved.state_province ?? '',
  };
}

const requiredForSubmit = ['name', 'address1', 'locality', 'postalcode', 'state_province'] as const;

/** As the server would store it, so that added spaces alone do not count as a change. */
function comparable(values: CompanyDetailsFormValues): string {
  return JSON.stringify([
    values.name.trim(),
    values.abn.replace(/\s/g, ''),
    values.address1.trim(),
    values.address2.trim(),
    values.locality.trim(),
    values.postalcode.trim(),
    values.state_province,
  ]);
}

/** Spec §5: Submit is enabled only when something changed and name, address, locality, postcode and state are filled. */
export function canSubmitCompanyDetails(saved: CompanyDetailsFormValues, form: CompanyDetailsFormValues): boolean {
  const filled = requiredForSubmit.every((field) => form[field].trim() !== '');
  return filled && comparable(saved) !== comparable(form);
}

/**
 * Spec §8: how a server error on the company name reads. 'has already been taken' becomes the spec's
 * sentence; the server's other messages are already whole sentences.
 */
export function companyNameErrorText(serverMessage: string): string {
  return serverMessage === serverErrorMessages.taken ? m.companyNameInUse : serverMessage;
}
