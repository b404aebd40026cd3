import type { SignUpRequest } from '@mesonet/shared/auth/auth.schema';
import { signUpResponseSchema, type AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session';
import { storageKeys, writeString } from '@/lib/storage';

/** POST /api/auth. Creates the account without signing in; a failure clears any session (spec §8). */
export async function signUp(request: SignUpRequest): Promise<AuthUser> {
  try {
    const body = await api.post('/auth', request, signUpResponseSchema);
    return body.data;
  } catch (error) {
    endSession();
    throw error;
  }
}

export function useSignUp(options: { onSuccess?: (user: AuthUser, request: SignUpRequest) => void } = {}) {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user, request) => {
      // Spec §2: the login screen prefills the address just registered.
      writeString(storageKeys.uid, request.email);
      options.onSuccess?.(user, request);
    },
  });
}
