import Stripe from 'stripe';
import { ProcessorUnavailableError, type ChargeResult, type PaymentProcessor } from './payment-processor';

/** Stripe's own default is 5 minutes; a webhook older than that is refused. */
const webhookToleranceS = 300;

/**
 * Where the client sends its requests: api.stripe.com, or in tests a local fake of Stripe given as a
 * base URL and passed on through the package's host, port and protocol options.
 */
function connectionOptions(baseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * A request Stripe refused (a 4xx with its codes), as opposed to one it never answered or failed on
 * its side: those are ProcessorUnavailableError, so nothing changes on our side and the retry reuses
 * the idempotency key.
 */
async function refusalOf<T>(request: () => Promise<T>): Promise<{ ok: T } | { refused: Stripe.errors.StripeError }> {
  try {
    return { ok: await request() };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeConnectionError || (error.statusCode ?? 500) >= 500) {
      throw new ProcessorUnavailableError(`Stripe did not answer: ${error.message}`);
    }
    return { refused: error };
  }
}

/**
 * Stripe through the official `stripe` package (Payment Methods and off-session PaymentIntents). Every
 * charge carries an idempotency key. The package's own retries are off: billing's jobs retry with the
 * same key, and a retry inside a request would stretch the time a member waits past `timeoutMs`.
 */
export function createStripeProcessor(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point this at a local fake of Stripe. */
  baseUrl?: string;
  timeoutMs?: number;
}): PaymentProcessor {
  const stripe = new Stripe(options.secretKey, {
    ...connectionOptions(options.baseUrl),
    timeout: options.timeoutMs ?? 15_000,
    maxNetworkRetries: 0,
    telemetry: false,
  });

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async savePaymentMethod(paymentMethodId, company) {
      const found = await refusalOf(() => stripe.paymentMethods.retrieve(paymentMethodId));
      if (!('ok' in found) || !found.ok.card) return null;
      const customer = await refusalOf(() =>
        stripe.customers.create(
          {
            name: company.name,
            ...(company.email ? { email: company.email } : {}),
            metadata: { company_id: String(company.id) },
          },
          { idempotencyKey: `customer:${company.id}:${paymentMethodId}` },
        ),
      );
      if (!('ok' in customer)) return null;
      const attached = await refusalOf(() =>
        stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customer.ok.id },
          { idempotencyKey: `attach:${paymentMethodId}` },
        ),
      );
      if (!('ok' in attached)) return null;
      const card = found.ok.card;
      return {
        card: {
          brand: String(card.brand),
          last4: String(card.last4),
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
          fingerprint: card.fingerprint ?? null,
        },
        customerId: customer.ok.id,
      };
    },

    async charge(request): Promise<ChargeResult> {
      const intent = await refusalOf(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'aud',
            payment_method: request.paymentMethodId,
            ...(request.customerId ? { customer: request.customerId } : {}),
            confirm: true,
            off_session: true,
            description: request.description,
            // The webhook (stripe-webhook.routes.ts) settles the invoice by these.
            metadata: { invoice_id: String(request.invoiceId), company_id: String(request.companyId) },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if ('ok' in intent && intent.ok.status === 'succeeded') return { ok: true, chargeId: intent.ok.id };
      const refused = 'refused' in intent ? intent.refused : null;
      return { ok: false, errorCode: refused?.code ?? 'card_declined', declineCode: refused?.decline_code ?? null };
    },
  };
}

/**
 * Stripe's webhook event, read by the package: the `Stripe-Signature` header must carry an HMAC-SHA256
 * of the exact body with the endpoint secret, made within 5 minutes of `now`. Null when the signature
 * is missing, wrong or too old; a SyntaxError when a correctly signed body is not JSON.
 */
export function verifiedStripeEvent(payload: string, header: string | undefined, secret: string, now: Date): unknown {
  if (!header) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret, webhookToleranceS, undefined, now.getTime());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}
