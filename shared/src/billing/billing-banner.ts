import { accountSetupSteps, completedAccountSetupStepCount, type AccountSetupFlags } from '../account/account-setup';
import { capabilitiesOfPlan, plans, type PlanKey } from '../plans/plans';
import { formatBillingDateTime } from './billing-dates';

/** The app setting (category text_label) that ends the setup banner (spec §8), so no year is hard-coded. */
export const remainFreeTextLabelKey = 'billing_banner_remain_free';
export const defaultRemainFreeText = 'Limestone Coast and McLaren Vale sites will remain free until sometime in 2025.';

export interface BillingBannerInput {
  /** Owner or account_billing (spec §6: billing banners only for them). */
  canManageBilling: boolean;
  planKey: PlanKey | null;
  flags: AccountSetupFlags;
  discountCodeStatus: 'declined' | 'in_use' | 'completed' | null;
  freeUntil: string | null;
  unpaidInvoiceCount: number;
  /** An invoice is unpaid past its last retry: the company sees the free plan until it pays. */
  unpaidPastLastRetry: boolean;
  /** The two-week trial is still on offer (one per owner and per card). */
  freeTrialAvailable: boolean;
  /** The text label `billing_banner_remain_free`, else defaultRemainFreeText. */
  remainFreeText: string;
}

export type BillingBanner =
  | { kind: 'declined_card'; text: string; screen: 'payment_details' }
  | { kind: 'trial'; text: string; screen: 'plan_and_extras' }
  | { kind: 'trial_offer'; text: string; screen: 'start_trial_or_billing' }
  | { kind: 'start_billing'; text: string; screen: 'start_trial_or_billing' }
  | { kind: 'setup'; text: string; screen: string };

/**
 * The billing banner (spec §6, §8): hidden for people without account and billing rights, without a
 * plan, and on all_access_1 and admin_1. Outstanding invoices come first, then a running trial, then the
 * trial offer once the rest of the setup is done, then the setup count. Null: no banner.
 */
export function billingBanner(input: BillingBannerInput): BillingBanner | null {
  const { planKey } = input;
  if (!input.canManageBilling || !planKey || !capabilitiesOfPlan(planKey).billingBanner) return null;
  const planName = plans[planKey].name;
  if (input.unpaidInvoiceCount > 0) {
    return {
      kind: 'declined_card',
      screen: 'payment_details',
      text: `Your credit card payment has been declined and you have ${input.unpaidInvoiceCount} invoice(s) outstanding. You can click/tap here to enter a new credit card and pay the outstanding invoice(s).${input.unpaidPastLastRetry ? ` Until they are paid, your company sees only what the ${plans.free_access_1.name} plan shows.` : ''}`,
    };
  }
  if (input.discountCodeStatus === 'in_use' && input.freeUntil) {
    return {
      kind: 'trial',
      screen: 'plan_and_extras',
      text: `You are currently trialling the ${planName} plan. Your billing commences at ${formatBillingDateTime(input.freeUntil)}.`,
    };
  }
  if (input.discountCodeStatus !== null || input.flags.has_billing_discount_code_use) return null;
  const before = accountSetupSteps.slice(0, -1);
  if (before.every((step) => input.flags[step.flag])) {
    if (!input.freeTrialAvailable) {
      return {
        kind: 'start_billing',
        screen: 'start_trial_or_billing',
        text: `You have selected the ${planName} plan. The two-week free trial has already been used by your account owner or card, so click/tap here to start billing.`,
      };
    }
    return {
      kind: 'trial_offer',
      screen: 'start_trial_or_billing',
      text: `You have selected the ${planName} plan. If you want to accept the two week free trial offer, click/tap here.`,
    };
  }
  const next = accountSetupSteps.find((step) => !input.flags[step.flag]);
  return {
    kind: 'setup',
    screen: next?.screen ?? 'account_setup_checklist',
    text: `You have completed ${completedAccountSetupStepCount(input.flags)} of ${accountSetupSteps.length} steps in the account setup process. Please complete all steps to ${input.freeTrialAvailable ? 'commence your two-week free trial' : 'start your plan'}. ${input.remainFreeText}`,
  };
}
