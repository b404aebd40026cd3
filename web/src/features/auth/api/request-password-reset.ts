import type { PasswordResetRequest } from '@mesonet/shared/auth/auth.schema';
import { messageResponseSchema, type MessageResponse } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password. The server answers the same for unknown addresses, so nobody can probe for accounts. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<MessageResponse> {
  return api.post('/auth/password', request, messageResponseSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
