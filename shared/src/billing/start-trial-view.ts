import type { CompanyBilling } from '../contracts/company.schema';
import { formatBillingDateTime, formatTrialExpiry } from './billing-dates';
import { billingMessages } from './billing.messages';
import { exAndIncGst } from './plan-summary';

/**
 * One way to start (spec §2): open, or closed and why: until the checklist's steps are done (with the way
 * there), or for good, the free trial having been used by the company's owner or card elsewhere.
 */
export type StartOption = { available: true } | { available: false; why: string; toChecklist: boolean };
const needsSetup = (why: string): StartOption => ({ available: false, why, toChecklist: true });

export type StartTrialView =
  /** Neither started yet: Option 1 free trial, Option 2 billing now. */
  | {
      state: 'choose';
      planName: string | null;
      /** Null until a plan is chosen. */
      yearlyPrice: string | null;
      trial: StartOption;
      billingNow: StartOption;
    }
  /** The trial runs: its end, and billing may start at once instead. */
  | { state: 'in_use'; text: string; yearlyPrice: string; billingNow: StartOption }
  | { state: 'declined'; text: string }
  | { state: 'completed'; text: string };

const nextBilling = (billing: CompanyBilling) =>
  billing.billing_plan_billing_next_billable_at
    ? ` Your next billing date is ${formatBillingDateTime(billing.billing_plan_billing_next_billable_at)}.`
    : '';

/**
 * Start Trial or Billing (spec §2 "Account area", §4, §9). The free trial needs company details, a plan,
 * payment details and the survey; starting billing now needs all but the survey. Once one has started
 * the screen says which, in the spec's words ('free trial in progress', 'billing has started, you
 * declined the free trial', 'trial ended, billing started').
 */
export function startTrialView(billing: CompanyBilling): StartTrialView {
  const planName = billing.billing_item_access_plan?.billing_product_name ?? null;
  const yearlyPrice = exAndIncGst(billing.total_yearly_recurring_ex_tax, billing.total_yearly_recurring_inc_tax);
  const canBill = billing.has_company_details && billing.has_billing_plan && billing.has_payment_method;
  const billingNow: StartOption = canBill ? { available: true } : needsSetup(billingMessages.billingNeedsSetup);
  const onPlan = planName ? ` on the ${planName} plan` : '';
  switch (billing.billing_discount_code_status) {
    case 'in_use': {
      const until = billing.billing_plan_free_until;
      return {
        state: 'in_use',
        text: `You have a free trial in progress${onPlan}. It ends ${until ? `at ${formatTrialExpiry(until)}` : 'soon'}, and billing starts then.`,
        yearlyPrice,
        billingNow,
      };
    }
    case 'declined':
      return {
        state: 'declined',
        text: `Thank you: billing has started, you declined the free trial.${nextBilling(billing)}`,
      };
    case 'completed': {
      const firstBilled = billing.billing_plan_billing_first_billed_at;
      return {
        state: 'completed',
        text: `Your free trial ended, billing started${firstBilled ? ` on ${formatBillingDateTime(firstBilled)}` : ''}. Thank you for staying with us.${nextBilling(billing)}`,
      };
    }
    default: {
      const canTrial = canBill && billing.has_user_survey_response;
      return {
        state: 'choose',
        planName,
        yearlyPrice: planName ? yearlyPrice : null,
        trial: !billing.free_trial_available
          ? { available: false, why: billingMessages.freeTrialUsedElsewhere, toChecklist: false }
          : canTrial
            ? { available: true }
            : needsSetup(billingMessages.trialNeedsSetup),
        billingNow,
      };
    }
  }
}

/** What confirming the trial means, for its confirm form. */
export const trialConfirmText =
  "Your two-week free trial starts now. Nothing is charged until it ends; then your plan's first year is charged to your saved card.";

/** What confirming billing now means: the first year is charged at once. */
export function billingNowConfirmText(yearlyPrice: string | null): string {
  return `Your plan's first year${yearlyPrice ? `, ${yearlyPrice},` : ''} is charged to your saved card now, and billing carries on yearly from today.`;
}

export interface StartedNotice {
  tone: 'success' | 'error';
  text: string;
  /** A failed first charge: the way to Payment Details, where a new card pays the invoice. */
  toPaymentDetails: boolean;
}

/**
 * What the screen says once the trial or billing started: the server's message, as a problem when the
 * first charge failed (its invoice is unpaid; spec §8), else as good news.
 */
export function startedNotice(answer: {
  message: string;
  invoice: { status: 'paid' | 'unpaid' } | null;
}): StartedNotice {
  const failed = answer.invoice?.status === 'unpaid';
  return { tone: failed ? 'error' : 'success', text: answer.message, toPaymentDetails: failed };
}
