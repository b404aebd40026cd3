import { currentDataItem } from '@mesonet/shared/metrics/current-data-item';
import { metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { compassPoint } from '@mesonet/shared/metrics/wind-direction';
import { plans } from '@mesonet/shared/plans/plans';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, restartTestApp, testClock, type TestApp } from './test-app';

describe.each(databaseTargets)('site list and visibility on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    for (const [slug, type] of [
      ['hamley-bridge', 'research'],
      ['mallala', 'research'],
      ['bom-roseworthy', 'bom'],
    ] as const) {
      await app.stations.createStation({ slug, name: slug, type, lat: -34.4, lng: 138.7 });
      const station = await app.stations.findBySlug(slug);
      if (!station) throw new Error('station missing');
      const readings = researchMastReadings(clock.now().getTime()).map((r) =>
        type === 'bom'
          ? {
              ...r,
              channels: {
                air_temp_1_2m: r.channels.air_temp_1_2m,
                rh_1_2m: r.channels.rh_1_2m,
                wind_speed_10m: r.channels.wind_speed_10m,
                wind_dir_10m: 250,
              },
            }
          : r,
      );
      const result = await app.ingestion.ingest(station, readings);
      expect(result.problems).toEqual([]);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  async function membersStations(email: string): Promise<{ body: string; sites: StationListItem[] }> {
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: demoPassword },
    });
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
    };
    const res = await app.server.inject({ method: 'GET', url: '/api/members/sites', headers });
    expect(res.statusCode).toBe(200);
    return { body: res.body, sites: res.json() };
  }

  it('gives visitors the stations with only temperature and 10 m wind', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/sites' });
    expect(res.statusCode).toBe(200);
    const stations = res.json() as StationListItem[];
    expect(stations.map((s) => s.slug)).toEqual(['hamley-bridge', 'mallala', 'bom-roseworthy']);
    const hamley = stations[0];
    expect(hamley?.current_data_hash.data_array.map((item) => item.metric_id).sort()).toEqual([
      'temperature',
      'wind_direction_10m',
      'wind_speed_10m',
    ]);
    const temperature = hamley?.current_data_hash.data_array.find((item) => item.metric_id === 'temperature');
    expect(temperature?.value).toBeTypeOf('number');
    expect(temperature?.band).toBeTypeOf('number');
    const wind = hamley?.current_data_hash.data_array.find((item) => item.metric_id === 'wind_speed_10m');
    expect(wind?.unit).toBe('km/h');
    expect(compassPoint(wind?.wind_direction_value ?? null)).toBe('WSW');
    expect(hamley?.current_data_last_updated).toBe(clock.now().getTime());
  });

  it('answers 304 when the list has not changed, and new bytes after a reading arrives', async () => {
    const first = await app.server.inject({ method: 'GET', url: '/api/sites' });
    const etag = String(first.headers.etag);
    const again = await app.server.inject({ method: 'GET', url: '/api/sites', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const station = await app.stations.findBySlug('mallala');
    clock.advance(600_000);
    await app.ingestion.ingest(station!, [
      { observed_at: clock.now().toISOString(), channels: { air_temp_1_2m: 31.4 } },
    ]);
    const changed = await app.server.inject({ method: 'GET', url: '/api/sites', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the same list gzipped to clients that accept it', async () => {
    const plain = await app.server.inject({ method: 'GET', url: '/api/sites' });
    const zipped = await app.server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('refuses the member list without a session', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/members/sites' })).statusCode).toBe(401);
  });

  it("answers a member's later polls from the session and plan it checked, until the session ends", async () => {
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'farm@demo.test', password: demoPassword },
    });
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
    };
    const poll = () => app.server.inject({ method: 'GET', url: '/api/members/sites', headers });
    const first = await poll();
    const second = await poll();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    const wrongToken = await app.server.inject({
      method: 'GET',
      url: '/api/members/sites',
      headers: { ...headers, 'access-token': 'not-the-token' },
    });
    expect(wrongToken.statusCode).toBe(401);
    expect((await app.server.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers })).statusCode).toBe(200);
    expect((await poll()).statusCode).toBe(401);
  });

  it.each(demoAccounts.map((account) => [account.planKey, account] as const))(
    'never sends %s a value outside its plan',
    async (_planKey, account) => {
      const { sites: stations } = await membersStations(account.email);
      const viewer: Viewer = {
        kind: 'member',
        featureSetKey: plans[account.planKey].featureSetKey,
        nominatedStationSlugs: [account.planStationSlug, ...(account.additionalStationSlugs ?? [])].filter(
          (s): s is string => Boolean(s),
        ),
      };
      let shownWithValue = 0;
      for (const station of stations) {
        // Exactly the metrics the plan shows at this site, in catalogue order: the rest is never sent.
        const shown = metricKeys.filter((key) => metricVisibility(viewer, station.slug, key) === 'shown');
        expect(station.current_data_hash.data_array.map((item) => item.metric_id)).toEqual(shown);
        for (const item of station.current_data_hash.data_array) {
          if (item.value !== null) shownWithValue += 1;
          if ((item.wind_direction_value ?? null) !== null) {
            const direction = item.metric_id === 'wind_speed_2m' ? 'wind_direction_2m' : 'wind_direction_10m';
            expect(metricVisibility(viewer, station.slug, direction), `${station.slug} ${item.metric_id}`).toBe(
              'shown',
            );
          }
        }
      }
      expect(shownWithValue).toBeGreaterThan(0);
    },
  );

  it('shows premium its extras only at its nominated stations', async () => {
    const { sites: stations } = await membersStations('premium@demo.test');
    const dewPoint = (slug: string) =>
      stations.find((s) => s.slug === slug)?.current_data_hash.data_array.find((i) => i.metric_id === 'dew_point');
    expect(dewPoint('hamley-bridge')?.value).toBeTypeOf('number');
    expect(dewPoint('mallala')).toBeUndefined();
    expect(stations.find((s) => s.slug === 'hamley-bridge')?.nominated).toBe(true);
    expect(stations.find((s) => s.slug === 'mallala')?.nominated).toBe(false);
  });

  it('marks what a station type cannot measure as unsupported', async () => {
    const { sites: stations } = await membersStations('allaccess@demo.test');
    const bom = stations.find((s) => s.slug === 'bom-roseworthy');
    const vtd = bom?.current_data_hash.data_array.find((i) => i.metric_id === 'vtd');
    expect(vtd).toMatchObject({ value: null, value_str: '-', band: null });
    expect(currentDataItem('bom', vtd!).unsupported).toBe(true);
    const research = stations.find((s) => s.slug === 'hamley-bridge');
    for (const key of ['vtd', 'delta_t', 'ghcop', 'gfdi', 'sigmaw10', 'dew_point', 'relative_humidity'] as const) {
      expect(research?.current_data_hash.data_array.find((i) => i.metric_id === key)?.value, key).toBeTypeOf('number');
    }
  });
});

