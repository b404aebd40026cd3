import { formatPlanChangeDate } from '../billing/billing-dates';
import { isSelectablePlanKey, plans, type PlanKey } from '../plans/plans';

export interface CompanyBillingFacts {
  planKey: PlanKey | null;
  paid: boolean;
  /** Spec §3 billing_discount_code_status: declined, in_use (trial running) or completed. */
  trialStatus: 'declined' | 'in_use' | 'completed' | null;
  freeUntil: Date | null;
  firstBilledAt: Date | null;
}

/**
 * The operator console's one-line trial and billing state of a company, in the words of the account
 * screens (spec §2 "Start Trial or Billing"). Plans the network gives (all access, admin) and the free
 * plan are never billed, so they are named as such rather than as "not started".
 */
export function companyBillingState(company: CompanyBillingFacts, now: Date): string {
  if (company.planKey === null) return 'No plan chosen';
  if (plans[company.planKey].priceCentsExGst === 0) {
    return isSelectablePlanKey(company.planKey) ? 'Free plan' : 'Given by the network';
  }
  if (company.trialStatus === 'in_use' && company.freeUntil && company.freeUntil > now) {
    return `Free trial until ${formatPlanChangeDate(company.freeUntil)}`;
  }
  if (company.firstBilledAt) {
    return company.trialStatus === 'declined' ? 'Billing (trial declined)' : 'Billing';
  }
  if (company.trialStatus === 'in_use') return 'Trial ended, first charge due';
  if (company.trialStatus === 'declined') return 'Billing started, first charge due';
  return 'Set-up not finished';
}
