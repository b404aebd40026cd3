import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { addPlanStations } from './account-api';
import { calmChannels, goodSprayChannels } from '@mesonet/shared/alerts/spray-readings.fixture';
import { alertsApi, postReadings, stationRule, tenMinutes } from './alerts-support';
import { silentLog } from './fixtures';
import { smtpTestServer } from './smtp-test-server';
import { createTestApp, databaseTargets, queryRows, runJobsUntil, testClock, type TestApp } from './test-app';

/** Retries a second apart, so the test waits seconds rather than the production minutes. */
const quickRetries = { limit: 10, delaySeconds: 1, backoff: false, expireSeconds: 60 };

/**
 * A local push service: HTTPS (web-push sends only over HTTPS) with a certificate made for the test and
 * trusted only by the agent the app is given. It keeps each push it accepts; an endpoint under /gone/
 * answers 410 as a push service does for a subscription that no longer exists.
 */
async function localPushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true });
  const received: Array<{ path: string; headers: Record<string, unknown>; bytes: number }> = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const gone = request.url?.startsWith('/gone/') ?? false;
      if (!gone)
        received.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
      response.writeHead(gone ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    endpoint: (path: string) => `https://127.0.0.1:${port}${path}`,
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, as a push manager makes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe.each(databaseTargets)('alert delivery by email and Web Push, on the %s database', (target) => {
  let app: TestApp;
  let push: Awaited<ReturnType<typeof localPushService>>;
  const smtp = smtpTestServer();
  const tokens: Record<string, string> = {};
  const stations = ['jamestown', 'clare', 'saddleworth'];
  const clock = testClock(new Date('2026-11-26T00:00:00Z'));
  const vapid = webpush.generateVAPIDKeys();

  async function nextReadings(slugs: string[], channels: Record<string, number>) {
    clock.advance(tenMinutes);
    for (const slug of slugs) {
      await postReadings(app, tokens[slug] ?? '', slug, [{ atMs: clock.now().getTime(), channels }]);
    }
  }

  beforeAll(async () => {
    push = await localPushService();
    // Started once to find a free port, then stopped: the app begins with its SMTP server down.
    await smtp.start();
    await smtp.stop();
    app = await createTestApp(target, {
      clock: clock.now,
      env: {
        MAIL: `smtp://127.0.0.1:${smtp.port()}`,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:alerts@mesonet.example.org',
      },
      jobs: { mailRetry: quickRetries },
      pushAgent: push.agent,
    });
    await addPlanStations(app);
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    await app.live.syncStations();
    for (const slug of stations) tokens[slug] = (await app.stations.issueToken(slug)).token;
    await nextReadings(stations, calmChannels);
    await nextReadings(stations, calmChannels);
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
    await push.close();
  });

  it('mails each of three events exactly once after the SMTP server comes back, and pushes each to the browser', async () => {
    const grower = await alertsApi(app, 'premium@demo.test');
    const key = await grower.call('GET', '/api/members/push_subscriptions/public_key');
    expect(key.json()).toEqual({ public_key: vapid.publicKey });
    const keys = browserKeys();
    const subscribe = (endpoint: string) => grower.call('POST', '/api/members/push_subscriptions', { endpoint, keys });
    expect((await subscribe(push.endpoint('/push/phone'))).statusCode).toBe(201);
    expect((await subscribe(push.endpoint('/push/phone'))).statusCode).toBe(200);
    expect((await subscribe(push.endpoint('/gone/old-laptop'))).statusCode).toBe(201);
    const rule = await grower.createRule({
      ...stationRule('jamestown'),
      target: { type: 'stations', station_slugs: stations },
      channels: ['in_app', 'email', 'push'],
    });
    expect(rule.statusCode, rule.body).toBe(201);

    // Three spray windows open while the SMTP server is down.
    await nextReadings(stations, goodSprayChannels);
    await nextReadings(stations, goodSprayChannels);
    expect((await grower.notifications()).notifications).toHaveLength(3);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const waiting = await app.mail.sentTo('premium@demo.test', 10);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((mail) => mail.deliveredAt === null && mail.attempts >= 1)).toBe(true);

    await smtp.start();
    await runJobsUntil(app, async () => expect(smtp.received).toHaveLength(3));
    await app.jobs.runDue();
    // The delivery job retried as if its completion were lost: the mail is found by its key, not sent again.
    for (const notification of (await grower.notifications()).notifications) {
      await app.alerts.deliver({ data: { notificationId: notification.id }, retryCount: 1, lastAttempt: false });
    }
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Spray window open at Clare',
      'Spray window open at Jamestown',
      'Spray window open at Saddleworth',
    ]);

    await runJobsUntil(app, async () => expect(push.received).toHaveLength(3));
    for (const received of push.received) {
      expect(received.path).toBe('/push/phone');
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(String(received.headers.authorization)).toMatch(/^vapid t=.+, k=/);
      expect(received.bytes).toBeGreaterThan(100);
    }
    // The push service answered 410 for the old laptop: its subscription is gone.
    const endpoints = await queryRows<{ endpoint: string }>(
      app.database.db,
      sql`select endpoint from push_subscriptions`,
    );
    expect(endpoints.map((row) => row.endpoint)).toEqual([push.endpoint('/push/phone')]);
  });
});
