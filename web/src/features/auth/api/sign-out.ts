import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession, hasSessionCookie } from '@/lib/session';
import { LazySchema } from '@/lib/lazy-schema';
import { removeItem, storageKeys } from '@/lib/storage';
import { currentUserQueryKey } from './validate-token';

// Every screen can sign out: the answer's schema loads on first use (lazy-schema.ts).
const signOutResponseSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/auth-user.schema').then((contract) => contract.signOutResponseSchema),
);

/** DELETE /api/auth/sign_out. Without a session there is nothing to revoke on the server. */
export async function signOut(): Promise<void> {
  if (!hasSessionCookie()) return;
  await api.delete('/auth/sign_out', signOutResponseSchema);
}

/** Spec §4: whether or not the server agreed, the browser forgets the user, the saved map view and cached data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      endSession();
      removeItem(storageKeys.mapZoom);
      removeItem(storageKeys.mapCentre);
      const currentUserHash = hashKey(currentUserQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentUserHash });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
