import { describe, expect, it } from 'vitest';
import {
  accountLayoutView,
  accountMenuEntryOf,
  accountSetupChecklist,
  type AccountLayoutViewer,
  type ChecklistStepState,
} from './account-layout-view';
import type { AccountScreenKey } from './account-menu';
import type { AccountSetupFlags } from './account-setup';

const noSteps: AccountSetupFlags = {
  has_company_details: false,
  has_billing_plan: false,
  has_payment_method: false,
  has_user_survey_response: false,
  has_billing_discount_code_use: false,
};
const plan = { billing_product_key: 'farm_bundle_1', billing_product_name: 'Farm Bundle', user_limit: null };

function viewer(
  flags: Partial<AccountLayoutViewer['permissions']> = {},
  steps: Partial<AccountSetupFlags> = {},
): AccountLayoutViewer {
  return {
    permissions: {
      owner: false,
      home_location_growing_seasons: false,
      account_billing: false,
      user_management: false,
      removal_created_at: null,
      ...flags,
    },
    company: { billing_item_access_plan: plan, ...noSteps, ...steps },
  };
}

const owner = viewer({ owner: true });
const removedAt = '2026-11-20T00:00:00.000Z';

describe('account layout (spec §2 "Account area", §6)', () => {
  it.each<[string, AccountLayoutViewer, AccountScreenKey | null, string, string | null, string | null]>([
    // name, viewer, screen, state, selected menu entry, 'Next Step' label
    ['removed owner', viewer({ owner: true, removal_created_at: removedAt }), 'company_details', 'removed', null, null],
    ['removed member, index', viewer({ removal_created_at: removedAt }), null, 'removed', null, null],
    ['owner, index: no banner', owner, null, 'allowed', null, null],
    [
      'owner, checklist',
      owner,
      'account_setup_checklist',
      'allowed',
      'account_setup_checklist',
      'Complete Your Company Details',
    ],
    ["owner, the next step's own screen", owner, 'company_details', 'allowed', 'company_details', null],
    ['owner, a later step', owner, 'user_survey', 'allowed', 'user_survey', 'Complete Your Company Details'],
    ['owner, not a checklist screen', owner, 'update_user_details', 'allowed', 'update_user_details', null],
    ['owner, user management sub-page', owner, 'user_management/invite', 'allowed', 'user_management', null],
    [
      'owner with details done',
      viewer({ owner: true }, { has_company_details: true }),
      'company_details',
      'allowed',
      'company_details',
      'Select a Billing Plan',
    ],
    [
      'discount code use recorded hides the banner',
      viewer({ owner: true }, { has_billing_discount_code_use: true }),
      'account_setup_checklist',
      'allowed',
      'account_setup_checklist',
      null,
    ],
    [
      'account_billing member, survey',
      viewer({ account_billing: true }),
      'user_survey',
      'allowed',
      'user_survey',
      'Complete Your Company Details',
    ],
    [
      'member without billing, company details',
      viewer({ user_management: true }),
      'company_details',
      'forbidden',
      'company_details',
      null,
    ],
    [
      'member without users, edit',
      viewer({ account_billing: true }),
      'user_management/edit/:emailAddress',
      'forbidden',
      'user_management',
      null,
    ],
    ['member without permissions, profile', viewer(), 'update_user_details', 'allowed', 'update_user_details', null],
  ])('%s', (_name, who, screen, state, selected, nextStep) => {
    const view = accountLayoutView(who, screen);
    expect(view.state).toBe(state);
    expect('selected' in view ? view.selected : null).toBe(selected);
    expect(view.state === 'allowed' ? (view.nextStep?.label ?? null) : null).toBe(nextStep);
  });

  it("gives the menu of the viewer's permissions", () => {
    const view = accountLayoutView(viewer({ user_management: true, home_location_growing_seasons: true }), null);
    expect(view.state === 'allowed' && view.menu.map((entry) => entry.label)).toEqual([
      'User Management',
      'Update User Profile',
      'Referrals',
    ]);
    const forbidden = accountLayoutView(viewer(), 'company_details');
    expect(forbidden.state === 'forbidden' && forbidden.menu.map((entry) => entry.screen)).toEqual([
      'update_user_details',
      'referrals',
    ]);
  });

  it.each<[AccountScreenKey | null, string | null]>([
    [null, null],
    ['referrals', 'referrals'],
    ['user_management', 'user_management'],
    ['user_management/invite', 'user_management'],
    ['user_management/edit/:emailAddress', 'user_management'],
  ])('%s sits under the menu entry %s', (screen, entry) => {
    expect(accountMenuEntryOf(screen)).toBe(entry);
  });
});

describe('account setup checklist (spec §2, §4)', () => {
  it.each<[string, Partial<AccountSetupFlags>, ChecklistStepState[]]>([
    ['fresh sign-up', {}, ['next', 'to_do', 'to_do', 'to_do', 'to_do']],
    ['details saved', { has_company_details: true }, ['done', 'next', 'to_do', 'to_do', 'to_do']],
    [
      'survey answered before the plan',
      { has_company_details: true, has_user_survey_response: true },
      ['done', 'next', 'to_do', 'done', 'to_do'],
    ],
    ['a later step only', { has_payment_method: true }, ['next', 'to_do', 'done', 'to_do', 'to_do']],
    [
      'everything done',
      {
        has_company_details: true,
        has_billing_plan: true,
        has_payment_method: true,
        has_user_survey_response: true,
        has_billing_discount_code_use: true,
      },
      ['done', 'done', 'done', 'done', 'done'],
    ],
  ])('%s', (_name, done, states) => {
    const rows = accountSetupChecklist({ ...noSteps, ...done });
    expect(rows.map((row) => row.state)).toEqual(states);
    expect(rows.map((row) => row.step.label)).toEqual([
      'Complete Your Company Details',
      'Select a Billing Plan',
      'Enter Your Payment Details',
      'Complete User Survey',
      'Start Trial or Billing',
    ]);
  });
});
