import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { authHeaderNames } from '@mesonet/shared/contracts/auth-user.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthService, AuthenticatedSession, IssuedSession, SessionHeaders } from './auth.service';

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
