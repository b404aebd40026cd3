import { isPlanKey, plans, type FeatureSetKey, type PlanKey } from './plans';

/** What the effective plan is decided from: the company's plan and how its billing stands. */
export interface PlanStanding {
  planKey: string | null;
  hasBillingDiscountCodeUse: boolean;
  /** An invoice is still unpaid after its last retry (shared/src/billing/payment-retries.ts isPastLastRetry). */
  unpaidPastLastRetry: boolean;
}

/**
 * The plan whose feature set a company enjoys now (spec §4: "if no first billing date exists the plan is
 * simply saved with an invoice at trial end or billing start"). A plan that is sold takes effect once the
 * free trial or billing has started (has_billing_discount_code_use), and lasts while it is paid for: a
 * company with an invoice unpaid past its last retry sees the free plan until its outstanding invoices
 * are paid (docs/decisions/0007). Until then, or then, the company sees what free_access_1 sees, so
 * choosing premium is not a way to see premium data without paying. Plans that are never charged for
 * (free_access_1, and all_access_1 and admin_1, which are given rather than chosen) take effect at once.
 * No plan stays no plan: the visibility rule already shows such a company the free set.
 *
 * The billing screens keep showing the saved plan; only what the company may see waits.
 */
export function effectivePlanKey(company: PlanStanding): PlanKey | null {
  if (company.planKey === null || !isPlanKey(company.planKey)) return null;
  const plan = plans[company.planKey];
  if (plan.priceCentsExGst === 0) return plan.key;
  if (company.hasBillingDiscountCodeUse && !company.unpaidPastLastRetry) return plan.key;
  return 'free_access_1';
}

/** The feature set of the effective plan (spec §3 billing_product_feature_set_key); null without a plan. */
export function effectiveFeatureSetKey(company: PlanStanding): FeatureSetKey | null {
  const key = effectivePlanKey(company);
  return key ? plans[key].featureSetKey : null;
}
