import {
  referralAcceptSchema,
  referralCodeSchema,
  referralEmailSchema,
} from '@mesonet/shared/contracts/referrals.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { ReferralsService } from './referrals.service';

/** The body's `referral` object: its fields are validated and named as the form knows them. */
const referralOf = (request: FastifyRequest): unknown => (request.body as { referral?: unknown } | null)?.referral;

/** Referrals' calls (shared/src/contracts/referrals.schema.ts lists them with their rules). */
export async function referralsRoutes(
  app: FastifyInstance,
  opts: { referrals: ReferralsService; authService: AuthService },
) {
  const { referrals } = opts;
  const preHandler = requireSession(opts.authService);

  app.get('/api/members/referrals', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return referrals.list(signedInSession(request).userId);
  });

  app.post('/api/members/referrals', { preHandler }, async (request) => {
    const { email } = parseInput(referralEmailSchema, referralOf(request));
    return referrals.send(signedInSession(request).userId, email);
  });

  app.patch<{ Params: { code: string } }>('/api/members/referrals/:code', { preHandler }, async (request) => {
    const { referral_code } = parseInput(referralCodeSchema, { referral_code: request.params.code });
    parseInput(referralAcceptSchema, referralOf(request));
    return referrals.accept(signedInSession(request).userId, referral_code);
  });
}
