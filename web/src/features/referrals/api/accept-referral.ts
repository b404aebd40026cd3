import { referralMessageSchema } from '@mesonet/shared/contracts/referrals.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralsKey } from './get-referrals';

/** PATCH /api/members/referrals/{code} { referral: { accept: true } }: only the invited email may accept. */
export function acceptReferral(code: string): Promise<{ message: string }> {
  return api.patch(
    `/members/referrals/${encodeURIComponent(code)}`,
    { referral: { accept: true } },
    referralMessageSchema,
  );
}

export function useAcceptReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptReferral,
    // The screen turns to the next steps, naming the referrer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKey }),
  });
}
