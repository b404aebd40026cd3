import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { accountMessages as m } from './account.messages';
import {
  completeSignupErrors,
  invitationScreenCopy,
  newCompanyErrorTexts,
  type InvitationKind,
} from './invitation-screens';
import type { InvitationScreenState } from './invitations';

const errors = (...entries: Array<[string, string]>): ApiErrorBody => ({
  errors: entries.map(([field_name, message]) => ({ field_name, messages: [message] })),
});

describe('invitation screens: what each state says (spec §2 "Authentication screens")', () => {
  it.each<[InvitationKind, InvitationScreenState, string, string | null]>([
    [
      'ownership',
      { state: 'not_logged_in' },
      'You are not logged in.',
      'Please log in to answer your invitation to become the account owner.',
    ],
    [
      'transfer',
      { state: 'not_logged_in' },
      'You are not logged in.',
      'Please log in to answer your invitation to join a company.',
    ],
    [
      'ownership',
      { state: 'already_accepted', company_name: 'Grower Farms' },
      'You have already accepted ownership of Grower Farms: you are its account owner.',
      null,
    ],
    [
      'transfer',
      { state: 'already_accepted', company_name: 'Grower Farms' },
      'You have already accepted the invitation to join Grower Farms.',
      null,
    ],
    [
      'ownership',
      { state: 'invitation_exists', company_name: 'Grower Farms' },
      'You have been invited to become the account owner of Grower Farms.',
      'As the account owner you look after its billing and its users.',
    ],
    [
      'transfer',
      { state: 'invitation_exists', company_name: 'Other Farms' },
      'You have been invited to join Other Farms.',
      'If you accept, you leave your current company and use the plan of the company you join.',
    ],
    [
      'ownership',
      { state: 'none' },
      m.noOwnershipInvitation,
      'Please check that you are logged in with the account that was invited, and ask the person who invited you whether the invitation was sent to this email address.',
    ],
    ['transfer', { state: 'none' }, 'There is no new invitation to join a new company.', null],
  ])('%s, %j', (kind, screen, message, advice) =>
    expect(invitationScreenCopy(kind, screen)).toEqual({ message, advice }),
  );
});

describe('new company account: server errors (spec §8 "New company")', () => {
  it.each<[string, ApiErrorBody, ReturnType<typeof newCompanyErrorTexts>]>([
    [
      'name taken',
      errors(['company_name', 'has already been taken']),
      {
        company_name: 'Company/Organisation Name is already in use. Please use a different Company/Organisation Name.',
      },
    ],
    [
      'a short message gets the label',
      errors(['company_name', 'is too short']),
      { company_name: 'Company/Organisation Name is too short' },
    ],
    [
      'a whole sentence is kept',
      errors(['company_name', 'Company/Organisation Name is too short']),
      { company_name: 'Company/Organisation Name is too short' },
    ],
    [
      'a form-level error',
      errors(['base', m.newCompanyNotNeeded]),
      { base: 'Creating a new company account is only needed after you have been removed from a company.' },
    ],
    ['nothing', { errors: [] }, {}],
  ])('%s', (_name, body, expected) => expect(newCompanyErrorTexts(body)).toEqual(expected));
});

describe('complete signup: server errors (spec §8 "Complete signup")', () => {
  const form = { first_name: 'Sam', surname: 'Shearer' };
  it.each<[string, ApiErrorBody, ReturnType<typeof completeSignupErrors>]>([
    ['a dead link', errors(['invitation_token', m.invitationInvalid]), { state: 'invitation_gone' }],
    [
      'another email than the invited one',
      errors(['email', m.notInvitedEmail]),
      { state: 'form', texts: { email: 'Email address must be the one this invitation was sent to.' } },
    ],
    [
      'email taken',
      errors(['email', 'has already been taken']),
      {
        state: 'form',
        texts: {
          email:
            'The email address is already registered. Please try logging in with this email (as opposed to signing up as a new user). If you have forgotten your password for this email login, you can use the Password Reset feature on the Login page.',
        },
      },
    ],
    [
      'other email error',
      errors(['email', 'is invalid']),
      { state: 'form', texts: { email: 'Email address is invalid.' } },
    ],
    [
      'phone error',
      errors(['phone', 'is not a mobile number']),
      { state: 'form', texts: { phone: 'Phone number is not a mobile number.' } },
    ],
    [
      'a rule of the form, checked again',
      errors(['password', 'Password is too short'], ['first_name', 'First name is required']),
      { state: 'form', texts: { password: 'Password is too short', first_name: 'First name is required' } },
    ],
    ['form-level', errors(['base', 'Too many attempts.']), { state: 'form', texts: { base: 'Too many attempts.' } }],
    ['an unknown field', errors(['colour', 'is wrong']), { state: 'form', texts: { base: 'is wrong' } }],
  ])('%s', (_name, body, expected) => expect(completeSignupErrors(body, form)).toEqual(expected));
});
