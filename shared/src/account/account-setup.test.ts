import { describe, expect, it } from 'vitest';
import {
  completedAccountSetupStepCount,
  isAccountSetupComplete,
  nextAccountSetupStep,
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
