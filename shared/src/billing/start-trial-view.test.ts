import { describe, expect, it } from 'vitest';
import type { CompanyBilling } from '../contracts/company.schema';
import { billingNowConfirmText, startedNotice, startTrialView, trialConfirmText } from './start-trial-view';

const farmPlan: CompanyBilling['billing_item_access_plan'] = {
  billing_product_key: 'farm_bundle_1',
  billing_product_name: 'Farm Bundle',
  site_slug: null,
  site_name: null,
  site_object: null,
  additional_aws_slugs: [],
  additional_aws_objects: [],
  additional_aws_details: [],
  price_yearly_recurring_ex_tax: 36500,
  price_yearly_recurring_inc_tax: 40150,
  free_until: null,
  first_billed_at: null,
  last_billed_at: null,
  next_billable_at: null,
  paid_until: null,
  user_limit: null,
};

const billing = (overrides: Partial<CompanyBilling> = {}): CompanyBilling => ({
  paid: false,
  has_company_details: true,
  has_billing_plan: true,
  has_payment_method: true,
  has_user_survey_response: true,
  has_billing_discount_code_use: false,
  billing_product_feature_set_key: 'farm_bundle',
  billing_item_access_plan: farmPlan,
  scheduled_billing_item_access_plan: null,
  billing_discount_code_status: null,
  billing_discount_code_user_acceptance: null,
  billing_plan_free_until: null,
  billing_plan_billing_next_billable_at: null,
  billing_plan_billing_first_billed_at: null,
  total_yearly_recurring_ex_tax: 36500,
  total_yearly_recurring_inc_tax: 40150,
  default_access_plan_user_limit: 3,
  invoices_payment_unsuccessful: [],
  unpaid_past_last_retry: false,
  free_trial_available: true,
  stations_changeable_from: null,
  active_payment_method: null,
  ...overrides,
});

const open = { available: true } as const;
const trialNeedsSetup = {
  available: false,
  toChecklist: true,
  why: 'The free trial can start once your company details, billing plan, payment details and user survey are complete. Please complete the account setup checklist first.',
} as const;
const billingNeedsSetup = {
  available: false,
  toChecklist: true,
  why: 'Billing can start once your company details, billing plan and payment details are complete. Please complete the account setup checklist first.',
} as const;
const yearlyPrice = '$365.00 ex GST ($401.50 inc GST)';

// Spec §2 "Start Trial or Billing", §9 (trial expiry one millisecond early, in Adelaide).
describe('start trial or billing', () => {
  it.each<[string, Partial<CompanyBilling>, ReturnType<typeof startTrialView>]>([
    [
      'everything done: both options',
      {},
      { state: 'choose', planName: 'Farm Bundle', yearlyPrice, trial: open, billingNow: open },
    ],
    [
      // One free trial per owner and per card: billing now is the way to start.
      'the trial used by the owner or card elsewhere: billing now only',
      { free_trial_available: false },
      {
        state: 'choose',
        planName: 'Farm Bundle',
        yearlyPrice,
        trial: {
          available: false,
          toChecklist: false,
          why: 'The two-week free trial is offered once per account owner and per card, and yours has already been used with another company. Your billing starts as soon as you start it.',
        },
        billingNow: open,
      },
    ],
    [
      'no survey: billing now only',
      { has_user_survey_response: false },
      { state: 'choose', planName: 'Farm Bundle', yearlyPrice, trial: trialNeedsSetup, billingNow: open },
    ],
    [
      'no card: neither',
      { has_payment_method: false },
      { state: 'choose', planName: 'Farm Bundle', yearlyPrice, trial: trialNeedsSetup, billingNow: billingNeedsSetup },
    ],
    [
      'no plan: neither',
      {
        has_billing_plan: false,
        billing_item_access_plan: null,
        total_yearly_recurring_ex_tax: 0,
        total_yearly_recurring_inc_tax: 0,
      },
      {
        state: 'choose',
        planName: null,
        yearlyPrice: null,
        trial: trialNeedsSetup,
        billingNow: billingNeedsSetup,
      },
    ],
    [
      'no company details: neither',
      { has_company_details: false },
      { state: 'choose', planName: 'Farm Bundle', yearlyPrice, trial: trialNeedsSetup, billingNow: billingNeedsSetup },
    ],
    [
      // Midnight at the start of 10 Dec in Adelaide (ACDT) shows as the last minute of 9 Dec.
      'trial in progress',
      { billing_discount_code_status: 'in_use', billing_plan_free_until: '2026-12-09T13:30:00.000Z' },
      {
        state: 'in_use',
        text: 'You have a free trial in progress on the Farm Bundle plan. It ends at 9 Dec 2026 at 11:59 PM, and billing starts then.',
        yearlyPrice,
        billingNow: open,
      },
    ],
    [
      'trial declined',
      {
        billing_discount_code_status: 'declined',
        billing_plan_billing_next_billable_at: '2027-11-26T00:00:00.000Z',
      },
      {
        state: 'declined',
        text: 'Thank you: billing has started, you declined the free trial. Your next billing date is 26 Nov 2027 at 10:30 AM.',
      },
    ],
    [
      'trial completed',
      {
        billing_discount_code_status: 'completed',
        billing_plan_billing_first_billed_at: '2026-10-27T00:00:00.000Z',
        billing_plan_billing_next_billable_at: '2027-10-27T00:00:00.000Z',
      },
      {
        state: 'completed',
        text: 'Your free trial ended, billing started on 27 Oct 2026 at 10:30 AM. Thank you for staying with us. Your next billing date is 27 Oct 2027 at 10:30 AM.',
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(startTrialView(billing(overrides))).toEqual(expected);
  });

  it('says what each confirmation does', () => {
    expect(trialConfirmText).toBe(
      "Your two-week free trial starts now. Nothing is charged until it ends; then your plan's first year is charged to your saved card.",
    );
    expect(billingNowConfirmText(yearlyPrice)).toBe(
      "Your plan's first year, $365.00 ex GST ($401.50 inc GST), is charged to your saved card now, and billing carries on yearly from today.",
    );
    expect(billingNowConfirmText(null)).toBe(
      "Your plan's first year is charged to your saved card now, and billing carries on yearly from today.",
    );
  });

  it.each([
    ['a trial started', { message: 'Your free trial is in progress.', invoice: null }, 'success', false],
    [
      'billing started and paid',
      { message: 'Billing has started.', invoice: { status: 'paid' as const } },
      'success',
      false,
    ],
    [
      'a failed first charge',
      { message: 'Billing has started, but…', invoice: { status: 'unpaid' as const } },
      'error',
      true,
    ],
  ])('says %s as such', (_name, answer, tone, toPaymentDetails) => {
    expect(startedNotice(answer)).toEqual({ tone, text: answer.message, toPaymentDetails });
  });
});
