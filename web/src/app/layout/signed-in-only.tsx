import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '@/features/auth/hooks/use-session';
import { rememberRedirectPath } from '@/lib/redirect-path';

interface SignedInOnlyProps {
  children: (user: AuthUser) => ReactNode;
  /** What a signed-out visitor sees instead. */
  signedOut: ReactNode;
}

/** Gates a screen on a signed-in user; a signed-out visitor's path is remembered so logging in comes back here. */
export function SignedInOnly({ children, signedOut }: SignedInOnlyProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const isSignedOut = session.status === 'signed-out';

  useEffect(() => {
    if (isSignedOut) rememberRedirectPath(pathname + search);
  }, [isSignedOut, pathname, search]);

  if (session.status === 'checking') return <PageLoading />;
  if (session.status === 'signed-out') return signedOut;
  return children(session.user);
}
