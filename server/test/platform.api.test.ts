import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, type TestApp } from './test-app';

describe.each(databaseTargets)('platform on the %s database', (target) => {
  let app: TestApp;
  const webDistDir = mkdtempSync(join(tmpdir(), 'mesonet-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Mesonet</title><div id="root"></div>');
  // A fingerprinted asset with the compressed copies the build writes beside it.
  const script = 'console.log("map");\n'.repeat(200);
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', 'map-AbC123.js'), script);
  writeFileSync(join(webDistDir, 'assets', 'map-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDistDir, 'assets', 'map-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  beforeAll(async () => {
    app = await createTestApp(target, {
      webDistDir,
      rateLimits: { signInFailuresPerAccount: 3, signInFailuresPerIp: 8, passwordResetPerAccount: 2 },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers ok', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    '/',
    '/map/jamestown/dashboard',
    '/sites',
    '/sites/jamestown/data_views/',
    '/about/faqs',
    '/info_alerts/2026-11-01/frost-warning',
    '/my/growing_seasons/wheat/data_views/thermal-time',
    '/my/account/user_management/edit/jo%40example.com',
    '/login',
    '/new_password?reset_password_token=abc',
    '/reset_company_settings',
  ])('serves the app shell for %s', async (url) => {
    const res = await app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('sends assets precompressed for accept-encoding %j, cached for a year', async (accept, encoding) => {
    const res = await app.server.inject({
      method: 'GET',
      url: '/assets/map-AbC123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    if (encoding === 'gzip') expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    if (encoding === undefined) expect(res.body).toBe(script);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('compresses JSON answers for accept-encoding %j', async (accept, encoding) => {
    const plain = await app.server.inject({ method: 'GET', url: '/api/metric_display_statuses' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await app.server.inject({
      method: 'GET',
      url: '/api/metric_display_statuses',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(JSON.parse(body.toString())).toEqual(plain.json());
    if (encoding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('leaves small JSON answers as they are', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('revalidates files that are not fingerprinted', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell with 404 for paths outside the route table, so the app shows its not-found page', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/no_such_call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: ['Not found'] }] });
  });

  it('sends security headers', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the API security headers on JSON answers', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('seeds the demo accounts once, each signing in with its plan and a complete setup', async () => {
    expect(await seedDemoAccounts(app.database.db, () => new Date(), silentLog)).toBe(demoAccounts.length);
    expect(await seedDemoAccounts(app.database.db, () => new Date(), silentLog)).toBe(0);
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'premium@demo.test', password: demoPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company).toMatchObject({
      paid: true,
      has_company_details: true,
      has_billing_discount_code_use: true,
      billing_product_feature_set_key: 'premium_bundle',
      billing_item_access_plan: { billing_product_key: 'premium_bundle_1', billing_product_name: 'Premium Bundle' },
    });
  });

  it('rate-limits sign-in per account, whichever address the attempts come from', async () => {
    const attempt = (ip: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        remoteAddress: ip,
        payload: { email: 'farm@demo.test', password: 'wrong-password' },
      });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('10.0.0.3')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ field_name: 'base', messages: ['Too many attempts. Please wait a few minutes and try again.'] }],
    });
  });

  it('rate-limits sign-in per address, whichever accounts it tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        remoteAddress: '10.9.9.9',
        payload: { email: `guess${i}@example.com`, password: 'guess-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('rate-limits password-reset requests per account', async () => {
    const request = () =>
      app.server.inject({ method: 'POST', url: '/api/auth/password', payload: { email: 'standard@demo.test' } });
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(429);
  });
});

describe('outside demo mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', { env: { DEMO: '0', MAIL: 'smtp://127.0.0.1:1', PAYMENTS: 'fake' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('has no outbox endpoint', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/dev/outbox?to=jo@example.com' });
    expect(res.statusCode).toBe(404);
  });
});
