import { referralMessageSchema, type SendReferralRequest } from '@mesonet/shared/contracts/referrals.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referralsKey } from './get-referrals';

/** POST /api/members/referrals: mails the invitee a code valid 7 days. */
export function sendReferral(request: SendReferralRequest): Promise<{ message: string }> {
  return api.post('/members/referrals', request, referralMessageSchema);
}

export function useSendReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferral,
    // The table gains the new row and the remaining count drops.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKey }),
  });
}
