import { billingProductsPayload } from '@mesonet/shared/billing/plan-summary';
import { companySettingsResponseSchemas } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { planChangeQuoteSchema, type PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import type { PlanChoice } from '@mesonet/shared/plans/plans';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useBillingChange } from './billing';

/** GET /api/members/plan_change_quote: what Submit on the plan form would do, for the confirmation view. */
export function getPlanChangeQuote(choice: PlanChoice): Promise<PlanChangeQuoteDto> {
  const payload = billingProductsPayload(choice);
  return api.get('/members/plan_change_quote', planChangeQuoteSchema, {
    query: {
      primary_billing_product_key: payload.primary_billing_product_key,
      primary_billing_product_aws_slug: payload.primary_billing_product_aws_slug ?? undefined,
      additional_aws_slugs: payload.additional_aws_slugs.join(',') || undefined,
    },
  });
}

/**
 * Asked once per Submit and never refetched behind the confirmation view, so the charge the grower reads
 * is the one they confirm (the server decides again on the PUT and charges only what it quoted).
 */
export function usePlanChangeQuote() {
  return useMutation({ mutationFn: getPlanChangeQuote });
}

/** PUT /api/members/company_settings with update_type billing_products: saves, upgrades (and charges) or schedules. */
export function changePlan(choice: PlanChoice) {
  return api.put(
    '/members/company_settings',
    { update_type: 'billing_products', company_details: billingProductsPayload(choice) },
    companySettingsResponseSchemas.billing_products,
  );
}

/** The answer's user goes to the session (header badge, menu, banners) and its billing state to the cache. */
export function useChangePlan(options: { userId: number | null; onUserChanged: (user: AuthUser) => void }) {
  return useBillingChange(changePlan, options);
}
