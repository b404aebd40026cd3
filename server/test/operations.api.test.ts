import { operationsHealthSchema, type OperationsHealth } from '@mesonet/shared/contracts/operations.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { mailDeliveryJob } from '../src/modules/mail/mail.service';
import { accountApi, type Headers } from './account-api';
import { createTestStation, researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, restartTestApp, testClock, type TestApp } from './test-app';

const metricsToken = 'a-metrics-token-of-at-least-32-characters';

describe.each(databaseTargets)('operations visibility on the %s database', (target) => {
  let app: TestApp;
  let admin: Headers;
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now, env: { METRICS_TOKEN: metricsToken } });
    const station = await createTestStation(app, 'hamley-bridge', 'research');
    // Readings up to ten minutes before the clock.
    const readings = researchMastReadings(clock.now().getTime() - 10 * 60_000);
    expect((await app.ingestion.ingest(station, readings)).problems).toEqual([]);
    await app.mail.send({
      to: 'grower@example.com',
      subject: 'Frost tonight',
      text: 'Cover up.',
      html: '<p>Cover up.</p>',
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    admin = await accountApi(app).signIn('admin@demo.test', demoPassword);
  });
  afterAll(async () => {
    await app.close();
  });

  async function health(): Promise<OperationsHealth> {
    const res = await app.server.inject({ method: 'GET', url: '/api/admin/health', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return operationsHealthSchema.parse(res.json());
  }

  it('tells the admin the processes, queues, stations, database and outbox with real numbers', async () => {
    const answer = await health();
    expect(answer.processes).toEqual([
      expect.objectContaining({ id: app.heartbeat.id, pid: process.pid, status: 'alive' }),
    ]);
    expect(answer.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining([mailDeliveryJob, 'billing', 'aggregates-catch-up']),
    );
    const mailQueue = answer.queues.find((queue) => queue.name === mailDeliveryJob);
    expect(mailQueue).toMatchObject({ queued: 1, active: 0, retry: 0, failed_last_day: 0 });
    expect(mailQueue?.oldest_queued_age_seconds).toBeGreaterThanOrEqual(0);
    expect(answer.stations).toEqual([
      {
        slug: 'hamley-bridge',
        name: 'Station hamley-bridge',
        last_reading_at: '2026-11-26T01:50:00.000Z',
        minutes_since_last_reading: 10,
      },
    ]);
    expect(answer.database.kind).toBe(target);
    expect(answer.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(answer.mail).toEqual({ queued: 1, failed: 0 });
  });

  it('refuses everyone else as the rest of the console does', async () => {
    const visitor = await app.server.inject({ method: 'GET', url: '/api/admin/health' });
    expect(visitor.statusCode).toBe(401);
    const member = await accountApi(app).signIn('free@demo.test', demoPassword);
    const refused = await app.server.inject({ method: 'GET', url: '/api/admin/health', headers: member });
    expect(refused.statusCode).toBe(403);
  });

  it('serves Prometheus metrics only with the right bearer token', async () => {
    const scrape = (authorization?: string) =>
      app.server.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${metricsToken.replace('a-', 'b-')}`)).statusCode).toBe(401);
    expect((await scrape(metricsToken)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${metricsToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `mesonet_queue_jobs{queue="${mailDeliveryJob}",state="queued"} 1`,
        'mesonet_station_last_reading_age_seconds{station="hamley-bridge"} 600',
        'mesonet_outbox_mails{state="queued"} 1',
        'mesonet_outbox_mails{state="failed"} 0',
        'mesonet_processes_alive 1',
      ]),
    );
    expect(res.body).toMatch(/^mesonet_database_size_bytes \d+$/m);
    expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
    // Requests are labelled by the route's pattern: the health call above, and no raw addresses.
    expect(res.body).toMatch(
      /^mesonet_http_requests_total\{method="GET",route="\/api\/admin\/health",status="200"\} \d+$/m,
    );
    expect(res.body).toMatch(/^mesonet_http_requests_total\{method="GET",route="\/metrics",status="401"\} 3$/m);
  });

  describe('with a second app process on the same database', () => {
    let second: App;
    beforeAll(async () => {
      second = await restartTestApp(app, { clock: clock.now });
    });
    afterAll(async () => {
      await second.server.close();
    });

    it('lists both, answers 404 for /metrics where no token is set, and lists a silent one as gone', async () => {
      expect((await second.server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const both = await health();
      expect(both.processes.map((p) => [p.id, p.status]).sort()).toEqual(
        [
          [app.heartbeat.id, 'alive'],
          [second.heartbeat.id, 'alive'],
        ].sort(),
      );

      clock.advance(61_000);
      await app.heartbeat.beat();
      const statuses = Object.fromEntries((await health()).processes.map((p) => [p.id, p.status]));
      expect(statuses).toEqual({ [app.heartbeat.id]: 'alive', [second.heartbeat.id]: 'gone' });

      clock.advance(24 * 60 * 60_000);
      await app.heartbeat.beat();
      expect((await health()).processes.map((p) => p.id)).toEqual([app.heartbeat.id]);
    });

    it('removes its row when a process closes cleanly', async () => {
      const third = await restartTestApp(app, { clock: clock.now });
      expect((await health()).processes.map((p) => p.id)).toContain(third.heartbeat.id);
      await third.server.close();
      expect((await health()).processes.map((p) => p.id)).not.toContain(third.heartbeat.id);
    });
  });
});
