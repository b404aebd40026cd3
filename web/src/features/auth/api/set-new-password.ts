import type { NewPasswordRequest } from '@mesonet/shared/auth/auth.schema';
import { messageResponseSchema, type MessageResponse } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/auth/password with the token from the reset mail. */
export function setNewPassword(request: NewPasswordRequest): Promise<MessageResponse> {
  return api.put('/auth/password', request, messageResponseSchema);
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
