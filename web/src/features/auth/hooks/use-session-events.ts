import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onServerError } from '@/lib/api-client';
import { onLateRejection } from '@/lib/lazy-schema';
import { onSessionEnded } from '@/lib/session';
import { currentUserQueryKey } from '../api/validate-token';

/** Keeps the cached user and answers in step with what the API client learns outside React. */
export function useSessionEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopSessionEnded = onSessionEnded(() => queryClient.setQueryData(currentUserQueryKey, null));
    const stopServerError = onServerError(() => {
      // Spec §8: a 500 refreshes the user's session. Skipped while validating, or a failing
      // validate_token would trigger itself forever.
      if (queryClient.isFetching({ queryKey: currentUserQueryKey }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    });
    // Something shown before its schema had loaded did not match it: drop every answer and ask again,
    // now checked before use (lazy-schema.ts).
    const stopLateRejection = onLateRejection(() => void queryClient.resetQueries());
    return () => {
      stopSessionEnded();
      stopServerError();
      stopLateRejection();
    };
  }, [queryClient]);
}
