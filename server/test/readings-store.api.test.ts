import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { nineAmDayRainfallMm } from '../src/modules/metrics/calculators/rainfall';
import { calendarDayOfReading } from '../src/modules/metrics/calculators/station-time';
import type pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { copyRows } from '../src/modules/stations/fast-statements';
import { aggregatesLock, readingsRepository, type StoredReading } from '../src/modules/stations/readings.repository';
import { createTestApp, databaseTargets, queryRows, type TestApp } from './test-app';

const firstMs = Date.parse('2026-11-20T00:10:00Z');
const reading = (i: number): StoredReading => ({
  observation: { observedAtMs: firstMs + i * 600_000, channels: { air_temp_1_2m: 10 + i / 100 } },
  derived: { dew_point: 1.2345 },
});

describe.each(databaseTargets)('storing readings with COPY (%s)', (target) => {
  let app: TestApp;
  let stationId: number;
  beforeAll(async () => {
    app = await createTestApp(target);
    const station = await app.stations.createStation({
      slug: 'copy-paddock',
      name: 'Copy Paddock',
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    });
    stationId = station.id;
  });
  afterAll(() => app.close());

  const stored = async () =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from readings where site_id = ${stationId}`,
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
    const times = await readingsRepository(app.database.db).storeReadings(stationId, lazily(), 250);
    expect(times).toHaveLength(250);
    expect(made).toHaveLength(250);
    expect(await stored()).toBe(250);
  });

  it('falls back to the idempotent insert when some times are stored already, adding only the new', async () => {
    const times = await readingsRepository(app.database.db).storeReadings(
      stationId,
      [240, 250, 251].map((i) => reading(i)),
      3,
    );
    expect(times).toEqual([250, 251].map((i) => firstMs + i * 600_000));
    expect(await stored()).toBe(252);
  });

  it('stores nothing when the very first reading cannot be made', async () => {
    const failingAtOnce: Iterable<StoredReading> = {
      [Symbol.iterator]: () => ({
        next: () => {
          throw new Error('no calculator at all');
        },
      }),
    };
    await expect(readingsRepository(app.database.db).storeReadings(stationId, failingAtOnce, 1)).rejects.toThrow(
      'no calculator at all',
    );
    expect(await stored()).toBe(252);
  });

  it('stores nothing when making a reading fails, says why, and the connection stays usable', async () => {
    function* failing(): Generator<StoredReading> {
      for (let i = 300; i < 450; i += 1) yield reading(i);
      throw new Error('the calculator broke');
    }
    await expect(readingsRepository(app.database.db).storeReadings(stationId, failing(), 151)).rejects.toThrow(
      'the calculator broke',
    );
    expect(await stored()).toBe(252);
  });

  it('stores a batch of several COPY statements whole, or none of it when a later part fails', async () => {
    function* failingInTheLastPart(): Generator<StoredReading> {
      for (let i = 500; i < 949; i += 1) yield reading(i);
      throw new Error('the calculator broke late');
    }
    await expect(
      readingsRepository(app.database.db).storeReadings(stationId, failingInTheLastPart(), 450),
    ).rejects.toThrow('the calculator broke late');
    expect(await stored()).toBe(252);

    const batch = Array.from({ length: 450 }, (_, i) => reading(500 + i));
    const times = await readingsRepository(app.database.db).storeReadings(stationId, batch, batch.length);
    expect(times).toEqual(batch.map((r) => r.observation.observedAtMs));
    expect(await stored()).toBe(702);
  });

  it('falls back to the idempotent insert when only a later part of the batch holds a stored time', async () => {
    const batch = [...Array.from({ length: 400 }, (_, i) => reading(1000 + i)), reading(949)];
    const times = await readingsRepository(app.database.db).storeReadings(stationId, batch, batch.length);
    expect(times).toEqual(batch.slice(0, 400).map((r) => r.observation.observedAtMs));
    expect(await stored()).toBe(1102);
  });

  it('stores every reading when there are more than the count said', async () => {
    const batch = Array.from({ length: 230 }, (_, i) => reading(1500 + i));
    const times = await readingsRepository(app.database.db).storeReadings(stationId, batch, 10);
    expect(times).toHaveLength(230);
    expect(await stored()).toBe(1332);
  });

  it('answers a COPY the server refuses with its error, the rows sent ahead of its answer dropped', async () => {
    const parts = [[Buffer.from('1\n2\n')], [Buffer.from('3\n')]];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await expect(copyRows(app.database.db, 'no_such_table', ['x'], parts)).rejects.toThrow(/no_such_table/);
    }
    expect(await stored()).toBe(1332);
  });
});

describe.each(databaseTargets)('daily aggregates summed from hours (%s)', (target) => {
  const timezone = 'Australia/Adelaide';
  // Across the end of daylight saving (05 April 2026, 03:00 ACDT → 02:00 ACST), with readings at
  // midnight and 09:00 sharp, every 10 minutes for three and a half days.
  const startMs = Date.parse('2026-04-03T02:30:00Z');
  const observations: StationObservation[] = Array.from({ length: 510 }, (_, i) => ({
    observedAtMs: startMs + i * 600_000,
    channels: {
      air_temp_1_2m: Math.round((15 + 8 * Math.sin(i / 23) + (i % 7) / 10) * 10) / 10,
      ...(i % 5 === 0 ? { rain_mm: i % 3 === 0 ? 0.2 : 0.4 } : {}),
    },
  }));
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(target, { clock: () => new Date('2026-04-08T00:00:00Z') });
  });
  afterAll(() => app.close());

  it('match the days worked out from every reading, however the batches arrive', async () => {
    const station = await app.stations.createStation({
      slug: 'autumn-paddock',
      name: 'Autumn Paddock',
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    });
    const batch = (from: number, to: number) =>
      observations
        .slice(from, to)
        .map((o) => ({ observed_at: new Date(o.observedAtMs).toISOString(), channels: o.channels }));
    // The middle first, then what came before it (a late file), then the rest, then one hour again.
    for (const [from, to] of [
      [200, 350],
      [0, 200],
      [350, 510],
      [300, 306],
    ] as const) {
      await app.ingestion.ingest(station, batch(from, to));
    }

    const expectedRain = nineAmDayRainfallMm(observations, timezone);
    const temperatures = new Map<string, number[]>();
    for (const o of observations) {
      const day = calendarDayOfReading(o.observedAtMs, timezone);
      temperatures.set(day, [...(temperatures.get(day) ?? []), o.channels.air_temp_1_2m!]);
    }
    const days = await queryRows<{ local_date: string; t_max: number; t_min: number; rain: number | null }>(
      app.database.db,
      sql`select local_date::text, air_temp_max_c as t_max, air_temp_min_c as t_min, rain_mm as rain
          from daily_summaries where site_id = ${station.id} order by local_date`,
    );
    expect(days.map((d) => d.local_date)).toEqual([
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
    ]);
    for (const day of days) {
      const temps = temperatures.get(day.local_date);
      const rain = expectedRain.get(day.local_date);
      expect(day, day.local_date).toEqual({
        local_date: day.local_date,
        t_max: temps ? Math.max(...temps) : null,
        t_min: temps ? Math.min(...temps) : null,
        rain: rain === undefined ? null : Math.round(rain * 10) / 10,
      });
    }
  });

  it('are right for hours stored before they kept their rain: the migration fills it from the readings', async () => {
    const station = await app.stations.findBySlug('autumn-paddock');
    const hourRain = () =>
      queryRows<{ hour_end: string; rain: number | null }>(
        app.database.db,
        sql`select hour_end::text, sum_rain_mm as rain from reading_hours where site_id = ${station!.id} order by 1`,
      );
    const summed = await hourRain();
    expect(summed.filter((hour) => hour.rain !== null).length).toBeGreaterThan(20);
    await app.database.db.execute(sql`update reading_hours set sum_rain_mm = null`);
    const migration = readFileSync(new URL('../migrations/0012_hourly_rain_totals.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
    await app.database.db.execute(sql.raw(backfill));
    expect(await hourRain()).toEqual(summed);
  });
});

describe.each(databaseTargets)('readings awaiting their aggregates (%s)', (target) => {
  const timezone = 'Australia/Adelaide';
  let app: TestApp;
  let stationId: number;
  const repository = () => readingsRepository(app.database.db);
  const at = (i: number) => firstMs + i * 600_000;
  const readingsAt = (...indexes: number[]) => indexes.map((i) => reading(i));
  beforeAll(async () => {
    app = await createTestApp(target);
    stationId = (
      await app.stations.createStation({
        slug: 'late-paddock',
        name: 'Late Paddock',
        type: 'standard',
        lat: -34.5,
        lng: 138.9,
      })
    ).id;
  });
  afterAll(() => app.close());

  const awaiting = async () =>
    (
      await queryRows<{ t: string | Date }>(
        app.database.db,
        sql`select from_observed_at as t from readings_awaiting_aggregates where site_id = ${stationId} order by 1`,
      )
    ).map((row) => new Date(row.t).getTime());
  /** Readings counted in the station's hours, and in the hour ending at `hourEndIso` if given. */
  const counted = async (hourEndIso?: string) =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select coalesce(sum(reading_count), 0)::int as n from reading_hours
            where site_id = ${stationId} and (${hourEndIso ?? null}::timestamptz is null or hour_end = ${hourEndIso ?? null}::timestamptz)`,
      )
    )[0]?.n;

  it('are noted with the readings, by the first reading stored, and cleared by their refresh', async () => {
    await repository().storeReadings(stationId, readingsAt(0, 1, 2, 3, 4, 5), 6);
    expect(await awaiting()).toEqual([at(0)]);
    // The idempotent insert notes the first reading it stored, and nothing when it stores nothing.
    await repository().insertReadings(stationId, readingsAt(5, 6, 7));
    await repository().insertReadings(stationId, readingsAt(6));
    expect(await awaiting()).toEqual([at(0), at(6)]);
    expect(await counted()).toBe(0);

    await repository().refreshAggregates(stationId, timezone, at(0), at(7));
    expect(await awaiting()).toEqual([]);
    expect(await counted()).toBe(8);
  });

  it('are left awaiting when the readings are not stored', async () => {
    await expect(repository().storeReadings(stationId, readingsAt(7, 7), 2)).resolves.toEqual([]);
    expect(await awaiting()).toEqual([]);
  });

  it('are caught up once overdue, and not before', async () => {
    await repository().storeReadings(stationId, readingsAt(10, 11, 12), 3);
    expect(await app.ingestion.catchUpAggregates(5 * 60_000)).toBe(0);
    expect(await awaiting()).toEqual([at(10)]);

    await app.database.db.execute(
      sql`update readings_awaiting_aggregates set stored_at = now() - interval '6 minutes' where site_id = ${stationId}`,
    );
    expect(await app.ingestion.catchUpAggregates(5 * 60_000)).toBe(1);
    expect(await awaiting()).toEqual([]);
    expect(await counted()).toBe(11);
  });

  it('are caught up over months, and every day of them is summarised', async () => {
    const { id } = await app.stations.createStation({
      slug: 'long-paddock',
      name: 'Long Paddock',
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    });
    // A reading every ten days over 120 days: four months, caught up a month at a time.
    const spread = Array.from({ length: 13 }, (_, k) => ({
      observation: { observedAtMs: firstMs + k * 10 * 86_400_000, channels: { air_temp_1_2m: 20 + k } },
      derived: {},
    }));
    await repository().storeReadings(id, spread, spread.length);
    await app.ingestion.catchUpAggregates();
    const [summary] = await queryRows<{ hours: number; days: number; warmest: number; waiting: number }>(
      app.database.db,
      sql`select (select sum(reading_count)::int from reading_hours where site_id = ${id}) as hours,
                 (select count(*)::int from daily_summaries where site_id = ${id} and air_temp_max_c is not null) as days,
                 (select max(air_temp_max_c) from daily_summaries where site_id = ${id}) as warmest,
                 (select count(*)::int from readings_awaiting_aggregates where site_id = ${id}) as waiting`,
    );
    expect(summary).toEqual({ hours: 13, days: 13, warmest: 32, waiting: 0 });
  });

  it('are caught up when the app starts', async () => {
    await repository().storeReadings(stationId, readingsAt(20, 21), 2);
    await repository().insertReadings(stationId, readingsAt(22));
    const restarted = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      logger: false,
      db: app.database.db,
    });
    await restarted.server.close();
    expect(await awaiting()).toEqual([]);
    expect(await counted()).toBe(14);
  });

  it.runIf(target === 'postgres')(
    "wait for another process's refresh of the station, then count the readings it committed meanwhile",
    async () => {
      await repository().storeReadings(stationId, readingsAt(30), 1);
      const pool = (app.database.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        const lock = aggregatesLock(stationId);
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1, $2)', [lock.space, lock.key]);
        const refreshing = repository().refreshAggregates(stationId, timezone, at(30), at(31));
        for (let tries = 0; ; tries += 1) {
          if (tries === 300) throw new Error('the refresh did not wait for the lock');
          const [row] = await queryRows<{ n: number }>(
            app.database.db,
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = ${stationId}`,
          );
          if (row?.n === 1) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // Committed while the refresh waits: it must count this reading too.
        await repository().storeReadings(stationId, readingsAt(31), 1);
        await other.query('commit');
        await refreshing;
      } finally {
        other.release();
      }
      expect(await counted(new Date(Date.parse('2026-11-20T05:30:00Z')).toISOString())).toBe(2);
      expect(await awaiting()).toEqual([]);
    },
  );
});
