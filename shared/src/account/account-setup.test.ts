import { describe, expect, it } from 'vitest';
import {
  completedAccountSetupStepCount,
  isAccountSetupComplete,
  nextAccountSetupStep,
  nextStepBanner,
  type AccountSetupFlags,
} from './account-setup';

const none: AccountSetupFlags = {
  has_company_details: false,
  has_billing_plan: false,
  has_payment_method: false,
  has_user_survey_response: false,
  has_billing_discount_code_use: false,
};

describe('account setup (spec §2 "Account area", §4)', () => {
  it.each<[string, Partial<AccountSetupFlags>, string | null, number]>([
    ['nothing done', {}, 'Complete Your Company Details', 0],
    ['details done', { has_company_details: true }, 'Select a Billing Plan', 1],
    ['a later step done first', { has_billing_plan: true }, 'Complete Your Company Details', 1],
    [
      'all but survey and trial',
      { has_company_details: true, has_billing_plan: true, has_payment_method: true },
      'Complete User Survey',
      3,
    ],
    [
      'all but trial',
      { has_company_details: true, has_billing_plan: true, has_payment_method: true, has_user_survey_response: true },
      'Start Trial or Billing',
      4,
    ],
    [
      'all five',
      {
        has_company_details: true,
        has_billing_plan: true,
        has_payment_method: true,
        has_user_survey_response: true,
        has_billing_discount_code_use: true,
      },
      null,
      5,
    ],
  ])('%s', (_name, done, nextLabel, count) => {
    const flags = { ...none, ...done };
    expect(nextAccountSetupStep(flags)?.label ?? null).toBe(nextLabel);
    expect(isAccountSetupComplete(flags)).toBe(nextLabel === null);
    expect(completedAccountSetupStepCount(flags)).toBe(count);
  });
});

describe('\'Next Step\' banner (spec §2 "Account area")', () => {
  const allButTrial = {
    has_company_details: true,
    has_billing_plan: true,
    has_payment_method: true,
    has_user_survey_response: true,
  };
  it.each<[string, Partial<AccountSetupFlags>, string, string | null]>([
    ['nothing done, on the checklist', {}, 'account_setup_checklist', 'company_details'],
    ['nothing done, on the company details screen itself', {}, 'company_details', null],
    ['nothing done, on a later step', {}, 'user_survey', 'company_details'],
    ['details done, on company details', { has_company_details: true }, 'company_details', 'plan_and_extras'],
    ['details done, on the plan screen', { has_company_details: true }, 'plan_and_extras', null],
    [
      'only the survey left, on payment',
      { ...allButTrial, has_user_survey_response: false },
      'payment_details',
      'user_survey',
    ],
    ['only the trial left, on the checklist', allButTrial, 'account_setup_checklist', 'start_trial_or_billing'],
    ['only the trial left, on its screen', allButTrial, 'start_trial_or_billing', null],
    [
      'discount code use recorded, others not',
      { has_billing_discount_code_use: true },
      'account_setup_checklist',
      null,
    ],
    ['all five done', { ...allButTrial, has_billing_discount_code_use: true }, 'company_details', null],
    ['not a checklist screen', {}, 'update_user_details', null],
    ['user management is not a checklist screen', {}, 'user_management', null],
  ])('%s', (_name, done, screen, expectedScreen) => {
    expect(nextStepBanner({ ...none, ...done }, screen)?.screen ?? null).toBe(expectedScreen);
  });

  it('links with the exact label of the step', () => {
    expect(nextStepBanner(none, 'account_setup_checklist')?.label).toBe('Complete Your Company Details');
  });
});
