import { messageResponseSchema, type MessageResponse } from '@mesonet/shared/contracts/auth-user.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/password/edit: 200 while the token can still set a password, 422 once expired, used or unknown. */
export function checkResetToken(resetPasswordToken: string, redirectUrl: string): Promise<MessageResponse> {
  return api.get('/auth/password/edit', messageResponseSchema, {
    query: { reset_password_token: resetPasswordToken, redirect_url: redirectUrl },
  });
}

export function useCheckResetToken(resetPasswordToken: string | null, redirectUrl: string) {
  return useQuery({
    queryKey: ['auth', 'reset-token', resetPasswordToken],
    queryFn: () => checkResetToken(resetPasswordToken ?? '', redirectUrl),
    enabled: Boolean(resetPasswordToken),
    // Asked once per visit: never refetched mid-form, and never answered from an earlier visit's cache
    // (a token that was fine then may be used up now).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
