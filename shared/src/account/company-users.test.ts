import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../contracts/account.schema';
import { accountMessages as m } from './account.messages';
import {
  companyUserLimit,
  inviteUserFormSchema,
  inviteUserSchema,
  userEditView,
  userManagementView,
  type UserManagementViewer,
} from './company-users';

const at = '2026-11-20T00:00:00.000Z';

function member(
  email: string,
  change: Partial<CompanyUser['permissions']> = {},
  name: [string, string] | null = ['Jo', 'Grower'],
): CompanyUser {
  return {
    email,
    first_name: name?.[0] ?? null,
    surname: name?.[1] ?? null,
    permissions: {
      owner: false,
      home_location_growing_seasons: true,
      account_billing: false,
      user_management: false,
      operator_console: false,
      company_invitation_created_at: at,
      company_invitation_accepted_at: at,
      owner_invitation_created_at: null,
      owner_invitation_accepted_at: null,
      owner_invitation_declined_at: null,
      removal_created_at: null,
      ...change,
    },
  };
}

const owner = member(
  'owner@example.com',
  { owner: true, company_invitation_created_at: null, company_invitation_accepted_at: null },
  ['Olive', 'Owner'],
);
const manager = member('manager@example.com', { user_management: true }, ['Max', 'Manager']);
const invitee = member('new@example.com', { company_invitation_accepted_at: null }, null);
const removed = member('gone@example.com', { removal_created_at: at, home_location_growing_seasons: false });

const plan = (userLimit: number | null) => ({ user_limit: userLimit });

function viewerOf(user: CompanyUser, userLimit: number | null | 'no plan' = null): UserManagementViewer {
  return {
    email: user.email,
    permissions: user.permissions,
    company: { billing_item_access_plan: userLimit === 'no plan' ? null : plan(userLimit) },
  };
}

describe('user limit (spec §6, §9)', () => {
  it.each<[{ user_limit: number | null } | null, number]>([
    [null, 3],
    [plan(null), 3],
    [plan(5), 5],
    [plan(1), 1],
  ])('%j → %d', (accessPlan, limit) => expect(companyUserLimit({ billing_item_access_plan: accessPlan })).toBe(limit));
});

describe('user management list (spec §2 "User management")', () => {
  it('tags the viewer and invitees, leaves removed users out, and makes only other members clickable', () => {
    const view = userManagementView(viewerOf(manager, 5), [owner, manager, invitee, removed]);
    expect(view).toEqual({
      state: 'list',
      rows: [
        { email: 'owner@example.com', name: 'Olive Owner', tags: [], owner: true, clickable: false },
        { email: 'manager@example.com', name: 'Max Manager', tags: ['[Me]'], owner: false, clickable: false },
        {
          email: 'new@example.com',
          name: 'new@example.com',
          tags: ['[Not yet accepted]'],
          owner: false,
          clickable: true,
        },
      ],
      active_users: 3,
      permitted_users: 5,
      invite: { allowed: true, message: null },
    });
  });

  it.each<[string, CompanyUser, CompanyUser[], number | null | 'no plan', unknown]>([
    ['at the default limit of 3', owner, [owner, manager, invitee], null, { allowed: false, message: m.maximumUsers }],
    ['below the default limit', owner, [owner, manager], null, { allowed: true, message: null }],
    ['removed users do not count', owner, [owner, manager, removed], null, { allowed: true, message: null }],
    ['at a plan limit of 2', owner, [owner, invitee], 2, { allowed: false, message: m.maximumUsers }],
  ])('invite %s', (_name, who, users, limit, invite) => {
    const view = userManagementView(viewerOf(who, limit), users);
    expect(view.state === 'list' && view.invite).toEqual(invite);
  });

  it('shows only the plan message without a plan', () => {
    expect(userManagementView(viewerOf(owner, 'no plan'), [owner])).toEqual({
      state: 'no_plan',
      message: 'This feature is only available when a billing plan has been selected.',
    });
  });

  it.each<[string, CompanyUser]>([
    ['a member without user_management', member('plain@example.com')],
    ['a removed member', member('gone@example.com', { removal_created_at: at, user_management: true })],
  ])('is forbidden to %s', (_name, who) => {
    expect(userManagementView(viewerOf(who), [owner, who])).toEqual({ state: 'forbidden' });
  });

  it('matches the viewer by email without case', () => {
    const view = userManagementView({ ...viewerOf(owner), email: 'OWNER@example.com' }, [owner]);
    expect(view.state === 'list' && view.rows[0]?.tags).toEqual(['[Me]']);
  });
});

describe('user edit view (spec §2 "User edit", §6)', () => {
  const users = [owner, manager, invitee, removed];
  it.each<[string, CompanyUser, string, unknown]>([
    ['owner editing a member', owner, 'manager@example.com', { state: 'edit', pending: false, can_make_owner: true }],
    ['owner editing an invitee', owner, 'new@example.com', { state: 'edit', pending: true, can_make_owner: false }],
    ['manager editing an invitee', manager, 'NEW@example.com', { state: 'edit', pending: true, can_make_owner: false }],
    ['manager on the owner', manager, 'owner@example.com', { state: 'not_editable' }],
    ['owner on their own row', owner, 'owner@example.com', { state: 'not_editable' }],
    ['a removed user', owner, 'gone@example.com', { state: 'not_found' }],
    ['an unknown email', owner, 'who@example.com', { state: 'not_found' }],
    ['a member without user_management', member('plain@example.com'), 'new@example.com', { state: 'forbidden' }],
  ])('%s', (_name, who, email, expected) => {
    expect(userEditView(viewerOf(who), users, email)).toMatchObject(expected as object);
  });
});

describe('invite form (spec §5 "Invite user")', () => {
  function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
    return byField;
  }
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no email', { email: '', email_confirmation: '' }, { email: 'Email address is required' }],
    ['bad email', { email: 'sam@', email_confirmation: 'sam@' }, { email: 'Must be a valid email address' }],
    [
      'retyped differently',
      { email_confirmation: 'sam@example.org' },
      { email_confirmation: 'Email addresses must match' },
    ],
    ['retyped in other case', { email_confirmation: ' SAM@example.com' }, {}],
  ])('%s', (_name, change, expected) => {
    const form = { email: 'sam@example.com', email_confirmation: 'sam@example.com', ...change };
    expect(firstMessages(inviteUserFormSchema.safeParse(form))).toEqual(expected);
  });

  it('checks all three permissions by default (spec §6)', () => {
    expect(inviteUserSchema.parse({ email: 'sam@example.com' })).toEqual({
      email: 'sam@example.com',
      permission_home_location_growing_seasons: true,
      permission_account_billing: true,
      permission_user_management: true,
    });
  });
});
