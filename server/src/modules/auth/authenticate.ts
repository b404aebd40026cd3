import { accountMessages } from '@mesonet/shared/account/account.messages';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { authHeaderNames } from '@mesonet/shared/contracts/auth-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthenticatedSession, IssuedSession, SessionHeaders } from './auth-sessions';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function sessionHeaders(request: FastifyRequest): SessionHeaders {
  return {
    accessToken: header(request, authHeaderNames.accessToken),
    client: header(request, authHeaderNames.client),
    uid: header(request, authHeaderNames.uid),
  };
}

function admit(request: FastifyRequest, session: AuthenticatedSession | null, done: (error?: Error) => void): void {
  request.session = session;
  done(session ? undefined : ApiError.field(401, 'base', serverErrorMessages.notSignedIn));
}

/**
 * A preHandler for signed-in routes: sets `request.session` or answers 401. A session this process
 * checked lately goes on at once, without a promise: the map's members poll passes here.
 */
export function requireSession(authService: AuthService) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const headers = sessionHeaders(request);
    const cached = authService.cachedSession(headers);
    if (cached !== undefined) admit(request, cached, done);
    else authService.authenticate(headers).then((session) => admit(request, session, done), done);
  };
}

export function signedInSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  return request.session;
}

/**
 * A preHandler for the calls of a company's members: signed in (401) and not removed from the company
 * (403 `accountMessages.removedFromCompany`). A removed member may still sign in, read their own user
 * and make a company of their own (spec §4, §6), none of them a member call. A session checked lately
 * that says "member" goes on without waiting; "removed" is looked up again, so someone who has just made
 * their own company is let in at once.
 */
export function requireActiveMember(authService: AuthService) {
  const signedIn = requireSession(authService);
  const removed = () => ApiError.field(403, 'base', accountMessages.removedFromCompany);
  function member(session: AuthenticatedSession, done: (error?: Error) => void): void {
    if (!session.removedFromCompany) return done();
    authService.isRemovedFromCompany(session.userId).then((still) => done(still ? removed() : undefined), done);
  }
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    if (request.session) return member(request.session, done);
    signedIn(request, reply, (error) => (error ? done(error) : member(signedInSession(request), done)));
  };
}

/**
 * Puts requireActiveMember after the own preHandlers of every route under /api/members/ as it is
 * registered: one rule in one place, which a new member route cannot forget. Call before the routes.
 */
export function guardMemberRoutes(app: FastifyInstance, authService: AuthService): void {
  const activeMember: preHandlerHookHandler = requireActiveMember(authService);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/members/')) route.preHandler = [route.preHandler ?? [], activeMember].flat();
  });
}

/** CONTRACT.md §3: the session travels in these response headers. */
export function sendSessionHeaders(reply: FastifyReply, session: IssuedSession): void {
  reply.headers({
    [authHeaderNames.accessToken]: session.accessToken,
    [authHeaderNames.client]: session.client,
    [authHeaderNames.uid]: session.uid,
    [authHeaderNames.expiry]: String(Math.floor(session.expiresAt.getTime() / 1000)),
    [authHeaderNames.tokenType]: 'Bearer',
  });
}
