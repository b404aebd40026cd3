import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingsRepository, type StoredReading } from '../src/modules/stations/readings.repository';
import { createTestApp, databaseTargets, queryRows, type TestApp } from './test-app';

const firstMs = Date.parse('2026-11-20T00:10:00Z');
const reading = (i: number): StoredReading => ({
  observation: { observedAtMs: firstMs + i * 600_000, channels: { air_temp_1_2m: 10 + i / 100 } },
  derived: { dew_point: 1.2345 },
});

describe.each(databaseTargets)('storing readings with COPY (%s)', (target) => {
  let app: TestApp;
  let siteId: number;
  beforeAll(async () => {
    app = await createTestApp(target);
    const site = await app.stations.createStation({
      slug: 'copy-paddock',
      name: 'Copy Paddock',
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    });
    siteId = site.id;
  });
  afterAll(() => app.close());

  const stored = async () =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from readings where site_id = ${siteId}`,
      )
    )[0]?.n;

  it('takes readings made one by one, in chunks, and stores them all', async () => {
    const made: number[] = [];
    function* lazily() {
      for (let i = 0; i < 250; i += 1) {
        made.push(i);
        yield reading(i);
      }
    }
    const times = await readingsRepository(app.database.db).storeReadings(siteId, lazily());
    expect(times).toHaveLength(250);
    expect(made).toHaveLength(250);
    expect(await stored()).toBe(250);
  });

  it('falls back to the idempotent insert when some times are stored already, adding only the new', async () => {
    const times = await readingsRepository(app.database.db).storeReadings(
      siteId,
      [240, 250, 251].map((i) => reading(i)),
    );
    expect(times).toEqual([250, 251].map((i) => firstMs + i * 600_000));
    expect(await stored()).toBe(252);
  });

  it('stores nothing when making a reading fails, says why, and the connection stays usable', async () => {
    function* failing(): Generator<StoredReading> {
      for (let i = 300; i < 450; i += 1) yield reading(i);
      throw new Error('the calculator broke');
    }
    await expect(readingsRepository(app.database.db).storeReadings(siteId, failing())).rejects.toThrow(
      'the calculator broke',
    );
    expect(await stored()).toBe(252);
  });
});
