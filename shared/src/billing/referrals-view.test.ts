import { describe, expect, it } from 'vitest';
import type { ReferralList } from '../contracts/referrals.schema';
import { referNewUserFormSchema, referralCodeFormSchema, referralsView } from './referrals-view';
import { referralMessages as m } from './referrals.messages';

// Spec §2 "Referrals", §5 "Referral email", §6 "Paid status decides referrals", §8 referral texts.
const setUp = {
  has_company_details: true,
  has_billing_plan: true,
  has_payment_method: true,
  has_user_survey_response: true,
  has_billing_discount_code_use: true,
};
const fresh = {
  has_company_details: false,
  has_billing_plan: false,
  has_payment_method: false,
  has_user_survey_response: false,
  has_billing_discount_code_use: false,
};
const list = (over: Partial<ReferralList>): ReferralList => ({
  referrals: [],
  remaining: 3,
  referrer: null,
  role: 'enter_code',
  credits: [],
  message: null,
  ...over,
});
const referrer = { name: 'Olive Referrer', company_name: 'Referrer Pty' };

describe('referralsView: which screen a member sees', () => {
  it.each([
    [
      'paid, 3 left',
      { paid: true, ...setUp },
      list({ role: 'send' }),
      { state: 'send', remaining: 3, maximumReached: null },
    ],
    ['paid, 1 left', { paid: true, ...setUp }, list({ role: 'send', remaining: 1 }), { state: 'send', remaining: 1 }],
    [
      'paid, none left: the server message',
      { paid: true, ...setUp },
      list({ role: 'send', remaining: 0, message: 'Server says no more.' }),
      { state: 'send', remaining: 0, maximumReached: 'Server says no more.' },
    ],
    [
      'paid, none left, no server message',
      { paid: true, ...setUp },
      list({ role: 'send', remaining: 0 }),
      { state: 'send', maximumReached: m.maximumReached },
    ],
    [
      'paid, list failed: empty, 0 remaining',
      { paid: true, ...setUp },
      null,
      { state: 'send', remaining: 0, maximumReached: m.maximumReached, listFailed: true, rows: [] },
    ],
    ['unpaid, no referrer', { paid: false, ...fresh }, list({}), { state: 'enter_code', listFailed: false }],
    ['unpaid, list failed', { paid: false, ...fresh }, null, { state: 'enter_code', listFailed: true }],
    [
      'the server knows better than the stored user',
      { paid: false, ...setUp },
      list({ role: 'send' }),
      { state: 'send', remaining: 3 },
    ],
    [
      'unpaid with a referrer, nothing done',
      { paid: false, ...fresh },
      list({ referrer }),
      {
        state: 'next_steps',
        referrer: { name: 'Olive Referrer', companyName: 'Referrer Pty' },
        steps: [
          { label: 'Complete the account setup checklist', screen: 'account_setup_checklist', done: false },
          { label: 'Choose a billing plan', screen: 'plan_and_extras', done: false },
          { label: 'Enter your payment details', screen: 'payment_details', done: false },
        ],
      },
    ],
    [
      'unpaid with a referrer, plan and card done',
      { paid: false, ...fresh, has_billing_plan: true, has_payment_method: true },
      list({ referrer }),
      {
        state: 'next_steps',
        steps: [
          expect.objectContaining({ done: false }),
          expect.objectContaining({ done: true }),
          expect.objectContaining({ done: true }),
        ],
      },
    ],
  ] as const)('%s', (_name, company, answer, expected) => {
    expect(referralsView({ company, list: answer })).toMatchObject(expected);
  });

  it.each([
    ['2026-11-21T00:00:00Z', '21/11/2026'],
    // 13:30 UTC is already the next day in Adelaide (ACDT, UTC+10:30).
    ['2026-11-21T13:30:00Z', '22/11/2026'],
    ['2026-11-21T13:29:59Z', '21/11/2026'],
    // ACST (UTC+9:30) in winter.
    ['2026-06-30T14:29:00Z', '30/06/2026'],
    ['2026-06-30T14:30:00Z', '01/07/2026'],
  ])('the referral of %s is dated %s', (iso, date) => {
    const view = referralsView({
      company: { paid: true, ...setUp },
      list: list({ role: 'send', referrals: [{ status_text: 'Sent', email: 'a@b.co', referral_date: iso }] }),
    });
    expect(view.rows).toEqual([{ status: 'Sent', email: 'a@b.co', date }]);
  });
});

describe('the referral forms', () => {
  const codeError = (referral_code: unknown) =>
    referralCodeFormSchema.safeParse({ referral_code }).error?.issues[0]?.message ?? null;
  it.each([
    ['', m.codeRequired],
    ['   ', m.codeRequired],
    [undefined, m.codeRequired],
    ['ABCD2345', null],
  ])('code %j → %s', (code, message) => expect(codeError(code)).toBe(message));

  const emailError = (email: string, email_confirmation: string) =>
    referNewUserFormSchema.safeParse({ email, email_confirmation }).error?.issues[0]?.message ?? null;
  it.each([
    ['', '', 'Email address is required'],
    ['not-an-email', 'not-an-email', 'Must be a valid email address'],
    ['grower@example.com', 'grower@example.org', 'Email addresses must match'],
    ['grower@example.com', ' Grower@Example.com ', null],
  ])('%j retyped %j → %s', (email, retyped, message) => expect(emailError(email, retyped)).toBe(message));
});
