import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isRefusal } from '@/lib/api-client';
import { LazySchema } from '@/lib/lazy-schema';
import { currentAccessToken, endSessionIfStillUsing, hasSessionCookie, readStoredUser, storeUser } from '@/lib/session';
import { removeItem, storageKeys } from '@/lib/storage';

/** Asked as the app starts: loaded on first use (lazy-schema.ts). */
const validateTokenResponseSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/auth-user.schema').then((contract) => contract.validateTokenResponseSchema),
);

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/**
 * GET /api/auth/validate_token. No access-token cookie means nobody is signed in, so nothing is asked.
 * Spec §8: a failed validation, the server refusing the token, ends the session (unless a newer one has
 * replaced it meanwhile) and rethrows. No answer (one bar of signal, or the page being left mid-check) or
 * a server fault is not a validation: the grower stays signed in and the next start checks again.
 */
export async function validateToken(): Promise<AuthUser | null> {
  if (!hasSessionCookie()) {
    removeItem(storageKeys.user);
    return null;
  }
  const sentAccessToken = currentAccessToken();
  try {
    const body = await api.get('/auth/validate_token', validateTokenResponseSchema);
    storeUser(body.data);
    return body.data;
  } catch (error) {
    if (isRefusal(error)) endSessionIfStillUsing(sentAccessToken);
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: validateToken,
    // Without a cookie the answer is known at once, so signed-out visitors never see a "checking" state.
    initialData: () => (hasSessionCookie() ? undefined : null),
    // The stored user stands in while the token is checked, so the header does not flash signed-out.
    placeholderData: () => readStoredUser() ?? undefined,
    // Validated once per app start; sign-in, sign-out and server errors update it explicitly.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
