import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessorUnavailableError } from '../src/modules/billing/payment-processor';
import { createStripeProcessor, verifiedStripeEvent } from '../src/modules/billing/stripe-processor';

/** A local stand-in for api.stripe.com (no internet here): records requests, answers as Stripe does. */
describe('the Stripe adapter against a local fake of Stripe', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ method: string; url: string; idempotencyKey: string | undefined; body: string }> = [];
  const intents = new Map<string, object>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const key = req.headers['idempotency-key'] as string | undefined;
        requests.push({ method: req.method ?? '', url: req.url ?? '', idempotencyKey: key, body });
        const send = (status: number, json: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (req.headers.authorization !== 'Bearer sk_test_x') return send(401, { error: { code: 'auth' } });
        if (req.url === '/v1/payment_methods/pm_ok' && req.method === 'GET') {
          return send(200, {
            id: 'pm_ok',
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'Xt5EWLLDS7FJjR1c' },
          });
        }
        if (req.url === '/v1/customers') return send(200, { id: 'cus_1' });
        if (req.url === '/v1/payment_methods/pm_ok/attach') return send(200, { id: 'pm_ok' });
        if (req.url === '/v1/payment_intents') {
          const params = new URLSearchParams(body);
          if (params.get('payment_method') === 'pm_slow') return; // never answers: a timeout
          if (params.get('payment_method') === 'pm_declines') {
            return send(402, { error: { code: 'card_declined', decline_code: 'insufficient_funds' } });
          }
          // Stripe answers a repeated idempotency key with the first result.
          const earlier = key ? intents.get(key) : undefined;
          const intent = earlier ?? { id: `pi_${intents.size + 1}`, status: 'succeeded' };
          if (key) intents.set(key, intent);
          return send(200, intent);
        }
        send(404, { error: { code: 'resource_missing' } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const stripe = () =>
    createStripeProcessor({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      baseUrl,
      timeoutMs: 300,
    });

  it('saves a payment method: reads the card, makes a customer and attaches the card', async () => {
    const saved = await stripe().savePaymentMethod('pm_ok', { id: 7, name: 'Clare Farms', email: 'o@clare.test' });
    expect(saved).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: 'Xt5EWLLDS7FJjR1c' },
      customerId: 'cus_1',
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v1/payment_methods/pm_ok',
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_ok/attach',
    ]);
    expect(await stripe().savePaymentMethod('pm_unknown', { id: 7, name: 'x', email: null })).toBeNull();
  });

  it('charges in AUD cents with an idempotency key; the same key is one charge', async () => {
    const request = {
      paymentMethodId: 'pm_ok',
      customerId: 'cus_1',
      amountCents: 30250,
      description: 'Upgrade',
      idempotencyKey: 'upgrade:1:x',
      invoiceId: 41,
      companyId: 7,
    };
    const first = await stripe().charge(request);
    const again = await stripe().charge(request);
    expect(first).toEqual({ ok: true, chargeId: 'pi_1' });
    expect(again).toEqual(first);
    const charge = requests.filter((r) => r.url === '/v1/payment_intents').at(-1);
    expect(charge?.idempotencyKey).toBe('upgrade:1:x');
    expect(new URLSearchParams(charge?.body).get('amount')).toBe('30250');
    expect(new URLSearchParams(charge?.body).get('currency')).toBe('aud');
    // The webhook finds our invoice by these.
    expect(new URLSearchParams(charge?.body).get('metadata[invoice_id]')).toBe('41');
    expect(new URLSearchParams(charge?.body).get('metadata[company_id]')).toBe('7');
  });

  it('reports a decline with its codes, and a timeout as the processor being unavailable', async () => {
    const base = { customerId: null, amountCents: 100, description: 'x', invoiceId: 1, companyId: 1 };
    expect(await stripe().charge({ ...base, paymentMethodId: 'pm_declines', idempotencyKey: 'k1' })).toEqual({
      ok: false,
      errorCode: 'card_declined',
      declineCode: 'insufficient_funds',
    });
    await expect(stripe().charge({ ...base, paymentMethodId: 'pm_slow', idempotencyKey: 'k2' })).rejects.toBeInstanceOf(
      ProcessorUnavailableError,
    );
  });

  it('verifies webhook signatures with STRIPE_WEBHOOK_SECRET', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const t = Math.floor(now.getTime() / 1000);
    const payload = '{"id":"evt_1","type":"payment_intent.succeeded"}';
    const sign = (secret: string, at = t) => createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
    expect(verifiedStripeEvent(payload, `t=${t},v1=${sign('whsec_x')}`, 'whsec_x', now)).toEqual(JSON.parse(payload));
    expect(verifiedStripeEvent(payload, `t=${t},v1=${sign('other')}`, 'whsec_x', now)).toBeNull();
    expect(verifiedStripeEvent(`${payload} `, `t=${t},v1=${sign('whsec_x')}`, 'whsec_x', now)).toBeNull();
    expect(verifiedStripeEvent(payload, `t=${t - 600},v1=${sign('whsec_x', t - 600)}`, 'whsec_x', now)).toBeNull();
    expect(verifiedStripeEvent(payload, undefined, 'whsec_x', now)).toBeNull();
  });
});
