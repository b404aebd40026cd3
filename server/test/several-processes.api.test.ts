import { stationWithTokenSchema } from '@mesonet/shared/contracts/operator-console.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { silentLog } from './fixtures';
import { createTestApp, restartTestApp, testClock, type TestApp } from './test-app';

type Headers = Record<string, string>;

/**
 * Three app processes on one PostgreSQL database, as behind a load balancer: what an operator edits,
 * a station posts or a grower ends through one of them, the others serve within two seconds.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('three app processes on one PostgreSQL database', () => {
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));
  let first: TestApp;
  let others: App[] = [];
  let admin: Headers;
  const within2s = { timeout: 2_000, interval: 50 };

  const call = (
    app: App,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const signIn = async (app: App, email: string): Promise<Headers> => {
    const res = await call(app, 'POST', '/api/auth/sign_in', {}, { email, password: demoPassword });
    expect(res.statusCode).toBe(200);
    return { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: email };
  };
  const ingest = (app: App, token: string, slug: string, temperature: number) =>
    call(
      app,
      'POST',
      '/api/ingest/observations',
      { authorization: `Bearer ${token}` },
      {
        station: slug,
        observations: [
          {
            observed_at: new Date(clock.now().getTime() - 60_000).toISOString(),
            channels: { air_temp_1_2m: temperature },
          },
        ],
      },
    );
  const temperatureOf = async (app: App, slug: string) => {
    const stations = (await call(app, 'GET', '/api/sites')).json() as StationListItem[];
    const item = stations
      .find((s) => s.slug === slug)
      ?.current_data_hash.data_array.find((r) => r.metric_id === 'temperature');
    return { value: item?.value ?? null, band: item?.band ?? null };
  };

  beforeAll(async () => {
    first = await createTestApp('postgres', { clock: clock.now });
    await seedDemoAccounts(first.database.db, clock.now, silentLog);
    others = [await restartTestApp(first, { clock: clock.now }), await restartTestApp(first, { clock: clock.now })];
    admin = await signIn(first, 'admin@demo.test');
  });
  afterAll(async () => {
    for (const app of others) await app.server.close();
    await first.close();
  });

  it('serves a station added and a reading posted through one process from the others', async () => {
    const creek = { slug: 'three-creek', name: 'Three Creek', type: 'standard', lat: -34.8, lng: 139.1 };
    const created = await call(first, 'POST', '/api/admin/stations', admin, creek);
    const { token } = stationWithTokenSchema.parse(created.json());
    for (const app of others) {
      await expect.poll(async () => (await temperatureOf(app, creek.slug)).value, within2s).toBeNull();
    }
    clock.advance(60_000);
    expect((await ingest(first, token, creek.slug, 21.4)).statusCode).toBe(200);
    await first.ingestion.settled();
    for (const app of others) {
      await expect.poll(async () => (await temperatureOf(app, creek.slug)).value, within2s).toBe(21.4);
    }
  });

  it("colours every process's map with an operator's edit within two seconds", async () => {
    // 21.4 °C is in the '20–25' band, the 7th; the edit raises its threshold to 22.
    for (const app of [first, ...others]) expect((await temperatureOf(app, 'three-creek')).band).toBe(6);
    const statuses = (await call(first, 'GET', '/api/metric_display_statuses')).json() as Array<{
      metric_key: string;
      label: string;
      background_color: string;
      threshold_value: number;
    }>;
    const bands = statuses
      .filter((s) => s.metric_key === 'temperature')
      .map((s, i) => ({
        label: i === 6 ? 'Warm' : s.label,
        background_color: i === 6 ? '#123456' : s.background_color,
        threshold_value: i === 6 ? 22 : s.threshold_value,
      }));
    const saved = await call(first, 'PUT', '/api/admin/metric_display_statuses/temperature', admin, { bands });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const app of others) {
      await expect.poll(async () => (await temperatureOf(app, 'three-creek')).band, within2s).toBe(5);
    }
  });

  it('refuses a replaced station token on every process at once', async () => {
    const { token: oldToken } = stationWithTokenSchema.parse(
      (await call(first, 'POST', '/api/admin/stations/three-creek/token', admin, {})).json(),
    );
    clock.advance(60_000);
    // Each other process checks the token once, so it is in their caches.
    for (const app of others) expect((await ingest(app, oldToken, 'three-creek', 22)).statusCode).toBe(200);
    const { token: newToken } = stationWithTokenSchema.parse(
      (await call(first, 'POST', '/api/admin/stations/three-creek/token', admin, {})).json(),
    );
    clock.advance(60_000);
    for (const app of others) {
      await expect.poll(async () => (await ingest(app, oldToken, 'three-creek', 23)).statusCode, within2s).toBe(401);
      expect((await ingest(app, newToken, 'three-creek', 23)).statusCode).toBe(200);
    }
  });

  it('ends a signed-out session on every process at once', async () => {
    const grower = await signIn(first, 'standard@demo.test');
    // Each process checks the session once, so it is in their caches.
    for (const app of others) expect((await call(app, 'GET', '/api/members/sites', grower)).statusCode).toBe(200);
    expect((await call(first, 'DELETE', '/api/auth/sign_out', grower)).statusCode).toBe(200);
    for (const app of others) {
      await expect
        .poll(async () => (await call(app, 'GET', '/api/members/sites', grower)).statusCode, within2s)
        .toBe(401);
    }
  });
});
