import type { DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import { sprayVerdictKinds } from '@mesonet/shared/contracts/spray-verdict.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

/**
 * Issue 24 part 3: the spray verdict in the sites lists (the map's 'Spray conditions') and in the
 * station dashboard, only for plans with `sprayVerdicts` (standard and above); visitors and free get
 * the upgrade state, enforced here on the server.
 */
const tiers = [
  ['free', 'free@demo.test', false],
  ['standard', 'standard@demo.test', true],
  ['farm', 'farm@demo.test', true],
  ['premium', 'premium@demo.test', true],
  ['all access', 'allaccess@demo.test', true],
] as const;

describe.each(databaseTargets)('spray verdicts on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));
  const sessions = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    for (const [slug, type] of [
      ['hamley-bridge', 'research'],
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
                rain_mm: r.channels.rain_mm,
              },
            }
          : r,
      );
      expect((await app.ingestion.ingest(station, readings)).problems).toEqual([]);
    }
    for (const [, email] of tiers) {
      const signIn = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        payload: { email, password: demoPassword },
      });
      expect(signIn.statusCode).toBe(200);
      sessions.set(email, {
        'access-token': String(signIn.headers['access-token']),
        client: String(signIn.headers.client),
        uid: String(signIn.headers.uid),
      });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (email: string | null, url: string) =>
    app.server.inject({ method: 'GET', url, headers: email ? sessions.get(email) : {} });

  async function sites(email: string | null): Promise<StationListItem[]> {
    const res = await get(email, email ? '/api/members/sites' : '/api/sites');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function dashboard(email: string, slug = 'hamley-bridge') {
    const res = await get(email, `/api/members/sites/${slug}/data_views/dashboard/data_view_hash`);
    expect(res.statusCode).toBe(200);
    return (res.json() as DataViewResult).dashboard;
  }

  it('sends visitors no verdict at all', async () => {
    const res = await get(null, '/api/sites');
    expect(res.body).not.toContain('spray_verdict');
    expect((await sites(null)).length).toBe(2);
  });

  it.each(tiers)('the sites list for %s: a verdict at every station only with the plan', async (_tier, email, may) => {
    for (const station of await sites(email)) {
      if (may) expect(sprayVerdictKinds).toContain(station.spray_verdict);
      else expect(station).not.toHaveProperty('spray_verdict');
    }
  });

  it.each(tiers)('the dashboard for %s: the whole verdict, or the upgrade state', async (_tier, email, may) => {
    const verdict = (await dashboard(email))?.spray_verdict;
    if (!may) {
      expect(verdict).toEqual({
        included_in_feature_set: false,
        verdict: null,
        reasons: [],
        notes: [],
        next_window: null,
        judged_at_ms: null,
      });
      return;
    }
    expect(verdict?.included_in_feature_set).toBe(true);
    expect(sprayVerdictKinds).toContain(verdict?.verdict);
    expect(verdict?.judged_at_ms).toBe(clock.now().getTime());
    expect(verdict?.next_window?.text).toMatch(
      /^(now|likely from about \d\d:\d\d( tomorrow)?|not within 12 h|unknown)$/,
    );
    if (verdict?.verdict !== 'good') expect(verdict?.reasons.length).toBeGreaterThan(0);
  });

  it('judges a hot, dry reading "do not spray", every reason in words, and the list follows', async () => {
    const station = await app.stations.findBySlug('hamley-bridge');
    const before = await get('standard@demo.test', '/api/members/sites');
    clock.advance(600_000);
    const last = researchMastReadings(clock.now().getTime()).at(-1)!;
    const hotDry = { ...last.channels, air_temp_1_2m: 36.2, air_temp_10m: 35.2, rh_1_2m: 12, wind_speed_2m: 2 };
    await app.ingestion.ingest(station!, [{ observed_at: clock.now().toISOString(), channels: hotDry }]);

    const verdict = (await dashboard('standard@demo.test'))?.spray_verdict;
    expect(verdict?.verdict).toBe('do_not_spray');
    const texts = verdict?.reasons.map((reason) => reason.text) ?? [];
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Delta T \d+\.\d °C is above 10 °C$/),
        'Temperature 36.2 °C is above 35 °C',
      ]),
    );
    expect(verdict?.reasons[0]?.severity).toBe('do_not_spray');
    expect(verdict?.next_window?.kind).not.toBe('now');

    const after = await get('standard@demo.test', '/api/members/sites');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = (after.json() as StationListItem[]).find((s) => s.slug === 'hamley-bridge');
    expect(listed?.spray_verdict).toBe('do_not_spray');
  });

  it('says unknown, and nothing else, once the newest reading is older than a marker allows', async () => {
    clock.advance(61 * 60_000);
    app.live.refreshStale(0);
    const verdict = (await dashboard('premium@demo.test'))?.spray_verdict;
    expect(verdict?.verdict).toBe('unknown');
    expect(verdict?.reasons.map((r) => r.text)).toEqual([
      'Newest reading is 61 min old, older than the 60 min a verdict allows',
    ]);
    expect(verdict?.next_window?.text).toBe('unknown');
    const listed = (await sites('premium@demo.test')).find((s) => s.slug === 'hamley-bridge');
    expect(listed?.spray_verdict).toBe('unknown');
  });
});
