import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jo',
  surname: 'Grower',
  company_name: 'Grower Farms',
  phone: '0412 345 678',
  email: 'jo@example.com',
  password: 'paddock-password',
  password_confirmation: 'paddock-password',
  referral_code: '',
  ...overrides,
});

describe.each(databaseTargets)('auth API on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock();

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.server.inject({ method: 'POST', url, payload: payload as object, headers });
  const sessionHeaders = (res: { headers: Record<string, unknown> }) => ({
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  });
  const countRows = async (table: string) => {
    const [row] = await queryRows<{ n: number }>(app.database.db, sql.raw(`select count(*)::int as n from ${table}`));
    return row?.n;
  };

  beforeAll(async () => {
    // Rate limits have their own tests (platform.api.test.ts); here they would only get in the way.
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, passwordResetPerAccount: 1000 },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/auth (sign up)', () => {
    it('creates a company owned by the new user, without signing in', async () => {
      const res = await post('/api/auth', signUpBody());
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-token']).toBeUndefined();
      const { status, data } = res.json();
      expect(status).toBe('success');
      expect(data).toMatchObject({
        uid: 'jo@example.com',
        email: 'jo@example.com',
        first_name: 'Jo',
        surname: 'Grower',
        phone: '0412345678',
        company: {
          name: 'Grower Farms',
          slug: 'grower-farms',
          paid: false,
          has_billing_plan: false,
          billing_item_access_plan: null,
        },
        permissions: { owner: true, home_location_growing_seasons: true, account_billing: true, user_management: true },
      });
      expect(data).not.toHaveProperty('password_hash');
    });

    it('stores an argon2id hash, never the password', async () => {
      const [row] = await queryRows<{ password_hash: string }>(
        app.database.db,
        sql`select password_hash from users where email = 'jo@example.com'`,
      );
      const hash = row?.password_hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('paddock-password');
    });

    it('names the company after the person when no company name is given', async () => {
      const res = await post(
        '/api/auth',
        signUpBody({ email: 'sam@example.com', first_name: 'Sam', surname: 'Ploughman', company_name: '' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.company.name).toBe('Sam Ploughman');
    });

    it.each([
      [
        'the same email, in other case',
        { email: ' JO@Example.com ', company_name: 'Other Farm' },
        [{ field_name: 'email', messages: ['has already been taken'] }],
      ],
      [
        'the same company name, in other case',
        { email: 'new@example.com', company_name: 'grower FARMS' },
        [{ field_name: 'company_name', messages: ['has already been taken'] }],
      ],
      [
        'both taken',
        {},
        [
          { field_name: 'email', messages: ['has already been taken'] },
          { field_name: 'company_name', messages: ['has already been taken'] },
        ],
      ],
    ])('refuses %s', async (_name, overrides, errors) => {
      const before = await countRows('users');
      const res = await post('/api/auth', signUpBody(overrides));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors });
      expect(await countRows('users')).toBe(before);
    });
  });

  describe('bad input never reaches the database and never gets a 5xx', () => {
    const rawPost = (url: string, payload: string, contentType = 'application/json') =>
      app.server.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

    it.each([
      ['/api/auth', '{"first_name": "Jo",', 400, 'The request body is not valid JSON'],
      ['/api/auth/sign_in', '{not json}', 400, 'The request body is not valid JSON'],
      ['/api/auth/password', '', 400, 'The request body is not valid JSON'],
    ])('malformed JSON to %s', async (url, payload, status, message) => {
      const res = await rawPost(url, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [message] }] });
    });

    it('an oversized body gets 413 in the error shape', async () => {
      const res = await rawPost('/api/auth', JSON.stringify(signUpBody({ first_name: 'x'.repeat(100_000) })));
      expect(res.statusCode).toBe(413);
      expect(res.json().errors[0].field_name).toBe('base');
    });

    it('a non-JSON content type gets 415', async () => {
      const res = await rawPost('/api/auth/sign_in', 'email=a@b.com', 'text/plain');
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0].field_name).toBe('base');
    });

    it.each<[string, unknown, string[]]>([
      ['an empty object', {}, ['first_name', 'surname', 'email', 'password']],
      ['an array', [], ['base']],
      ['null', null, ['first_name', 'surname', 'email', 'password']],
      [
        'wrong types',
        { first_name: 7, surname: true, email: ['a'], password: { x: 1 } },
        ['first_name', 'surname', 'email', 'password'],
      ],
      [
        'very long strings',
        signUpBody({ email: `${'a'.repeat(5000)}@example.com`, surname: 'y'.repeat(5000) }),
        ['surname', 'email'],
      ],
      [
        'a short password',
        signUpBody({
          email: 'short@example.com',
          company_name: 'Short Co',
          password: 'seven77',
          password_confirmation: 'seven77',
        }),
        ['password'],
      ],
    ])('sign-up with %s is a 422 naming the fields', async (_name, body, fields) => {
      const before = await countRows('users');
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/auth',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(422);
      expect(
        res
          .json()
          .errors.map((e: { field_name: string }) => e.field_name)
          .sort(),
      ).toEqual([...fields].sort());
      expect(await countRows('users')).toBe(before);
    });

    it.each([
      ['a number as email', '/api/auth/sign_in', { email: 12, password: null }],
      ['a malformed email', '/api/auth/password', { email: 'not-an-email' }],
      ['a 10,000-character email', '/api/auth/password', { email: 'x'.repeat(10_000) }],
    ])('%s to %s is a 422', async (_name, url, body) => {
      const res = await post(url, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toHaveProperty('messages');
    });

    it('PUT /api/auth/password with a missing token is a 422 naming it', async () => {
      const res = await app.server.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { password: 'long enough', password_confirmation: 'long enough' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { field_name: 'reset_password_token', messages: ['Reset token is required'] },
      ]);
    });
  });

  describe('sign in, validate, rotate, sign out', () => {
    it('refuses a wrong password and an unknown email with the same words', async () => {
      for (const credentials of [
        { email: 'jo@example.com', password: 'wrong-password' },
        { email: 'nobody@example.com', password: 'paddock-password' },
      ]) {
        const res = await post('/api/auth/sign_in', credentials);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          errors: [{ field_name: 'base', messages: [serverErrorMessages.invalidCredentials] }],
        });
        expect(res.json().errors[0].messages[0]).toContain('Sign Up');
      }
    });

    it('answers the token headers and the user, and stores only a hash of the token', async () => {
      const res = await post('/api/auth/sign_in', { email: ' Jo@Example.com', password: 'paddock-password' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['token-type']).toBe('Bearer');
      expect(res.headers.uid).toBe('jo@example.com');
      const expiry = Number(res.headers.expiry);
      expect(expiry * 1000 - clock.now().getTime()).toBeGreaterThan(13.9 * 86_400_000);
      expect(res.json().data.email).toBe('jo@example.com');
      const stored = await queryRows<{ token_hash: string }>(
        app.database.db,
        sql`select token_hash from auth_sessions`,
      );
      const hashes = stored.map((row) => row.token_hash);
      expect(hashes).not.toContain(res.headers['access-token']);
    });

    it('validates a session, rotates its token, and keeps the old one only briefly', async () => {
      const signIn = await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' });
      const first = sessionHeaders(signIn);
      const validated = await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: first });
      expect(validated.statusCode).toBe(200);
      expect(validated.json()).toMatchObject({ success: true, data: { email: 'jo@example.com' } });
      const second = sessionHeaders(validated);
      expect(second['access-token']).not.toBe(first['access-token']);
      expect(second.client).toBe(first.client);

      const withOld = await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: first });
      expect(withOld.statusCode).toBe(200);
      clock.advance(31_000);
      const oldAfterGrace = await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: first });
      expect(oldAfterGrace.statusCode).toBe(401);
      const newest = sessionHeaders(withOld);
      expect(
        (await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: newest })).statusCode,
      ).toBe(200);
    });

    it('expires a session 14 days after its last rotation', async () => {
      const signIn = await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' });
      clock.advance(14 * 86_400_000 + 1000);
      const res = await app.server.inject({
        method: 'GET',
        url: '/api/auth/validate_token',
        headers: sessionHeaders(signIn),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].field_name).toBe('base');
    });

    it.each([
      ['no headers', {}],
      ['a forged token', { 'access-token': 'forged', client: 'c', uid: 'jo@example.com' }],
      ['a huge header', { 'access-token': 'x'.repeat(5000), client: 'c', uid: 'jo@example.com' }],
    ])('answers 401 for %s', async (_name, headers) => {
      const res = await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
      expect(res.statusCode).toBe(401);
    });

    it('signs one client out, leaving the user’s other clients signed in', async () => {
      const phone = sessionHeaders(
        await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' }),
      );
      const laptop = sessionHeaders(
        await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' }),
      );
      const out = await app.server.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: phone });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true });
      expect(
        (await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: phone })).statusCode,
      ).toBe(401);
      expect(
        (await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: laptop })).statusCode,
      ).toBe(200);
      expect(
        (await app.server.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: phone })).statusCode,
      ).toBe(401);
    });
  });

  describe('password reset through the outbox', () => {
    const outbox = async (to: string) =>
      (
        await app.server.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
      ).json() as Array<{ subject: string; text: string; sent_at: string }>;
    const tokenFromMail = (text: string) => /reset_password_token=([\w%-]+)/.exec(text)?.[1] ?? '';
    const checkLink = (token: string, more = '') =>
      app.server.inject({
        method: 'GET',
        url: `/api/auth/password/edit?reset_password_token=${encodeURIComponent(token)}${more}`,
      });
    const setPassword = (token: string, password: string, confirmation = password) =>
      app.server.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { password, password_confirmation: confirmation, reset_password_token: token },
      });

    it('answers known and unknown emails alike, and mails only the known one', async () => {
      const known = await post('/api/auth/password', {
        email: 'jo@example.com',
        redirect_url: 'http://localhost:3000/new_password',
      });
      const unknown = await post('/api/auth/password', {
        email: 'stranger@example.com',
        redirect_url: 'http://localhost:3000/new_password',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
      await app.mail.settle();
      const mails = await outbox('jo@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Reset your Mesonet password');
      expect(mails[0]?.text).toContain('http://localhost:3000/new_password?reset_password_token=');
      expect(await outbox('stranger@example.com')).toEqual([]);
    });

    it('sets a new password with a valid link, once, and signs the user out everywhere', async () => {
      const session = sessionHeaders(
        await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' }),
      );
      const token = decodeURIComponent(tokenFromMail((await outbox('jo@example.com'))[0]?.text ?? ''));
      const check = await checkLink(token, '&redirect_url=x');
      expect(check.statusCode).toBe(200);

      const mismatch = await setPassword(token, 'new-password-1', 'new-password-2');
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toEqual([
        { field_name: 'password_confirmation', messages: ['Passwords must match'] },
      ]);

      const reset = await setPassword(token, 'new-password-1');
      expect(reset.statusCode).toBe(200);
      expect(
        (await app.server.inject({ method: 'GET', url: '/api/auth/validate_token', headers: session })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'paddock-password' })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/sign_in', { email: 'jo@example.com', password: 'new-password-1' })).statusCode,
      ).toBe(200);

      const again = await setPassword(token, 'third-password');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0]).toEqual({
        field_name: 'reset_password_token',
        messages: [serverErrorMessages.resetTokenInvalid],
      });
      const recheck = await checkLink(token);
      expect(recheck.statusCode).toBe(422);
    });

    it('refuses a link older than 6 hours', async () => {
      await post('/api/auth/password', { email: 'sam@example.com' });
      await app.mail.settle();
      const token = decodeURIComponent(tokenFromMail((await outbox('sam@example.com'))[0]?.text ?? ''));
      expect(token).not.toBe('');
      clock.advance(6 * 3_600_000 + 1000);
      const res = await setPassword(token, 'late-password');
      expect(res.statusCode).toBe(422);
    });

    it('a link mailed before the email address changed no longer works', async () => {
      const email = 'lee@example.com';
      expect(
        (await post('/api/auth', signUpBody({ email, company_name: 'Lee Farms', phone: '0412 345 100' }))).statusCode,
      ).toBe(200);
      const session = sessionHeaders(await post('/api/auth/sign_in', { email, password: 'paddock-password' }));
      await post('/api/auth/password', { email });
      await app.mail.settle();
      const token = decodeURIComponent(tokenFromMail((await outbox(email))[0]?.text ?? ''));
      expect(token).not.toBe('');
      const changed = await app.server.inject({
        method: 'PUT',
        url: '/api/members/user_detail',
        headers: session,
        payload: {
          update_type: 'user_detail',
          uid: email,
          email: 'lee.new@example.com',
          phone: '0412 345 100',
          current_password: 'paddock-password',
        },
      });
      expect(changed.statusCode).toBe(200);
      const check = await checkLink(token);
      expect(check.statusCode).toBe(422);
      const reset = await setPassword(token, 'taken-over-1');
      expect(reset.statusCode).toBe(422);
      expect(
        (await post('/api/auth/sign_in', { email: 'lee.new@example.com', password: 'paddock-password' })).statusCode,
      ).toBe(200);
    });
  });
});
