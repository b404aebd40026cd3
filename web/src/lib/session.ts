import { authHeaderNames, sessionLifetimeMs } from '@mesonet/shared/contracts/auth-headers';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { deleteCookie, readCookie, readCookies, writeCookie } from './cookies';
import { LazySchema } from './lazy-schema';
import { readJson, removeItem, storageKeys, writeJson } from './storage';

/**
 * The browser half of the token-header session (spec §3 "Session", CONTRACT.md §3): the tokens live in
 * cookies for 14 days, the signed-in user in local storage.
 */
const sessionCookieNames = [
  authHeaderNames.accessToken,
  authHeaderNames.client,
  authHeaderNames.uid,
  authHeaderNames.expiry,
] as const;

export function hasSessionCookie(): boolean {
  return Boolean(readCookie(authHeaderNames.accessToken));
}

/** The headers an authenticated request carries, or none when the session is incomplete. */
export function sessionRequestHeaders(): Record<string, string> {
  const cookies = readCookies();
  const accessToken = cookies.get(authHeaderNames.accessToken);
  const client = cookies.get(authHeaderNames.client);
  const uid = cookies.get(authHeaderNames.uid);
  if (!accessToken || !client || !uid) return {};
  return {
    [authHeaderNames.accessToken]: accessToken,
    [authHeaderNames.client]: client,
    [authHeaderNames.uid]: uid,
  };
}

/**
 * Tokens rotate (sign-in, validate_token, other calls), so any response that carries an access-token
 * replaces the stored values. Headers the response leaves out keep their previous value.
 */
export function storeSessionFromResponse(headers: Headers): void {
  const accessToken = headers.get(authHeaderNames.accessToken);
  if (!accessToken) return;
  for (const name of sessionCookieNames) {
    const value = headers.get(name);
    if (value) writeCookie(name, value, sessionLifetimeMs);
  }
}

/** Read as the app starts, before any schema code has arrived (lazy-schema.ts). */
const storedUserSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/auth-user.schema').then((contract) => contract.authUserSchema),
);

export function readStoredUser(): AuthUser | null {
  return readJson(storageKeys.user, storedUserSchema);
}

export function storeUser(user: AuthUser): void {
  writeJson(storageKeys.user, user);
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** Lets the app drop its cached user when a session ends outside React (for example a 401 in the API client). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Forgets the tokens and the stored user, then tells whoever listens. */
export function endSession(): void {
  for (const name of sessionCookieNames) deleteCookie(name);
  removeItem(storageKeys.user);
  for (const listener of sessionEndedListeners) listener();
}

/** The access token requests carry now, to tell later whether an answer belongs to this session. */
export function currentAccessToken(): string | null {
  return readCookie(authHeaderNames.accessToken);
}

/**
 * Ends the session only if it is still the one a refused request was sent with: a late 401 to a request
 * of a session already replaced (signed in again, or rotated meanwhile) must not sign the grower out of
 * the new one.
 */
export function endSessionIfStillUsing(sentAccessToken: string | null): void {
  if (sentAccessToken === null || currentAccessToken() === sentAccessToken) endSession();
}
