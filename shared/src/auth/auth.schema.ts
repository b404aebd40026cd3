import { z } from 'zod';
import { authMessages as m } from './auth.messages';
import { emailMaxLength, isValidEmailAddress } from './email-address';
import { isAustralianMobileNumber } from './phone-number';

export const passwordMinLength = 8;
/** argon2 hashes anything, but a cap keeps a hostile 1 MB "password" cheap to refuse. */
export const passwordMaxLength = 128;
export const companyNameMinLength = 3;
const nameMaxLength = 100;

export const emailAddressField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(emailMaxLength, { error: m.emailTooLong, abort: true })
  .refine(isValidEmailAddress, m.emailInvalid);

const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(passwordMinLength, m.passwordTooShort)
  .max(passwordMaxLength, m.passwordTooLong);

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(nameMaxLength, m.nameTooLong);

/** Optional text: blank means "not given". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const signInRequestSchema = z.object({
  email: emailAddressField,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .max(passwordMaxLength, m.passwordTooLong),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signUpRequestSchema = z
  .object({
    first_name: personName(m.firstNameRequired),
    surname: personName(m.surnameRequired),
    company_name: optionalText(nameMaxLength, m.companyNameTooLong).refine(
      (value) => value === undefined || value.length >= companyNameMinLength,
      m.companyNameTooShort,
    ),
    phone: optionalText(20, m.phoneInvalid).refine(
      (value) => value === undefined || isAustralianMobileNumber(value),
      m.phoneInvalid,
    ),
    email: emailAddressField,
    password: newPasswordField,
    password_confirmation: z.string().max(passwordMaxLength).optional(),
    referral_code: optionalText(40, m.referralCodeTooLong),
  })
  .refine((form) => form.password_confirmation === undefined || form.password_confirmation === form.password, {
    path: ['password_confirmation'],
    message: m.passwordsMustMatch,
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type SignUpFields = z.output<typeof signUpRequestSchema>;

/** Spec §5: an empty company name defaults to the person's first and last name. */
export function companyNameForSignUp(fields: Pick<SignUpFields, 'company_name' | 'first_name' | 'surname'>): string {
  return fields.company_name ?? `${fields.first_name} ${fields.surname}`;
}

/** Spec §8: the suggestion offered when a company name is taken. */
export function suggestedCompanyName(fields: { company_name?: string; first_name: string; surname: string }): string {
  return [fields.company_name, fields.first_name, fields.surname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join('_');
}

export const passwordResetRequestSchema = z.object({
  email: emailAddressField,
  redirect_url: z.string().max(2000).optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const newPasswordFormSchema = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string({ error: m.passwordRequired }).max(passwordMaxLength, m.passwordTooLong),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    message: m.passwordsMustMatch,
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

const resetTokenField = z
  .string({ error: m.resetTokenRequired })
  .trim()
  .min(1, { error: m.resetTokenRequired, abort: true })
  .max(200, m.resetTokenRequired);

export const newPasswordRequestSchema = newPasswordFormSchema.and(z.object({ reset_password_token: resetTokenField }));
export type NewPasswordRequest = z.input<typeof newPasswordRequestSchema>;

export const resetTokenCheckQuerySchema = z.object({
  reset_password_token: resetTokenField,
  redirect_url: z.string().max(2000).optional(),
});
