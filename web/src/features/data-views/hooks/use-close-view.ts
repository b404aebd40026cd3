import { closeDestination } from '@mesonet/shared/data-views/close-destination';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Closing a data view (spec §2): back when this tab came to it through the app, otherwise to the view's
 * fallback page. react-router gives the first page of a visit the key 'default' (see close-destination.ts).
 */
export function useCloseView(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const destination = closeDestination({ pathname: location.pathname, openedInApp: location.key !== 'default' });
    if (destination.kind === 'back') void navigate(-1);
    else void navigate(destination.path);
  }, [location.key, location.pathname, navigate]);
}
