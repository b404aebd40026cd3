import { planChangeQuoteQuerySchema, fakeCardRequestSchema } from '@mesonet/shared/contracts/billing.schema';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import { createFakePaymentMethod } from './fake-processor';
import type { BillingService } from './billing.service';

/** Billing's own calls (shared/src/contracts/billing.schema.ts); its company_settings updates are in accounts.routes.ts. */
export async function billingRoutes(
  app: FastifyInstance,
  opts: { billing: BillingService; authService: AuthService; clock: () => Date },
) {
  const preHandler = requireSession(opts.authService);

  app.get('/api/members/billing', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return opts.billing.billing(signedInSession(request).userId);
  });

  app.get('/api/members/plan_change_quote', { preHandler }, async (request, reply) => {
    const requested = parseInput(planChangeQuoteQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    return opts.billing.quote(signedInSession(request).userId, requested);
  });

  if (opts.billing.paymentsConfig().processor === 'fake') {
    // CONTRACT.md §4: the fake processor's card endpoint, which the browser's card form posts to.
    app.post('/api/payments/fake/payment_methods', async (request, reply) => {
      const { card } = parseInput(fakeCardRequestSchema, request.body);
      const outcome = createFakePaymentMethod(card, opts.clock());
      if (outcome.ok) return outcome.paymentMethod;
      return reply.code(outcome.status).send({
        error: { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message },
      });
    });
  }
}
