import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { endSession, hasSessionCookie } from '@/lib/session';
import { removeItem, storageKeys } from '@/lib/storage';
import { currentUserQueryKey } from './validate-token';

// shared/ has no contract for this answer yet; the API gives { success: true }.
const signOutResponseSchema = z.object({ success: z.boolean() });

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
