import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

// Only failed sign-ins count toward the lock-out, and a success clears the account's
// count, so a company whose people sign in on many devices is never locked out. Default limits: 10
// failures per account in 15 minutes, 30 per address in 5 minutes.

describe.each(databaseTargets)('sign-in lock-out on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock();
  let nextAddress = 0;
  const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  const signIn = (email: string, password: string, remoteAddress = freshAddress()) =>
    app.server.inject({ method: 'POST', url: '/api/auth/sign_in', remoteAddress, payload: { email, password } });
  const statusesOf = async (count: number, attempt: () => ReturnType<typeof signIn>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await attempt()).statusCode);
    return statuses;
  };

  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets an account sign in any number of times on any number of devices', async () => {
    expect(await statusesOf(25, () => signIn('standard@demo.test', demoPassword))).toEqual(Array(25).fill(200));
    // Twenty-five devices behind one farm office's address, too.
    expect(await statusesOf(25, () => signIn('farm@demo.test', demoPassword, '10.9.0.1'))).toEqual(Array(25).fill(200));
  });

  it('locks an account after ten failures in a row, even with the right password, until 15 minutes pass', async () => {
    expect(await statusesOf(10, () => signIn('premium@demo.test', 'not-the-password'))).toEqual(Array(10).fill(401));
    const locked = await signIn('premium@demo.test', demoPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      errors: [{ field_name: 'base', messages: ['Too many attempts. Please wait a few minutes and try again.'] }],
    });
    clock.advance(15 * 60_000);
    expect((await signIn('premium@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const failures = () => statusesOf(9, () => signIn('allaccess@demo.test', 'not-the-password'));
    expect(await failures()).toEqual(Array(9).fill(401));
    expect((await signIn('allaccess@demo.test', demoPassword)).statusCode).toBe(200);
    expect(await failures()).toEqual(Array(9).fill(401));
    expect((await signIn('allaccess@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('locks an address that fails on many accounts, without locking those accounts elsewhere', async () => {
    const guesser = '10.66.0.1';
    const guesses = await statusesOf(31, () => signIn(`guess${nextAddress++}@example.com`, 'guess', guesser));
    expect(guesses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(guesses[30]).toBe(429);
    // A success from the locked address does not buy it a fresh count.
    expect((await signIn('admin@demo.test', demoPassword, guesser)).statusCode).toBe(429);
    expect((await signIn('admin@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('counts a wrong current password on an email change as a failed sign-in of the account', async () => {
    const signedIn = await signIn('free@demo.test', demoPassword);
    const headers = {
      'access-token': String(signedIn.headers['access-token']),
      client: String(signedIn.headers.client),
      uid: 'free@demo.test',
    };
    const changeEmail = (currentPassword: string) =>
      app.server.inject({
        method: 'PUT',
        url: '/api/members/user_detail',
        headers,
        payload: {
          update_type: 'user_detail',
          uid: 'free@demo.test',
          email: 'taken-over@example.com',
          phone: '0412 555 001',
          current_password: currentPassword,
        },
      });
    expect(await statusesOf(10, () => changeEmail('not-the-password'))).toEqual(Array(10).fill(422));
    expect((await changeEmail(demoPassword)).statusCode).toBe(429);
    expect((await signIn('free@demo.test', demoPassword)).statusCode).toBe(429);
    clock.advance(15 * 60_000);
    expect((await signIn('free@demo.test', demoPassword)).statusCode).toBe(200);
  });

  it('counts an address by the connection, whatever X-Forwarded-For a client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        remoteAddress: '10.67.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { email: `spoof${i}@example.com`, password: 'guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[30]).toBe(429);
  });
});

describe('sign-in lock-out behind a reverse proxy (TRUST_PROXY=1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts each client by the address the proxy saw', async () => {
    const attempt = (client: string, email: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.7, ${client}` },
        payload: { email, password: 'guess' },
      });
    for (let i = 0; i < 30; i += 1)
      expect((await attempt('203.0.113.1', `guess${i}@example.com`)).statusCode).toBe(401);
    expect((await attempt('203.0.113.1', 'guess30@example.com')).statusCode).toBe(429);
    // Another grower behind the same proxy is not locked out by the first one's failures.
    expect((await attempt('203.0.113.2', 'guess31@example.com')).statusCode).toBe(401);
  });
});
