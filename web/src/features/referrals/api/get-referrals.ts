import { referralListSchema, type ReferralList } from '@mesonet/shared/contracts/referrals.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const referralsKey = ['referrals'] as const;
/** Keyed by the viewer: one member's referrals must never be shown to the next person signed in. */
export const referralsQueryKey = (userId: number) => [...referralsKey, userId] as const;

/** GET /api/members/referrals: the referrals this member sent, how many remain, and the company's referrer. */
export function getReferrals(signal?: AbortSignal): Promise<ReferralList> {
  return api.get('/members/referrals', referralListSchema, { signal });
}

export function useReferralsQuery(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: referralsQueryKey(userId ?? 0),
      queryFn: ({ signal }) => getReferrals(signal),
      enabled: userId !== null,
      // An invitee may accept (or let a code expire) while the screen is closed.
      staleTime: 0,
      // Spec §8: a failed list is shown as failed at once, not retried behind a spinner.
      retry: false,
    }),
  );
}
