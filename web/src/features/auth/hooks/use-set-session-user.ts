import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeUser } from '@/lib/session';
import { currentUserQueryKey } from '../api/validate-token';

/**
 * Spec §4: a company update stores the refreshed user it answers with, so the header badge, the
 * account menu and the 'Next Step' banners follow at once.
 */
export function useSetSessionUser(): (user: AuthUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: AuthUser) => {
      storeUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );
}
