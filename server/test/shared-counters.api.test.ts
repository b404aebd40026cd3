import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { silentLog } from './fixtures';
import { createTestApp, restartTestApp, testClock, type TestApp } from './test-app';

// Three app processes on one PostgreSQL database and one Redis, as behind a load balancer: a limit
// counts what every process saw, so a guesser gains nothing by landing on another process.
const sharedInfrastructure = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(sharedInfrastructure)('limits shared by app processes through Redis', () => {
  const clock = testClock();
  const limits = { signInFailuresPerAccount: 3, signInFailuresPerIp: 1000, signUpPerIp: 2 };
  let first: TestApp;
  let second: App;
  let third: App;

  const signIn = (app: App, email: string, password: string) =>
    app.server.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });
  const signUp = (app: App, email: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: '10.20.0.1',
      payload: {
        first_name: 'Jo',
        surname: 'Grower',
        company_name: `Farm of ${email}`,
        phone: '0412 345 678',
        email,
        password: 'paddock-password',
        password_confirmation: 'paddock-password',
        referral_code: '',
      },
    });

  beforeAll(async () => {
    first = await createTestApp('postgres', { clock: clock.now, rateLimits: limits });
    second = await restartTestApp(first, { clock: clock.now, rateLimits: limits });
    third = await restartTestApp(first, { clock: clock.now, rateLimits: limits });
    await seedDemoAccounts(first.database.db, clock.now, silentLog);
  });
  afterAll(async () => {
    await third.server.close();
    await second.server.close();
    await first.close();
  });

  it('locks an account after failures spread over three processes, on all of them', async () => {
    expect((await signIn(first, 'standard@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(second, 'standard@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(third, 'standard@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(second, 'standard@demo.test', demoPassword)).statusCode).toBe(429);
    expect((await signIn(first, 'standard@demo.test', demoPassword)).statusCode).toBe(429);
    expect((await signIn(third, 'standard@demo.test', demoPassword)).statusCode).toBe(429);
    clock.advance(15 * 60_000);
    expect((await signIn(second, 'standard@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('clears the count on every process when one of them signs the account in', async () => {
    expect((await signIn(first, 'farm@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(first, 'farm@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(second, 'farm@demo.test', demoPassword)).statusCode).toBe(200);
    expect((await signIn(second, 'farm@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(first, 'farm@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await signIn(first, 'farm@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('counts sign-ups from one address on every process', async () => {
    expect((await signUp(first, 'one@example.com')).statusCode).toBe(200);
    expect((await signUp(second, 'two@example.com')).statusCode).toBe(200);
    const refused = await signUp(third, 'three@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [{ field_name: 'base', messages: ['Too many attempts. Please wait a few minutes and try again.'] }],
    });
  });
});

describe('limits while Redis cannot be reached', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', {
      rateLimits: { signInFailuresPerAccount: 1 },
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
    });
    await seedDemoAccounts(app.database.db, () => new Date(), silentLog);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets growers sign in rather than lock everyone out', async () => {
    expect((await signInOn(app, 'wrong')).statusCode).toBe(401);
    expect((await signInOn(app, 'wrong')).statusCode).toBe(401);
    expect((await signInOn(app, demoPassword)).statusCode).toBe(200);
  });
});

function signInOn(app: App, password: string) {
  return app.server.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email: 'premium@demo.test', password },
  });
}
