import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '@/features/auth/hooks/use-session';
import { sameSitePath } from '@/lib/redirect-path';

export function LogoutRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { mutateAsync: signOut } = useSignOut();
  // A token check still in flight would store rotated tokens after sign-out cleared them: let it finish first.
  const checking = useSession().status === 'checking';
  const redirect = sameSitePath(searchParams.get('redirect')) ?? paths.map.getHref();
  // Development's StrictMode runs effects twice; the session must be revoked only once.
  const started = useRef(false);

  useEffect(() => {
    if (checking || started.current) return;
    started.current = true;
    // Sign-out clears the browser's session whether or not the server agreed, so failure still moves on.
    void signOut()
      .catch(() => undefined)
      .then(() => navigate(redirect, { replace: true }));
  }, [checking, signOut, navigate, redirect]);

  return <PageLoading label="Logging out…" />;
}
