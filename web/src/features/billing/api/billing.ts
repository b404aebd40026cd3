import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { billingResponseSchema, type BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { CompanyBilling } from '@mesonet/shared/contracts/company.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { stationsQueryOptions } from '@/lib/stations-query';

/** One cache entry per company member, so a sign-in as someone else never sees the last company's billing. */
export const billingQueryKey = (userId: number | null) => ['billing', userId] as const;

/** GET /api/members/billing (owner or account_billing): the company's billing state, invoices and card processor. */
export function getBilling(signal?: AbortSignal): Promise<BillingResponse> {
  return api.get('/members/billing', billingResponseSchema, { signal });
}

/**
 * `userId` null: the viewer may not see billing, so nothing is asked. Each screen asks again when it
 * opens: the setup flags in it (has_company_details, has_user_survey_response…) change with saves on
 * the account screens, which do not answer with billing.
 */
export function useBillingQuery(userId: number | null) {
  return useQuery({
    queryKey: billingQueryKey(userId),
    queryFn: ({ signal }) => getBilling(signal),
    enabled: userId !== null,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/**
 * Every billing change answers with the company's new billing state: it replaces the cached one at once
 * (banners and screens follow), and the invoices are fetched again behind it. A plan that took effect
 * (a trial or billing started, an upgrade) changes what the map may show, so the readings are asked
 * for again too rather than at the next 60 s refresh.
 */
function useStoreCompanyBilling(userId: number | null): (billing: CompanyBilling) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (billing: CompanyBilling) => {
      queryClient.setQueryData<BillingResponse>(billingQueryKey(userId), (cached) =>
        cached ? { ...cached, billing } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: stationsQueryOptions('member', userId).queryKey });
    },
    [queryClient, userId],
  );
}

/** What every billing change answers with: the refreshed user (spec §7) and the company's billing. */
interface BillingChangeAnswer {
  data: AuthUser;
  billing: CompanyBilling;
}

/**
 * A billing change (plan, card, trial or billing start): the answer's user goes to the session (header
 * badge, menu, banners) and its billing state to the cache. `userId` is the screen's viewer.
 */
export function useBillingChange<Input, Answer extends BillingChangeAnswer>(
  send: (input: Input) => Promise<Answer>,
  { userId, onUserChanged }: { userId: number | null; onUserChanged: (user: AuthUser) => void },
) {
  const storeBilling = useStoreCompanyBilling(userId);
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      onUserChanged(answer.data);
      storeBilling(answer.billing);
    },
  });
}
