import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { accountApi, validDetails, validSurvey, type AccountApi, type Headers } from './account-api';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

const day = 24 * 60 * 60_000;
const webhookSecret = 'whsec_test_webhook';
const url = '/api/payments/stripe/webhook';

/**
 * Stripe's webhook (PAYMENTS=stripe), signed here as Stripe signs (no network): the charges themselves go
 * through the fake processor, which stands in for Stripe's answers.
 */
describe.each(databaseTargets)('the Stripe webhook on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock(new Date('2026-11-21T00:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      paymentProcessor: createFakeProcessor(),
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
    });
    api = accountApi(app);
    await app.stations.createStation({
      slug: 'saddleworth',
      name: 'Saddleworth',
      type: 'research',
      lat: -34.1,
      lng: 138.8,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const nowS = () => Math.floor(clock.now().getTime() / 1000);
  const signature = (body: string, t = nowS(), secret = webhookSecret) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  const post = (body: string, stripeSignature: string | null = signature(body)) =>
    app.server.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(stripeSignature ? { 'stripe-signature': stripeSignature } : {}),
      },
      payload: body,
    });
  let eventCount = 0;
  const event = (type: string, object: object) =>
    JSON.stringify({ id: `evt_${(eventCount += 1)}`, type, created: nowS(), data: { object } });

  const billing = async (h: Headers) => {
    const res = await api.request('GET', '/api/members/billing', h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Set up with the card that every charge declines (CONTRACT.md §4), trial taken and ended unpaid. */
  let owner: { headers: Headers; email: string };
  let invoiceId: number;
  let paymentMethodId: string;
  let companyId: number;

  beforeAll(async () => {
    owner = await api.newCompany('Webhook', { plan: null });
    const { headers } = owner;
    await api.settings(headers, 'company_details', 'company_details', { ...validDetails, name: 'Webhook Pty' });
    await api.settings(headers, 'billing_products', 'company_details', {
      primary_billing_product_key: 'farm_bundle_1',
      primary_billing_product_aws_slug: null,
      additional_aws_slugs: [],
    });
    const pm = (await api.fakeCard('4000000000000341')).json();
    paymentMethodId = pm.id;
    const card = await api.settings(headers, 'billing_payment_method', 'payment_details', {
      local_details: { name_on_card: 'Olive Farmer', address_same_as_company_address: true },
      payment_method: pm,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect((await api.settings(headers, 'user_survey', 'user_survey_response', validSurvey)).statusCode).toBe(200);
    const trial = await api.settings(headers, 'billing_discount_code_use', 'billing_discount_code_use_details', {
      user_acceptance: true,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    clock.advance(15 * day);
    expect(await app.billing.runDueBilling()).toMatchObject({ billed: 0, failed: 1 });
    Object.assign(headers, await api.signIn(owner.email));
    const state = await billing(headers);
    expect(state.billing.invoices_payment_unsuccessful).toHaveLength(1);
    invoiceId = state.billing.invoices_payment_unsuccessful[0].id;
    expect(state.billing.active_payment_method.status).toBe('declining');
    // The company's id is in no answer; the charge's metadata carries it.
    const [row] = await queryRows<{ company_id: number }>(
      app.database.db,
      sql`select company_id from invoices where id = ${invoiceId}`,
    );
    companyId = Number(row?.company_id);
  });

  const intent = (extra: object = {}) => ({
    id: 'pi_webhook_1',
    object: 'payment_intent',
    payment_method: paymentMethodId,
    metadata: { invoice_id: String(invoiceId), company_id: String(companyId) },
    ...extra,
  });

  it('refuses a missing, wrong or stale signature, and a body that is not an event', async () => {
    const body = event('payment_intent.succeeded', intent());
    expect((await post(body, null)).statusCode).toBe(400);
    expect((await post(body, signature(body, nowS(), 'whsec_other'))).statusCode).toBe(400);
    expect((await post(body, signature(body, nowS() - 301))).statusCode).toBe(400);
    expect((await post(`${body} `, signature(body))).statusCode).toBe(400);
    const res = await post('not json');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field_name).toBe('base');
    expect((await post(JSON.stringify({ hello: 'world' }))).statusCode).toBe(400);
    // Nothing was settled by any of them.
    expect((await billing(owner.headers)).billing.invoices_payment_unsuccessful).toHaveLength(1);
  });

  it('acknowledges events it does not handle, and charges that are not ours', async () => {
    const before = await billing(owner.headers);
    expect((await post(event('customer.created', { id: 'cus_1' }))).statusCode).toBe(200);
    expect((await post(event('payment_intent.succeeded', intent({ metadata: {} })))).statusCode).toBe(200);
    const otherCompany = intent({ metadata: { invoice_id: String(invoiceId), company_id: String(companyId + 999) } });
    expect((await post(event('payment_intent.succeeded', otherCompany))).statusCode).toBe(200);
    expect(await billing(owner.headers)).toEqual(before);
  });

  it('payment_intent.payment_failed keeps the invoice unpaid and the card declining; twice changes nothing', async () => {
    const body = event(
      'payment_intent.payment_failed',
      intent({ last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } }),
    );
    expect((await post(body)).statusCode).toBe(200);
    const once = await billing(owner.headers);
    expect(once.billing.invoices_payment_unsuccessful.map((i: { id: number }) => i.id)).toEqual([invoiceId]);
    expect(once.billing.active_payment_method).toMatchObject({
      status: 'declining',
      last_error_code: 'card_declined',
      last_decline_code: 'insufficient_funds',
      last_declined_at: clock.now().toISOString(),
    });
    expect((await post(body)).statusCode).toBe(200);
    expect(await billing(owner.headers)).toEqual(once);
  });

  it('payment_intent.succeeded marks the invoice paid, the card active and the company paid; twice changes nothing', async () => {
    clock.advance(60_000);
    const body = event('payment_intent.succeeded', intent({ status: 'succeeded' }));
    expect((await post(body)).statusCode).toBe(200);
    const once = await billing(owner.headers);
    expect(once.billing.invoices_payment_unsuccessful).toEqual([]);
    expect(once.invoices.find((i: { id: number }) => i.id === invoiceId)).toMatchObject({
      status: 'paid',
      paid_at: clock.now().toISOString(),
    });
    expect(once.billing.active_payment_method).toMatchObject({
      status: 'active',
      last_charged_at: clock.now().toISOString(),
    });
    expect(once.billing.paid).toBe(true);
    expect((await post(body)).statusCode).toBe(200);
    expect(await billing(owner.headers)).toEqual(once);
    // A failure reported after the invoice was paid changes nothing either.
    const late = event('payment_intent.payment_failed', intent({ last_payment_error: { code: 'card_declined' } }));
    expect((await post(late)).statusCode).toBe(200);
    expect(await billing(owner.headers)).toEqual(once);
  });

  it('payment_method.detached retires the card: the company is asked for a card again', async () => {
    const body = event('payment_method.detached', { id: paymentMethodId, object: 'payment_method' });
    expect((await post(body)).statusCode).toBe(200);
    const once = await billing(owner.headers);
    expect(once.billing.active_payment_method).toBeNull();
    expect(once.billing.has_payment_method).toBe(false);
    expect((await post(body)).statusCode).toBe(200);
    expect(await billing(owner.headers)).toEqual(once);
  });
});

describe('the Stripe webhook with the fake processor', () => {
  it('is not there', async () => {
    const app = await createTestApp('embedded');
    try {
      const res = await app.server.inject({ method: 'POST', url, payload: { type: 'payment_intent.succeeded' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
