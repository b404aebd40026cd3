import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A complete production environment: no DATABASE_URL and no DEMO, as on a server someone set up in a hurry. */
const productionEnv = {
  NODE_ENV: 'production',
  DEMO: '',
  MAIL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Mesonet <no-reply@mesonet.example.org>',
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  SECRET_KEY: 'a-very-long-production-secret-value-0123456789',
  APP_URL: 'https://mesonet.example.org',
};

describe('a production server on the embedded database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', { env: productionEnv });
  });
  afterAll(async () => {
    await app.close();
  });

  it('has no demo outbox (404)', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/dev/outbox?to=jo@example.com' });
    expect(res.statusCode).toBe(404);
  });

  it('has no fake card processor', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/payments/fake/payment_methods',
      payload: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } },
    });
    expect(res.statusCode).toBe(404);
  });
});
