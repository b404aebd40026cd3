import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { authHeaderNames } from '@mesonet/shared/contracts/auth-user.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthService, AuthenticatedSession, IssuedSession } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A preHandler for signed-in routes: sets `request.session` or answers 401. */
export function requireSession(authService: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    request.session = await authService.authenticate({
      accessToken: header(request, authHeaderNames.accessToken),
      client: header(request, authHeaderNames.client),
      uid: header(request, authHeaderNames.uid),
    });
    if (!request.session) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
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
