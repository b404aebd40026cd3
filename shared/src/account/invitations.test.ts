import { describe, expect, it } from 'vitest';
import {
  canSubmitNewCompany,
  completeSignupRequestSchema,
  createNewCompanyRequestSchema,
  createNewCompanyState,
  invitationValidMs,
  ownershipInvitationState,
  transferInvitationState,
} from './invitations';
import { removedUserRedirect } from './removed-user';

const now = new Date('2026-11-21T00:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const sevenDays = invitationValidMs / 3_600_000;

type Viewer = Parameters<typeof ownershipInvitationState>[0] & object;

function viewer(change: Partial<Viewer['permissions']> = {}, invited: Viewer['invited_permissions'] = null): Viewer {
  return {
    permissions: {
      owner: false,
      company_invitation_accepted_at: null,
      owner_invitation_created_at: null,
      owner_invitation_accepted_at: null,
      owner_invitation_declined_at: null,
      removal_created_at: null,
      ...change,
    },
    invited_permissions: invited,
    company: { name: 'Grower Farms' },
  };
}

describe('ownership invitation screen (spec §2)', () => {
  it.each<[string, Viewer | null, unknown]>([
    ['signed out', null, { state: 'not_logged_in' }],
    ['already the owner', viewer({ owner: true }), { state: 'already_accepted', company_name: 'Grower Farms' }],
    [
      'an invitation a day old',
      viewer({ owner_invitation_created_at: hoursAgo(24) }),
      { state: 'invitation_exists', company_name: 'Grower Farms' },
    ],
    [
      'an invitation just under 7 days old',
      viewer({ owner_invitation_created_at: hoursAgo(sevenDays - 1) }),
      {
        state: 'invitation_exists',
        company_name: 'Grower Farms',
      },
    ],
    ['an invitation 7 days old', viewer({ owner_invitation_created_at: hoursAgo(sevenDays) }), { state: 'none' }],
    [
      'a declined invitation',
      viewer({ owner_invitation_created_at: hoursAgo(3), owner_invitation_declined_at: hoursAgo(1) }),
      { state: 'none' },
    ],
    [
      'an invitation to a member since removed',
      viewer({ owner_invitation_created_at: hoursAgo(3), removal_created_at: hoursAgo(1) }),
      { state: 'none' },
    ],
    ['no invitation', viewer(), { state: 'none' }],
  ])('%s', (_name, who, expected) => expect(ownershipInvitationState(who, now)).toEqual(expected));
});

describe('company transfer invitation screen (spec §2)', () => {
  const invitedBy = (createdAt: string, declinedAt: string | null = null) => ({
    company_invitation_created_at: createdAt,
    company_invitation_declined_at: declinedAt,
    company_name: 'Other Farms',
    company_slug: 'other-farms',
  });
  it.each<[string, Viewer | null, unknown]>([
    ['signed out', null, { state: 'not_logged_in' }],
    [
      'an invitation from another company',
      viewer({}, invitedBy(hoursAgo(2))),
      { state: 'invitation_exists', company_name: 'Other Farms' },
    ],
    [
      'a new invitation after joining by an earlier one',
      viewer({ company_invitation_accepted_at: hoursAgo(100) }, invitedBy(hoursAgo(2))),
      { state: 'invitation_exists', company_name: 'Other Farms' },
    ],
    [
      'already accepted: the current company',
      viewer({ company_invitation_accepted_at: hoursAgo(1) }),
      { state: 'already_accepted', company_name: 'Grower Farms' },
    ],
    ['an expired invitation', viewer({}, invitedBy(hoursAgo(sevenDays + 1))), { state: 'none' }],
    ['a declined invitation', viewer({}, invitedBy(hoursAgo(5), hoursAgo(1))), { state: 'none' }],
    ['nothing', viewer(), { state: 'none' }],
  ])('%s', (_name, who, expected) => expect(transferInvitationState(who, now)).toEqual(expected));
});

describe('create new company account (spec §2)', () => {
  it.each<[string, Viewer | null, string]>([
    ['signed out', null, 'not_logged_in'],
    ['a removed member', viewer({ removal_created_at: hoursAgo(1) }), 'available'],
    ['a member', viewer(), 'not_needed'],
    ['an owner', viewer({ owner: true }), 'not_needed'],
  ])('%s', (_name, who, state) => expect(createNewCompanyState(who)).toBe(state));

  it.each<[string, Viewer | null, string, string | null]>([
    ['a removed member on the map', viewer({ removal_created_at: hoursAgo(1) }), '/', '/create_new_company_account'],
    [
      'a removed member on an account screen',
      viewer({ removal_created_at: hoursAgo(1) }),
      '/my/account',
      '/create_new_company_account',
    ],
    [
      'a removed member already there',
      viewer({ removal_created_at: hoursAgo(1) }),
      '/create_new_company_account',
      null,
    ],
    [
      'a removed member answering an invitation of another company',
      viewer(
        { removal_created_at: hoursAgo(1) },
        {
          company_invitation_created_at: hoursAgo(1),
          company_invitation_declined_at: null,
          company_name: 'Other Farms',
        },
      ),
      '/company_transfer_invitation',
      null,
    ],
    [
      'a removed member on the invitation page without one',
      viewer({ removal_created_at: hoursAgo(1) }),
      '/company_transfer_invitation',
      '/create_new_company_account',
    ],
    ['a member', viewer(), '/', null],
    ['signed out', null, '/', null],
  ])('redirect: %s', (_name, who, path, target) => expect(removedUserRedirect(who, path)).toBe(target));

  it.each<[string, boolean]>([
    ['', false],
    ['  ', false],
    ['A', true],
  ])('Submit with %j → %s', (name, enabled) => expect(canSubmitNewCompany(name)).toBe(enabled));

  it.each<[unknown, string | null]>([
    [{ create_new_company_params: { company_name: 'New Farm' } }, null],
    [{ create_new_company_params: { company_name: 'NF' } }, 'Company/Organisation Name is too short'],
    [{ create_new_company_params: { company_name: ' ' } }, 'Company/Organisation Name is required'],
    [{}, 'Company/Organisation Name is required'],
  ])('new company request %j', (body, message) => {
    const result = createNewCompanyRequestSchema.safeParse(body);
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
    if (message) expect(result.error?.issues[0]?.path).toEqual(['create_new_company_params', 'company_name']);
  });
});

describe('complete signup request (spec §5 "Complete signup")', () => {
  const valid = {
    invitation_token: 'abc',
    first_name: 'Sam',
    surname: 'Shearer',
    email: 'sam@example.com',
    password: 'paddock-password',
    phone: '',
  };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid, phone optional', {}, []],
    ['no names', { first_name: '', surname: ' ' }, ['First name is required', 'Surname is required']],
    ['short password', { password: 'short' }, ['Password is too short']],
    ['bad email', { email: 'sam@' }, ['Must be a valid email address']],
    ['landline phone', { phone: '08 8123 4567' }, ['Must be an Australian mobile number, e.g. 0412 345 678']],
    [
      'no token',
      { invitation_token: '' },
      ['There is no invitation for this link. It may have expired or already been used.'],
    ],
  ])('%s', (_name, change, messages) => {
    const result = completeSignupRequestSchema.safeParse({ acceptance_params: { ...valid, ...change } });
    expect(result.error?.issues.map((issue) => issue.message) ?? []).toEqual(messages);
  });
});
