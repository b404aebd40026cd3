import { describe, expect, it } from 'vitest';
import { authMessages as m } from './auth.messages';
import {
  companyNameForSignUp,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  suggestedCompanyName,
} from './auth.schema';
import { isValidEmailAddress } from './email-address';
import { isAustralianMobileNumber } from './phone-number';

function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
  return byField;
}

const validSignUp = {
  first_name: 'Jo',
  surname: 'Grower',
  company_name: 'Grower Farms',
  phone: '0412 345 678',
  email: 'jo@example.com',
  password: 'long enough',
  referral_code: '',
};

describe('email pattern (spec §5)', () => {
  it.each([
    ['jo@example.com', true],
    ['jo.grower+spray@farm.example.com.au', true],
    ['jo@[192.168.0.1]', true],
    ['"jo grower"@example.com', true],
    ['jo@example', false],
    ['jo@@example.com', false],
    ['jo example@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s → %s', (email, valid) => expect(isValidEmailAddress(email)).toBe(valid));
});

describe('Australian mobile numbers', () => {
  it.each([
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['61412345678', true],
    ['(04) 1234-5678', true],
    ['08 8123 4567', false],
    ['041234567', false],
  ])('%s → %s', (phone, valid) => expect(isAustralianMobileNumber(phone)).toBe(valid));
});

describe('login form (spec §5)', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: m.emailRequired, password: m.passwordRequired },
    ],
    [{ email: 'nope', password: 'x' }, { email: m.emailInvalid }],
    [{ email: ' jo@example.com ', password: 'x' }, {}],
    [{}, { email: m.emailRequired, password: m.passwordRequired }],
  ])('%j', (input, expected) => {
    expect(firstMessages(signInRequestSchema.safeParse(input))).toEqual(expected);
  });
});

describe('signup form (spec §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no first name', { first_name: '  ' }, { first_name: m.firstNameRequired }],
    ['no surname', { surname: '' }, { surname: m.surnameRequired }],
    ['short password', { password: 'seven77' }, { password: m.passwordTooShort }],
    ['no password', { password: '' }, { password: m.passwordRequired }],
    ['bad email', { email: 'jo@' }, { email: m.emailInvalid }],
    ['landline phone', { phone: '08 8123 4567' }, { phone: m.phoneInvalid }],
    ['blank phone is fine', { phone: '' }, {}],
    ['blank company is fine', { company_name: '' }, {}],
    ['two-letter company', { company_name: 'AB' }, { company_name: m.companyNameTooShort }],
    [
      'mismatched confirmation',
      { password_confirmation: 'different!' },
      { password_confirmation: m.passwordsMustMatch },
    ],
    ['very long first name', { first_name: 'x'.repeat(5000) }, { first_name: m.nameTooLong }],
    ['password too long', { password: 'x'.repeat(129) }, { password: m.passwordTooLong }],
  ])('%s', (_name, change, expected) => {
    expect(firstMessages(signUpRequestSchema.safeParse({ ...validSignUp, ...change }))).toEqual(expected);
  });

  it('defaults an empty company name to first name and surname', () => {
    const fields = signUpRequestSchema.parse({ ...validSignUp, company_name: ' ' });
    expect(companyNameForSignUp(fields)).toBe('Jo Grower');
  });

  it('suggests the company, first name and surname joined by underscores (spec §8)', () => {
    expect(suggestedCompanyName({ company_name: 'Grower Farms', first_name: 'Jo', surname: 'Grower' })).toBe(
      'Grower Farms_Jo_Grower',
    );
  });
});

describe('password reset and new password (spec §5)', () => {
  it.each([
    [{ email: '' }, { email: m.emailRequired }],
    [{ email: 'x' }, { email: m.emailInvalid }],
    [{ email: 'jo@example.com' }, {}],
  ])('reset %j', (input, expected) => {
    expect(firstMessages(passwordResetRequestSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ password: '', password_confirmation: '' }, { password: m.passwordRequired }],
    [{ password: 'short', password_confirmation: 'short' }, { password: m.passwordTooShort }],
    [
      { password: 'long enough', password_confirmation: 'long enougH' },
      { password_confirmation: m.passwordsMustMatch },
    ],
    [{ password: 'long enough', password_confirmation: 'long enough' }, {}],
  ])('new password %j', (input, expected) => {
    expect(firstMessages(newPasswordFormSchema.safeParse(input))).toEqual(expected);
  });
});
