import { describe, expect, it } from 'vitest';
import type { AccountSetupFlags } from '../account/account-setup';
import { billingBanner, defaultRemainFreeText, type BillingBannerInput } from './billing-banner';

const flags = (n: number): AccountSetupFlags => ({
  has_company_details: n > 0,
  has_billing_plan: n > 1,
  has_payment_method: n > 2,
  has_user_survey_response: n > 3,
  has_billing_discount_code_use: n > 4,
});
const base: BillingBannerInput = {
  canManageBilling: true,
  planKey: 'farm_bundle_1',
  flags: flags(2),
  discountCodeStatus: null,
  freeUntil: null,
  unpaidInvoiceCount: 0,
  unpaidPastLastRetry: false,
  freeTrialAvailable: true,
  remainFreeText: defaultRemainFreeText,
};

// Spec §6 (who sees it) and §8 (texts).
describe('billing banner', () => {
  it.each<[string, Partial<BillingBannerInput>, string | null, string | null]>([
    ['a member without account and billing', { canManageBilling: false, unpaidInvoiceCount: 2 }, null, null],
    ['no plan', { planKey: null }, null, null],
    ['all access', { planKey: 'all_access_1', unpaidInvoiceCount: 1 }, null, null],
    ['admin', { planKey: 'admin_1' }, null, null],
    [
      'two invoices outstanding',
      { unpaidInvoiceCount: 2, discountCodeStatus: 'completed', flags: flags(5) },
      'declined_card',
      'Your credit card payment has been declined and you have 2 invoice(s) outstanding. You can click/tap here to enter a new credit card and pay the outstanding invoice(s).',
    ],
    [
      'unpaid past the last retry: the free plan until paid',
      { unpaidInvoiceCount: 1, unpaidPastLastRetry: true, discountCodeStatus: 'completed', flags: flags(5) },
      'declined_card',
      'Your credit card payment has been declined and you have 1 invoice(s) outstanding. You can click/tap here to enter a new credit card and pay the outstanding invoice(s). Until they are paid, your company sees only what the Free Access plan shows.',
    ],
    [
      'a trial in progress',
      { discountCodeStatus: 'in_use', freeUntil: '2026-12-05T13:30:00.000Z', flags: flags(5) },
      'trial',
      'You are currently trialling the Farm Bundle plan. Your billing commences at 6 Dec 2026 at 12:00 AM.',
    ],
    [
      'setup done but the trial',
      { flags: flags(4) },
      'trial_offer',
      'You have selected the Farm Bundle plan. If you want to accept the two week free trial offer, click/tap here.',
    ],
    [
      'setup done, the trial used by the owner or card elsewhere',
      { flags: flags(4), freeTrialAvailable: false },
      'start_billing',
      'You have selected the Farm Bundle plan. The two-week free trial has already been used by your account owner or card, so click/tap here to start billing.',
    ],
    [
      'two of five steps, no trial to come',
      { freeTrialAvailable: false },
      'setup',
      'You have completed 2 of 5 steps in the account setup process. Please complete all steps to start your plan. Limestone Coast and McLaren Vale sites will remain free until sometime in 2025.',
    ],
    [
      'two of five steps',
      {},
      'setup',
      'You have completed 2 of 5 steps in the account setup process. Please complete all steps to commence your two-week free trial. Limestone Coast and McLaren Vale sites will remain free until sometime in 2025.',
    ],
    [
      'the remain-free sentence comes from the setting',
      { remainFreeText: 'Some sites stay free until 2027.' },
      'setup',
      'You have completed 2 of 5 steps in the account setup process. Please complete all steps to commence your two-week free trial. Some sites stay free until 2027.',
    ],
    ['billing running, nothing owed', { discountCodeStatus: 'declined', flags: flags(5) }, null, null],
  ])('%s', (_name, input, kind, text) => {
    const banner = billingBanner({ ...base, ...input });
    expect(banner?.kind ?? null).toBe(kind);
    expect(banner?.text ?? null).toBe(text);
  });
});
