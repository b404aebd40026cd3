import { formatInZone, networkTimeZone } from '../time/local-time';
import type { z } from 'zod';
import { emailConfirmationField, retypedEmailMatches, retypedEmailMismatch } from '../account/retyped-email';
import { referralCodeSchema, referralEmailSchema, type ReferralList } from '../contracts/referrals.schema';
import { referralRole } from './referrals';
import { referralMessages as m } from './referrals.messages';

/**
 * What the Referrals screen shows (spec §2 "Referrals", §5, §6, §8): a paid company refers new users, an
 * unpaid one enters the code it was sent, and once it has a referrer it is pointed at the steps that make
 * the referral count (a paid plan).
 */
export const referralScreenTexts = {
  /** Spec §2: what a signed-out visitor is told. */
  logInNotice:
    'Please log in to see your referrals. A referral can only be accepted by the invited email address, so log in with the email address the referral was sent to.',
  nextStepsIntro: 'To complete the referral and receive your cashback:',
  noReferrals: 'You have not referred anyone yet.',
} as const;

export interface ReferralTableRow {
  status: string;
  email: string;
  /** dd/MM/yyyy in Adelaide (spec §9 date display). */
  date: string;
}

export interface ReferralNextStep {
  label: string;
  screen: 'account_setup_checklist' | 'plan_and_extras' | 'payment_details';
  done: boolean;
}

export type ReferralsView = {
  rows: ReferralTableRow[];
  /** The list could not be loaded: the screen shows why, with an empty list and 0 remaining (spec §8). */
  listFailed: boolean;
} & (
  | {
      state: 'send';
      remaining: number;
      /** Set at 0 remaining: the form is replaced by it. */ maximumReached: string | null;
    }
  | { state: 'enter_code' }
  | { state: 'next_steps'; referrer: { name: string; companyName: string }; steps: ReferralNextStep[] }
);

export interface ReferralsViewInput {
  company: {
    paid: boolean;
    has_company_details: boolean;
    has_billing_plan: boolean;
    has_payment_method: boolean;
    has_user_survey_response: boolean;
    has_billing_discount_code_use: boolean;
  };
  /** The server's list; null when it failed to load. */
  list: ReferralList | null;
}

export const referralDate = (iso: string): string =>
  formatInZone(new Date(iso).getTime(), networkTimeZone, 'dd/MM/yyyy');

/** Which of the three screens a member sees, and the table of the referrals they sent. */
export function referralsView({ company, list }: ReferralsViewInput): ReferralsView {
  const rows = (list?.referrals ?? []).map((r) => ({
    status: r.status_text,
    email: r.email,
    date: referralDate(r.referral_date),
  }));
  const listFailed = list === null;
  // The server's answer is fresher than the signed-in user kept in the browser.
  const role = list?.role ?? referralRole(company);
  if (role === 'send') {
    const remaining = list?.remaining ?? 0;
    return {
      state: 'send',
      rows,
      listFailed,
      remaining,
      maximumReached: remaining > 0 ? null : (list?.message ?? m.maximumReached),
    };
  }
  if (!list?.referrer) return { state: 'enter_code', rows, listFailed };
  const setupDone = [
    company.has_company_details,
    company.has_billing_plan,
    company.has_payment_method,
    company.has_user_survey_response,
  ].every(Boolean);
  return {
    state: 'next_steps',
    rows,
    listFailed,
    referrer: { name: list.referrer.name, companyName: list.referrer.company_name },
    steps: [
      { label: 'Complete the account setup checklist', screen: 'account_setup_checklist', done: setupDone },
      { label: 'Choose a billing plan', screen: 'plan_and_extras', done: company.has_billing_plan },
      { label: 'Enter your payment details', screen: 'payment_details', done: company.has_payment_method },
    ],
  };
}

/** The 'Enter referral code' form (spec §5: 'Referral code is required'), prefilled from ?referral_code=. */
export const referralCodeFormSchema = referralCodeSchema;
export type ReferralCodeForm = z.input<typeof referralCodeFormSchema>;

/** The 'Refer a new user' form: the invite rules of spec §5 (required, valid, retyped the same). */
export const referNewUserFormSchema = referralEmailSchema
  .extend({ email_confirmation: emailConfirmationField })
  .refine(retypedEmailMatches, retypedEmailMismatch);
export type ReferNewUserForm = z.input<typeof referNewUserFormSchema>;
