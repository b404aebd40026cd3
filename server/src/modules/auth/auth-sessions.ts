import { hash } from 'node:crypto';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { sessionLifetimeMs } from '@mesonet/shared/contracts/auth-headers';
import { ApiError } from '../../http/api-error';
import { createTtlCache } from '../../lib/ttl-cache';
import type { AuthRepository } from './auth.repository';
import { newClientId, newSecretToken, sameTokenHash, tokenHash } from './session-tokens';

/** After a rotation the old token still works this long, so requests already in flight do not fail. */
export const rotationGraceMs = 30_000;
/** One session per client; beyond this many devices the least recently used is signed out. */
export const maxSessionsPerUser = 10;
/**
 * A checked session is trusted this long without asking the database again (the sites list is polled
 * every minute). Signing out or resetting a password drops it at once in this process; another app
 * process may accept the old token for at most this long.
 */
export const sessionCacheMs = 30_000;

export interface IssuedSession {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  userId: number;
  sessionId: number;
  client: string;
  uid: string;
  /** As the session was checked; requireActiveMember asks again before it refuses. */
  removedFromCompany: boolean;
}

export interface SessionHeaders {
  accessToken: string | undefined;
  client: string | undefined;
  uid: string | undefined;
}

interface WellFormedSessionHeaders {
  accessToken: string;
  client: string;
  uid: string;
  /** Where this process keeps the checked session: a one-shot digest of the token, not the token. */
  cacheKey: string;
}

/** Headers that could be a session (all there, none absurdly long), with their cache key; else null. */
function wellFormed({ accessToken, client, uid }: SessionHeaders): WellFormedSessionHeaders | null {
  if (!accessToken || !client || !uid || accessToken.length > 200 || client.length > 200 || uid.length > 320) {
    return null;
  }
  return { accessToken, client, uid, cacheKey: `${uid}\n${client}\n${hash('sha256', accessToken, 'base64url')}` };
}

export interface SessionDeps {
  auth: AuthRepository;
  clock: () => Date;
  secretKey: string;
}

/** Sessions checked lately by this process, by the digest of their headers. */
export const createCheckedSessions = (clock: () => Date) =>
  createTtlCache<AuthenticatedSession>({ ttlMs: sessionCacheMs, maxEntries: 10_000, clock });
export type CheckedSessions = ReturnType<typeof createCheckedSessions>;

/**
 * The session of the token headers if this process checked them lately, without waiting: null for
 * headers that cannot be a session, undefined when only the database can tell (`authenticate`).
 * Every signed-in request asks this first.
 */
export function cachedSession(
  checkedSessions: CheckedSessions,
  headers: SessionHeaders,
): AuthenticatedSession | null | undefined {
  const checkable = wellFormed(headers);
  return checkable ? checkedSessions.get(checkable.cacheKey) : null;
}

export async function issueSession(deps: SessionDeps, userId: number, uid: string): Promise<IssuedSession> {
  const now = deps.clock();
  const session: IssuedSession = {
    accessToken: newSecretToken(),
    client: newClientId(),
    uid,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  };
  await deps.auth.insertSession({
    userId,
    client: session.client,
    tokenHash: tokenHash(session.accessToken, deps.secretKey),
    expiresAt: session.expiresAt,
    createdAt: now,
    lastUsedAt: now,
  });
  await deps.auth.pruneSessions(userId, maxSessionsPerUser, now);
  return session;
}

/** Checks the token headers of CONTRACT.md §3; null means "not signed in". */
export async function authenticate(
  deps: SessionDeps,
  checkedSessions: CheckedSessions,
  headers: SessionHeaders,
): Promise<AuthenticatedSession | null> {
  const checkable = wellFormed(headers);
  if (!checkable) return null;
  const { accessToken, client, uid, cacheKey } = checkable;
  const cached = checkedSessions.get(cacheKey);
  if (cached) return cached;
  const presented = tokenHash(accessToken, deps.secretKey);
  const user = await deps.auth.findUserByEmail(normaliseEmailAddress(uid));
  if (!user) return null;
  const session = await deps.auth.findSession(user.id, client);
  const now = deps.clock();
  if (!session || session.expiresAt <= now) return null;
  const current = sameTokenHash(presented, session.tokenHash);
  const previous =
    session.previousTokenHash !== null &&
    session.previousTokenValidUntil !== null &&
    session.previousTokenValidUntil > now &&
    sameTokenHash(presented, session.previousTokenHash);
  if (!current && !previous) return null;
  const checked = {
    userId: user.id,
    sessionId: session.id,
    client,
    uid: user.email,
    removedFromCompany: user.removalCreatedAt !== null,
  };
  // A token kept only for the rotation grace period must not outlive it through the cache.
  if (current) checkedSessions.set(cacheKey, checked);
  return checked;
}

/** A new token for the same client, with the expiry pushed out again (validate_token). */
export async function rotateSession(
  deps: SessionDeps,
  checkedSessions: CheckedSessions,
  session: AuthenticatedSession,
): Promise<IssuedSession> {
  const now = deps.clock();
  const current = await deps.auth.findSession(session.userId, session.client);
  if (!current) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  const accessToken = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await deps.auth.rotateSession(current.id, {
    tokenHash: tokenHash(accessToken, deps.secretKey),
    previousTokenHash: current.tokenHash,
    previousTokenValidUntil: new Date(now.getTime() + rotationGraceMs),
    expiresAt,
    now,
  });
  // The old token now lives only for the grace period, which the database check enforces.
  checkedSessions.deleteWhere((cached) => cached.sessionId === current.id);
  return { accessToken, client: session.client, uid: session.uid, expiresAt };
}
