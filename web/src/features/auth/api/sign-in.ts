import type { SignInRequest } from '@mesonet/shared/auth/auth.schema';
import { signInResponseSchema, type AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession, storeUser } from '@/lib/session';
import { storageKeys, writeString } from '@/lib/storage';
import { currentUserQueryKey } from './validate-token';

/** POST /api/auth/sign_in. The API client stores the token headers; a failure leaves no half session behind (spec §8). */
export async function signIn(credentials: SignInRequest): Promise<AuthUser> {
  try {
    const body = await api.post('/auth/sign_in', credentials, signInResponseSchema);
    return body.data;
  } catch (error) {
    endSession();
    throw error;
  }
}

export function useSignIn(options: { onSuccess?: (user: AuthUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      storeUser(user);
      writeString(storageKeys.uid, user.email);
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.(user);
    },
  });
}
