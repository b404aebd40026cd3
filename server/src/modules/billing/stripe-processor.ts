import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProcessorUnavailableError, type ChargeResult, type PaymentProcessor } from './payment-processor';

/** The few fields we read from Stripe's answers. */
interface StripeObject {
  id?: string;
  status?: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint?: string };
  error?: { code?: string; decline_code?: string };
}

/**
 * Stripe through its REST API with fetch (Payment Methods and off-session PaymentIntents). Every charge
 * carries an Idempotency-Key; a timeout or network failure is ProcessorUnavailableError, so nothing
 * changes on our side and the retry reuses the key.
 */
export function createStripeProcessor(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point this at a local fake of Stripe. */
  baseUrl?: string;
  timeoutMs?: number;
}): PaymentProcessor {
  const baseUrl = options.baseUrl ?? 'https://api.stripe.com';
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProcessorUnavailableError(`Stripe did not answer: ${String(error)}`);
    }
    if (response.status >= 500) throw new ProcessorUnavailableError(`Stripe answered ${response.status}`);
    return { status: response.status, body: (await response.json()) as StripeObject };
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async savePaymentMethod(paymentMethodId, company) {
      const found = await call('GET', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`);
      if (found.status !== 200 || !found.body.card) return null;
      const customer = await call(
        'POST',
        '/v1/customers',
        {
          name: company.name,
          ...(company.email ? { email: company.email } : {}),
          'metadata[company_id]': String(company.id),
        },
        `customer:${company.id}:${paymentMethodId}`,
      );
      if (customer.status !== 200) return null;
      const attached = await call(
        'POST',
        `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/attach`,
        { customer: String(customer.body.id) },
        `attach:${paymentMethodId}`,
      );
      if (attached.status !== 200) return null;
      const card = found.body.card;
      return {
        card: {
          brand: String(card.brand),
          last4: String(card.last4),
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
          fingerprint: card.fingerprint ?? null,
        },
        customerId: String(customer.body.id),
      };
    },

    async charge(request): Promise<ChargeResult> {
      const intent = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: String(request.amountCents),
          currency: 'aud',
          payment_method: request.paymentMethodId,
          ...(request.customerId ? { customer: request.customerId } : {}),
          confirm: 'true',
          off_session: 'true',
          description: request.description,
          // The webhook (stripe-webhook.routes.ts) settles the invoice by these.
          'metadata[invoice_id]': String(request.invoiceId),
          'metadata[company_id]': String(request.companyId),
        },
        request.idempotencyKey,
      );
      if (intent.status === 200 && intent.body.status === 'succeeded')
        return { ok: true, chargeId: String(intent.body.id) };
      const error = intent.body.error ?? {};
      return { ok: false, errorCode: String(error.code ?? 'card_declined'), declineCode: error.decline_code ?? null };
    },
  };
}

/**
 * Stripe's webhook signature (`Stripe-Signature: t=…,v1=…`): HMAC-SHA256 of `t.payload` with the
 * endpoint secret, within `toleranceS` of now, compared in constant time.
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceS = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
