import {
  completeSignupInvitationSchema,
  type CompleteSignupInvitation,
} from '@mesonet/shared/contracts/account.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/accept_invitation_and_complete_signup: whether the mail's link can still be used ('none' if not). */
export function getSignupInvitation(invitationToken: string, signal?: AbortSignal): Promise<CompleteSignupInvitation> {
  return api.get('/accept_invitation_and_complete_signup', completeSignupInvitationSchema, {
    query: { invitation_token: invitationToken },
    signal,
  });
}

export function useSignupInvitationQuery(invitationToken: string | null) {
  return useQuery({
    queryKey: ['company-users', 'signup-invitation', invitationToken] as const,
    queryFn: ({ signal }) => getSignupInvitation(invitationToken ?? '', signal),
    enabled: invitationToken !== null,
    retry: false,
    // A link is good until it is used: ask each time the screen opens.
    staleTime: 0,
    gcTime: 0,
  });
}
