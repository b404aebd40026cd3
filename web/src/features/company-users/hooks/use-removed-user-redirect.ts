import { removedUserRedirect, removedUserRedirectDelayMs } from '@mesonet/shared/account/removed-user';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec §2: a member removed from their company is sent to /create_new_company_account after 1 second,
 * wherever they are (the shared rule names the pages they may stay on).
 */
export function useRemovedUserRedirect(user: AuthUser | null): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = removedUserRedirect(user, pathname);

  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => void navigate(target), removedUserRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
}
