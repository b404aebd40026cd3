import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backfillDemoHistory,
  demoSimulatorSeed,
  seedDemoStations,
  startDemoNetwork,
} from '../src/modules/demo/demo-network';
import { createWeatherSimulator } from '../src/modules/demo/simulator/weather-simulator';
import { demoStations } from '../src/modules/demo/demo-stations';
import { readingsRepository } from '../src/modules/stations/readings.repository';
import { silentLog } from './fixtures';
import { createTestApp, queryRows, testClock, type TestApp } from './test-app';

const slugs = ['hamley-bridge', 'bom-renmark-aero', 'mclaren-flat'];

describe('the demo network', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T03:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp('embedded', { clock: clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The demo network on the test's stations, with two days of history. */
  const startTestNetwork = () =>
    startDemoNetwork({ app, db: app.database.db, clock: clock.now, log: silentLog, only: { slugs, historyDays: 2 } });

  it('seeds every station of the list, backfills history, and keeps reporting through the ingestion API', async () => {
    expect(slugs.every((slug) => demoStations.some((s) => s.slug === slug))).toBe(true);
    const network = startTestNetwork();
    await network.ready;

    const stations = (await app.server.inject({ method: 'GET', url: '/api/sites' })).json() as StationListItem[];
    expect(stations).toHaveLength(demoStations.length);
    const [counts] = await queryRows<{ readings: number; days: number }>(
      app.database.db,
      sql`select (select count(*)::int from readings) as readings, (select count(distinct local_date)::int from daily_summaries) as days`,
    );
    expect(counts?.readings).toBeGreaterThan(400);
    // Three years of daily history for rain totals.
    expect(counts?.days).toBeGreaterThan(3 * 365);

    const before = stations.find((s) => s.slug === 'hamley-bridge');
    expect(before?.current_data_last_updated).toBeGreaterThan(clock.now().getTime() - 30 * 60_000);
    const firstEtag = (await app.server.inject({ method: 'GET', url: '/api/sites' })).headers.etag;

    clock.advance(20 * 60_000);
    await network.stop();
    const resumed = startTestNetwork();
    await resumed.ready;
    await resumed.stop();
    const after = ((await app.server.inject({ method: 'GET', url: '/api/sites' })).json() as StationListItem[]).find(
      (s) => s.slug === 'hamley-bridge',
    );
    expect(after?.current_data_last_updated).toBeGreaterThan(before?.current_data_last_updated ?? 0);
    expect((await app.server.inject({ method: 'GET', url: '/api/sites' })).headers.etag).not.toBe(firstEtag);
  });

  it('leaves a disabled station unfed and disabled across a restart, and feeds it again once enabled', async () => {
    const readings = readingsRepository(app.database.db);
    const latest = async (slug: string) => readings.latestReadingMs((await app.stations.findBySlug(slug))?.id ?? 0);
    await app.stations.setDisabled('mclaren-flat', true);
    const before = { quiet: await latest('mclaren-flat'), busy: await latest('hamley-bridge') };

    clock.advance(20 * 60_000);
    const network = startTestNetwork();
    await network.ready;
    expect(await latest('hamley-bridge')).toBeGreaterThan(before.busy ?? 0);
    expect(await latest('mclaren-flat')).toBe(before.quiet);
    expect((await app.stations.findBySlug('mclaren-flat'))?.disabledAt).not.toBeNull();
    const listed = (await app.server.inject({ method: 'GET', url: '/api/sites' })).json() as StationListItem[];
    expect(listed.map((s) => s.slug)).not.toContain('mclaren-flat');

    await app.stations.setDisabled('mclaren-flat', false);
    clock.advance(20 * 60_000);
    await network.stop();
    const resumed = startTestNetwork();
    await resumed.ready;
    await resumed.stop();
    expect(await latest('mclaren-flat')).toBeGreaterThan(before.quiet ?? 0);
  });

  it('stops filling history between batches when asked to stop', async () => {
    const stopped = await createTestApp('embedded', { clock: clock.now });
    try {
      const stations = await seedDemoStations(stopped.database.db, clock.now);
      const only = stations.filter((station) => slugs.includes(station.slug));
      let batches = 0;
      const ingestion = {
        ...stopped.ingestion,
        ingest: (...args: Parameters<typeof stopped.ingestion.ingest>) => {
          batches += 1;
          return stopped.ingestion.ingest(...args);
        },
      };
      const filled = await backfillDemoHistory({
        db: stopped.database.db,
        ingestion,
        simulator: createWeatherSimulator({ seed: demoSimulatorSeed }),
        stations: only,
        nowMs: clock.now().getTime(),
        historyDays: 14,
        log: silentLog,
        shouldStop: () => batches >= 1,
      });
      // One batch of the first station, then nothing more: a signal does not wait for the whole fortnight.
      expect(batches).toBe(1);
      expect(filled.readings).toBeGreaterThan(0);
      expect(filled.readings).toBeLessThanOrEqual(2000);
    } finally {
      await stopped.close();
    }
  });
});
