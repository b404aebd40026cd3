import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useCurrentUserQuery } from '../api/validate-token';

/**
 * Spec §4: signed in means an access-token cookie, a stored user and a successful validate_token.
 * While the token is being checked the stored user (if any) is offered, marked as `checking`.
 */
export type Session =
  | { status: 'checking'; user: AuthUser | null }
  | { status: 'signed-in'; user: AuthUser }
  | { status: 'signed-out'; user: null };

export function useSession(): Session {
  const query = useCurrentUserQuery();
  if (query.isPending) return { status: 'checking', user: null };
  if (query.isPlaceholderData) return { status: 'checking', user: query.data };
  if (query.isError || query.data === null) return { status: 'signed-out', user: null };
  return { status: 'signed-in', user: query.data };
}
