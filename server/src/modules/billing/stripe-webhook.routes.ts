import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import type { BillingService } from './billing.service';
import { verifiedStripeEvent } from './stripe-processor';

/** Stripe's events are small; some carry a whole object, so this route allows more than the app's 64 KB. */
const webhookBodyLimit = 1024 * 1024;

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Unix seconds: the time the event records, so the same event twice writes the same values. */
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

/** The charges our billing made carry our invoice and company (stripe-processor.ts `charge`). */
const paymentIntentSchema = z.object({
  id: z.string(),
  // Unexpanded it is the payment method's id; expanded, an object with it.
  payment_method: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z
    .object({ invoice_id: z.coerce.number().int().positive(), company_id: z.coerce.number().int().positive() })
    .nullish()
    .catch(null),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});

const paymentMethodSchema = z.object({ id: z.string() });

const badRequest = (message: string) => ApiError.field(400, 'base', message);

/**
 * POST /api/payments/stripe/webhook (PAYMENTS=stripe): Stripe's events about our charges and cards. The
 * body is read raw, because the signature is over the exact bytes Stripe sent; a missing or wrong
 * signature, or one older than 5 minutes, is a 400. Events we do not handle are acknowledged so Stripe
 * does not retry them.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  opts: { billing: BillingService; webhookSecret: string; clock: () => Date },
) {
  // Scoped to this plugin: every other route keeps the JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/payments/stripe/webhook', { bodyLimit: webhookBodyLimit }, async (request) => {
    const payload = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    const signature = request.headers['stripe-signature'];
    let json: unknown;
    try {
      json = verifiedStripeEvent(
        payload,
        typeof signature === 'string' ? signature : undefined,
        opts.webhookSecret,
        opts.clock(),
      );
    } catch {
      throw badRequest('The event is not JSON.');
    }
    if (json === null) throw badRequest('The Stripe-Signature header is missing, wrong or too old.');
    const event = eventSchema.safeParse(json);
    if (!event.success) throw badRequest('The event is not a Stripe event.');
    const at = new Date(event.data.created * 1000);

    if (event.data.type === 'payment_intent.succeeded' || event.data.type === 'payment_intent.payment_failed') {
      const intent = paymentIntentSchema.safeParse(event.data.data.object);
      // Not one of our billing's charges (made elsewhere on the Stripe account): nothing to do.
      if (!intent.success || !intent.data.metadata) return { received: true };
      const { id, metadata, payment_method, last_payment_error } = intent.data;
      const common = {
        invoiceId: metadata.invoice_id,
        companyId: metadata.company_id,
        chargeId: id,
        paymentMethodId: typeof payment_method === 'string' ? payment_method : (payment_method?.id ?? null),
        at,
      };
      await opts.billing.settleCharge(
        event.data.type === 'payment_intent.succeeded'
          ? { ...common, ok: true }
          : {
              ...common,
              ok: false,
              errorCode: last_payment_error?.code ?? 'card_declined',
              declineCode: last_payment_error?.decline_code ?? null,
            },
      );
    } else if (event.data.type === 'payment_method.detached') {
      const method = paymentMethodSchema.safeParse(event.data.data.object);
      if (method.success) await opts.billing.paymentMethodDetached(method.data.id, at);
    }
    return { received: true };
  });
}
