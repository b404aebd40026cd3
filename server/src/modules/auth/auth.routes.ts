import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import {
  newPasswordRequestSchema,
  passwordResetRequestSchema,
  resetTokenCheckQuerySchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@mesonet/shared/auth/auth.schema';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, parseInput } from '../../http/api-error';
import type { AuthService } from './auth.service';
import { requireSession, sendSessionHeaders, signedInSession } from './authenticate';

const minute = 60_000;

export interface AuthRateLimits {
  /** Failed sign-ins from one address within 5 minutes, on any accounts, before it must wait. */
  signInFailuresPerIp: number;
  /** Failed sign-ins on one account within 15 minutes, from anywhere, before it must wait; a success clears them. */
  signInFailuresPerAccount: number;
  passwordResetPerIp: number;
  passwordResetPerAccount: number;
  signUpPerIp: number;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  signInFailuresPerIp: 30,
  signInFailuresPerAccount: 10,
  passwordResetPerIp: 10,
  passwordResetPerAccount: 3,
  signUpPerIp: 20,
};

function accountKey(purpose: string) {
  return (request: FastifyRequest): string => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${purpose}:${typeof email === 'string' ? normaliseEmailAddress(email).slice(0, 320) : request.ip}`;
  };
}

export async function authRoutes(app: FastifyInstance, opts: { authService: AuthService; rateLimits: AuthRateLimits }) {
  const { authService, rateLimits } = opts;
  const tooMany = () => ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts);
  const perIp = (max: number, timeWindow: number) => ({
    rateLimit: { max, timeWindow, errorResponseBuilder: tooMany },
  });
  // The plugin runs one limiter per request, so the per-account count is checked here by hand.
  const perAccount = (purpose: string, max: number, timeWindow: number) => {
    const limiter = app.createRateLimit({ max, timeWindow, keyGenerator: accountKey(purpose) });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany();
    };
  };
  const signedIn = requireSession(authService);

  app.post('/api/auth', { config: perIp(rateLimits.signUpPerIp, 60 * minute) }, async (request) => {
    const fields = parseInput(signUpRequestSchema, request.body);
    return { status: 'success' as const, data: await authService.signUp(fields) };
  });

  // Failed attempts are counted per account and per address by the auth service (failed-sign-ins.ts).
  app.post('/api/auth/sign_in', async (request, reply) => {
    const credentials = parseInput(signInRequestSchema, request.body);
    const { user, session } = await authService.signIn(credentials.email, credentials.password, request.ip);
    sendSessionHeaders(reply, session);
    return { data: user };
  });

  app.delete('/api/auth/sign_out', { preHandler: signedIn }, async (request) => {
    await authService.signOut(signedInSession(request));
    return { success: true as const };
  });

  app.get('/api/auth/validate_token', { preHandler: signedIn }, async (request, reply) => {
    const session = signedInSession(request);
    sendSessionHeaders(reply, await authService.rotate(session));
    return { success: true as const, data: await authService.loadUser(session.userId) };
  });

  app.post(
    '/api/auth/password',
    {
      config: perIp(rateLimits.passwordResetPerIp, 15 * minute),
      preHandler: perAccount('password-reset', rateLimits.passwordResetPerAccount, 60 * minute),
    },
    async (request) => {
      const { email } = parseInput(passwordResetRequestSchema, request.body);
      await authService.requestPasswordReset(email);
      return {
        success: true as const,
        message: `If ${normaliseEmailAddress(email)} belongs to a Mesonet account, an email with instructions on how to reset its password is on its way.`,
      };
    },
  );

  app.get(
    '/api/auth/password/edit',
    { config: perIp(rateLimits.passwordResetPerIp * 3, 15 * minute) },
    async (request) => {
      const { reset_password_token } = parseInput(resetTokenCheckQuerySchema, request.query);
      if (!(await authService.isPasswordResetTokenUsable(reset_password_token))) {
        throw ApiError.unprocessable('reset_password_token', serverErrorMessages.resetTokenInvalid);
      }
      return { success: true as const, message: 'The reset link is valid. Choose a new password.' };
    },
  );

  app.put('/api/auth/password', { config: perIp(rateLimits.passwordResetPerIp * 3, 15 * minute) }, async (request) => {
    const fields = parseInput(newPasswordRequestSchema, request.body);
    await authService.resetPassword(fields.reset_password_token, fields.password);
    return { success: true as const, message: 'Your password has been changed. Log in with your new password.' };
  });
}
