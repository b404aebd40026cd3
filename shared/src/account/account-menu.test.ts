import { describe, expect, it } from 'vitest';
import { accountMenu, accountScreenAccess, type AccountScreenKey, type AccountViewer } from './account-menu';

const plan = { billing_product_key: 'farm_bundle_1', billing_product_name: 'Farm Bundle', user_limit: null };

function viewer(flags: Partial<AccountViewer['permissions']> = {}, withPlan = true): AccountViewer {
  return {
    permissions: {
      owner: false,
      home_location_growing_seasons: false,
      account_billing: false,
      user_management: false,
      removal_created_at: null,
      ...flags,
    },
    company: { billing_item_access_plan: withPlan ? plan : null },
  };
}

const billingScreens = [
  'account_setup_checklist',
  'company_details',
  'plan_and_extras',
  'payment_details',
  'user_survey',
  'start_trial_or_billing',
];
const everyone = ['update_user_details', 'referrals'];

describe('account menu (spec §2 "Account area")', () => {
  it("says 'Not Logged In' without a user", () => {
    expect(accountMenu(null)).toEqual({ state: 'not_logged_in', notice: 'Not Logged In' });
  });

  it.each<[string, AccountViewer, string[]]>([
    ['owner with a plan', viewer({ owner: true }), [...billingScreens, 'user_management', ...everyone]],
    ['owner without a plan', viewer({ owner: true }, false), [...billingScreens, ...everyone]],
    ['account_billing only', viewer({ account_billing: true }), [...billingScreens, ...everyone]],
    ['user_management only', viewer({ user_management: true }), ['user_management', ...everyone]],
    ['user_management without a plan', viewer({ user_management: true }, false), everyone],
    ['home location only', viewer({ home_location_growing_seasons: true }), everyone],
    ['no permissions', viewer(), everyone],
  ])('%s', (_name, who, screens) => {
    const menu = accountMenu(who);
    expect(menu.state).toBe('signed_in');
    expect(menu.state === 'signed_in' && menu.entries.map((entry) => entry.screen)).toEqual(screens);
  });

  it('labels the profile entry as the spec does', () => {
    const menu = accountMenu(viewer());
    expect(menu.state === 'signed_in' && menu.entries.map((entry) => entry.label)).toEqual([
      'Update User Profile',
      'Referrals',
    ]);
  });

  it('shows a removed member no main panel', () => {
    expect(accountMenu(viewer({ owner: true, removal_created_at: '2026-11-20T00:00:00.000Z' }))).toEqual({
      state: 'removed',
    });
  });
});

describe('account screen access', () => {
  it.each<[string, AccountViewer | null, AccountScreenKey, string]>([
    ['signed out', null, 'company_details', 'not_logged_in'],
    ['owner, company details', viewer({ owner: true }), 'company_details', 'allowed'],
    ['account_billing, survey', viewer({ account_billing: true }), 'user_survey', 'allowed'],
    ['user_management, company details', viewer({ user_management: true }), 'company_details', 'forbidden'],
    ['user_management, invite', viewer({ user_management: true }), 'user_management/invite', 'allowed'],
    [
      'user_management, edit, without a plan',
      viewer({ user_management: true }, false),
      'user_management/edit/:emailAddress',
      'allowed',
    ],
    ['account_billing, user management', viewer({ account_billing: true }), 'user_management', 'forbidden'],
    ['no permissions, profile', viewer(), 'update_user_details', 'allowed'],
    ['no permissions, referrals', viewer(), 'referrals', 'allowed'],
    ['removed', viewer({ removal_created_at: '2026-11-20T00:00:00.000Z' }), 'update_user_details', 'removed'],
  ])('%s', (_name, who, screen, access) => {
    expect(accountScreenAccess(who, screen)).toBe(access);
  });
});
