import { apiErrorBody, type ApiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError, noResponseStatus } from './api-client';
import { formErrorsFromApiError, showApiErrorOnForm } from './form-errors';

const fields = ['email', 'phone'] as const;
const unavailable = 'This action is unavailable. Please try again soon.';
const offline = 'Mesonet could not be reached. Please check your internet connection and try again.';

function rejected(body: ApiErrorBody | null, status = 422) {
  return new ApiError(status, body, 'failed');
}

describe('formErrorsFromApiError', () => {
  const rows: Array<{ name: string; error: unknown; fallback?: string[]; fields: object; form: string[] }> = [
    {
      name: 'a field message goes under its field',
      error: rejected(apiErrorBody('email', 'is invalid')),
      fields: { email: 'is invalid' },
      form: [],
    },
    {
      name: 'two messages of one field read as one text',
      error: rejected(apiErrorBody('phone', 'is too short', 'is not a mobile')),
      fields: { phone: 'is too short is not a mobile' },
      form: [],
    },
    {
      name: 'base goes above the form',
      error: rejected(apiErrorBody('base', 'Not allowed')),
      fields: {},
      form: ['Not allowed'],
    },
    {
      name: 'a field the form does not show goes above the form',
      error: rejected(apiErrorBody('company_name', 'has already been taken')),
      fields: {},
      form: ['has already been taken'],
    },
    {
      name: 'a body without errors reads as the generic sentence',
      error: rejected({ errors: [] }),
      fields: {},
      form: [unavailable],
    },
    { name: 'no body at all', error: rejected(null, 500), fields: {}, form: [unavailable] },
    { name: 'no response', error: rejected(null, noResponseStatus), fields: {}, form: [offline] },
    { name: 'not an ApiError', error: new Error('boom'), fields: {}, form: [unavailable] },
    {
      name: "the form's own fallback replaces the generic sentence",
      error: rejected(null, 500),
      fallback: ['There was a problem sending the referral.'],
      fields: {},
      form: ['There was a problem sending the referral.'],
    },
    {
      name: 'a fallback is not used when the server said something',
      error: rejected(apiErrorBody('base', 'Referral limit reached')),
      fallback: ['There was a problem sending the referral.'],
      fields: {},
      form: ['Referral limit reached'],
    },
  ];

  it.each(rows)('$name', ({ error, fallback, fields: expectedFields, form }) => {
    expect(formErrorsFromApiError(error, { fields, fallback })).toEqual({ fields: expectedFields, form });
  });

  it("uses the form's own reading of the body", () => {
    const read = (body: ApiErrorBody) => ({
      fields: { email: `Email address ${body.errors[0]?.messages[0]}.` },
      form: [],
    });
    expect(formErrorsFromApiError(rejected(apiErrorBody('email', 'is invalid')), { fields, read })).toEqual({
      fields: { email: 'Email address is invalid.' },
      form: [],
    });
  });

  it('trusts the reading when the server sent messages, even if it places none', () => {
    const read = () => ({ fields: {}, form: [] });
    expect(formErrorsFromApiError(rejected(apiErrorBody('other', 'x')), { fields, read })).toEqual({
      fields: {},
      form: [],
    });
  });
});

describe('showApiErrorOnForm', () => {
  it('sets each field in screen order, focusing the first, and returns the form-level messages', () => {
    const calls: Array<[string, ErrorOption, { shouldFocus: boolean } | undefined]> = [];
    const body: ApiErrorBody = {
      errors: [
        { field_name: 'phone', messages: ['is too short'] },
        { field_name: 'email', messages: ['is invalid'] },
        { field_name: 'base', messages: ['Check the form'] },
      ],
    };
    const form = showApiErrorOnForm((name, error, options) => calls.push([name, error, options]), rejected(body), {
      fields,
    });
    expect(calls).toEqual([
      ['email', { type: 'server', message: 'is invalid' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'is too short' }, { shouldFocus: false }],
    ]);
    expect(form).toEqual(['Check the form']);
  });
});