describe.each(databaseTargets)('stations whose last reading is old, on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));
  const dayMs = 86_400_000;
  const nowMs = clock.now().getTime();
  // Inside and well beyond the 8 days of readings the live network keeps for its metrics.
  const weekOldMs = nowMs - 7 * dayMs;
  const fortnightOldMs = nowMs - 14 * dayMs;

  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  async function importReadings(slug: string, times: readonly number[]): Promise<void> {
    const station = await app.stations.findBySlug(slug);
    if (!station) throw new Error('station missing');
    const readings = times.map((ms) => ({
      observed_at: new Date(ms).toISOString(),
      channels: { air_temp_1_2m: 21.5, rh_1_2m: 40, wind_speed_10m: 3, wind_dir_10m: 250 },
    }));
    expect((await app.ingestion.ingest(station, readings)).problems).toEqual([]);
  }

  async function listed(server: TestApp['server']): Promise<Map<string, StationListItem>> {
    const res = await server.inject({ method: 'GET', url: '/api/sites' });
    expect(res.statusCode).toBe(200);
    return new Map((res.json() as StationListItem[]).map((station) => [station.slug, station]));
  }

  it("lists the time of a station's last reading however old it is, with no value as current", async () => {
    for (const slug of ['week-old', 'fortnight-old']) {
      await app.stations.createStation({ slug, name: slug, type: 'standard', lat: -34.4, lng: 138.7 });
    }
    await importReadings('week-old', [weekOldMs - 600_000, weekOldMs]);
    await importReadings('fortnight-old', [fortnightOldMs - 600_000, fortnightOldMs]);

    const stations = await listed(app.server);
    expect(stations.get('week-old')?.current_data_last_updated).toBe(weekOldMs);
    expect(stations.get('fortnight-old')?.current_data_last_updated).toBe(fortnightOldMs);
    const temperature = stations
      .get('week-old')
      ?.current_data_hash.data_array.find((i) => i.metric_id === 'temperature');
    expect(temperature).toMatchObject({ value: null, value_str: '-' });
  });

  it('does not move the last reading back when an older file is imported', async () => {
    await importReadings('week-old', [weekOldMs - 3 * dayMs]);
    await importReadings('fortnight-old', [fortnightOldMs - 3 * dayMs, fortnightOldMs - 2 * dayMs]);
    const stations = await listed(app.server);
    expect(stations.get('week-old')?.current_data_last_updated).toBe(weekOldMs);
    expect(stations.get('fortnight-old')?.current_data_last_updated).toBe(fortnightOldMs);
  });

  it('knows the same last readings after a restart, from the database', async () => {
    const restarted = await restartTestApp(app, { clock: clock.now });
    try {
      const stations = await listed(restarted.server);
      expect(stations.get('week-old')?.current_data_last_updated).toBe(weekOldMs);
      expect(stations.get('fortnight-old')?.current_data_last_updated).toBe(fortnightOldMs);
    } finally {
      await restarted.server.close();
    }
  });
});
