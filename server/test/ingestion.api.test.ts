import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDataloggerFile } from '../src/modules/ingestion/datalogger-file';
import { stationPostsPerMinute } from '../src/modules/ingestion/ingestion.routes';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

describe.each(databaseTargets)('station ingestion on the %s database', (target) => {
  let app: TestApp;
  let token = '';
  const clock = testClock(new Date('2026-11-21T02:00:00Z'));

  const post = (body: unknown, bearer = token) =>
    app.server.inject({
      method: 'POST',
      url: '/api/ingest/observations',
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });
  const reading = (observedAt: string, channels: Record<string, unknown>) => ({ observed_at: observedAt, channels });

  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now });
    await app.stations.createStation({
      slug: 'test-paddock',
      name: 'Test Paddock',
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    });
    await app.stations.createStation({
      slug: 'other-paddock',
      name: 'Other Paddock',
      type: 'bom',
      lat: -34.6,
      lng: 138.8,
    });
    token = (await app.stations.issueToken('test-paddock')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores good readings and answers the counts', async () => {
    const res = await post({
      station: 'test-paddock',
      observations: [
        reading('2026-11-21T11:10:00+10:30', {
          air_temp_1_2m: 24.2,
          rh_1_2m: 35,
          air_temp_10m: 23.9,
          wind_speed_10m: 4.1,
          wind_dir_10m: 250,
          rain_mm: 0,
        }),
        reading('2026-11-21T11:20:00+10:30', {
          air_temp_1_2m: 24.6,
          rh_1_2m: 34,
          air_temp_10m: 24.2,
          wind_speed_10m: 4.4,
          wind_dir_10m: 255,
          rain_mm: 0.2,
        }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0 });
    const rows = await queryRows<{ n: number; dt: number | null }>(
      app.database.db,
      sql`select count(*)::int as n, max(delta_t) as dt from readings`,
    );
    expect(rows[0]?.n).toBe(2);
    expect(rows[0]?.dt).toBeGreaterThan(5);
  });

  it('adds nothing when the same readings come again', async () => {
    const res = await post({
      station: 'test-paddock',
      observations: [reading('2026-11-21T11:10:00+10:30', { air_temp_1_2m: 99 })],
    });
    expect(res.statusCode).toBe(422);
    const again = await post({
      station: 'test-paddock',
      observations: [reading('2026-11-21T00:40:00Z', { air_temp_1_2m: 30 })],
    });
    expect(again.json()).toEqual({ accepted: 0, duplicates: 1 });
    // A stored time beside a new one: the new one is kept, the stored one left as it was.
    const mixed = await post({
      station: 'test-paddock',
      observations: [
        reading('2026-11-21T00:50:00Z', { air_temp_1_2m: 30 }),
        reading('2026-11-21T01:20:00Z', { air_temp_1_2m: 24.8 }),
      ],
    });
    expect(mixed.json()).toEqual({ accepted: 1, duplicates: 1 });
    await post({ station: 'test-paddock', observations: [reading('2026-11-21T01:20:00Z', { air_temp_1_2m: 1 })] });
    const stored = await queryRows<{ t: number }>(
      app.database.db,
      sql`select air_temp_1_2m as t from readings where observed_at in ('2026-11-21T00:40:00Z', '2026-11-21T00:50:00Z', '2026-11-21T01:20:00Z') order by observed_at`,
    );
    expect(stored.map((row) => row.t)).toEqual([24.2, 24.6, 24.8]);
  });

  it('keeps the good readings of a batch and names each bad one', async () => {
    const res = await post({
      station: 'test-paddock',
      observations: [
        reading('2026-11-21T11:30:00+10:30', { air_temp_1_2m: 25, rh_1_2m: 33 }),
        reading('2026-11-21T11:40:00+10:30', { air_temp_1_2m: 25.3, soil_moisture: 12 }),
        reading('2026-11-21T11:55:00+10:30', { rh_1_2m: 130 }),
        reading('yesterday', { rh_1_2m: 30 }),
        reading('2026-11-21T12:00:00+10:30', { rain_mm: 0.4 }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      accepted: 3,
      duplicates: 0,
      errors: [
        { field_name: 'observations[1].channels.soil_moisture', messages: ['is not a known channel'] },
        {
          field_name: 'observations[2].channels.rh_1_2m',
          messages: ['must be between 1 and 100 %; received 130, stored as missing'],
        },
        {
          field_name: 'observations[3].observed_at',
          messages: ['must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T10:30:00+10:30'],
        },
      ],
    });
  });

  it('keeps hourly and daily aggregates in the site’s time zone, with the 9 am rain day', async () => {
    // The station's answer does not wait for its aggregates; they follow right after.
    await app.ingestion.settled();
    const daily = await queryRows<{ local_date: string; rain_mm: number; air_temp_max_c: number }>(
      app.database.db,
      sql`select local_date::text, rain_mm, air_temp_max_c from daily_summaries order by local_date`,
    );
    // Readings after 09:00 local on 21 November belong to the rain day ending 09:00 on 22 November.
    expect(daily).toEqual([
      { local_date: '2026-11-21', rain_mm: null, air_temp_max_c: 25 },
      { local_date: '2026-11-22', rain_mm: 0.6, air_temp_max_c: null },
    ]);
    const hourly = await queryRows<{ hour_end: string; reading_count: number }>(
      app.database.db,
      sql`select to_char(hour_end at time zone 'Australia/Adelaide', 'HH24:MI') as hour_end, reading_count from reading_hours order by 1`,
    );
    // Five readings, and one whose only channel QC dropped (stored, as missing).
    expect(hourly).toEqual([{ hour_end: '12:00', reading_count: 6 }]);
  });

  it.each([
    ['no token', undefined, 401],
    ['a wrong token', 'mst_not-a-real-token', 401],
  ])('refuses %s with 401', async (_name, bearer, status) => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/ingest/observations',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: { station: 'test-paddock', observations: [reading('2026-11-21T01:00:00Z', { rh_1_2m: 30 })] },
    });
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an unknown station and 403 for another station’s slug', async () => {
    expect(
      (await post({ station: 'nowhere', observations: [reading('2026-11-21T01:00:00Z', { rh_1_2m: 30 })] })).statusCode,
    ).toBe(404);
    expect(
      (await post({ station: 'other-paddock', observations: [reading('2026-11-21T01:00:00Z', { rh_1_2m: 30 })] }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['no observations', { station: 'test-paddock', observations: [] }, 'observations'],
    ['observations not a list', { station: 'test-paddock', observations: 'lots' }, 'observations'],
    ['no station', { observations: [reading('2026-11-21T01:00:00Z', { rh_1_2m: 30 })] }, 'station'],
  ])('refuses a body with %s', async (_name, body, field) => {
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field_name).toBe(field);
  });

  it('stops the old token when a new one is issued', async () => {
    const old = token;
    token = (await app.stations.issueToken('test-paddock')).token;
    expect(
      (await post({ station: 'test-paddock', observations: [reading('2026-11-21T01:30:00Z', { rh_1_2m: 30 })] }, old))
        .statusCode,
    ).toBe(401);
    expect(
      (await post({ station: 'test-paddock', observations: [reading('2026-11-21T01:30:00Z', { rh_1_2m: 30 })] }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a station as soon as it is disabled, though its token was just used, and takes it back when enabled', async () => {
    const batch = (at: string) => ({ station: 'test-paddock', observations: [reading(at, { rh_1_2m: 31 })] });
    expect((await post(batch('2026-11-21T01:40:00Z'))).statusCode).toBe(200);
    await app.stations.setDisabled('test-paddock', true);
    expect((await post(batch('2026-11-21T01:50:00Z'))).statusCode).toBe(403);
    await app.stations.setDisabled('test-paddock', false);
    expect((await post(batch('2026-11-21T01:50:00Z'))).statusCode).toBe(200);
  });

  it('keeps a station off the map when readings accepted before it was disabled are followed up after', async () => {
    const listedSlugs = async () =>
      ((await app.server.inject({ method: 'GET', url: '/api/sites' })).json() as Array<{ slug: string }>).map(
        (s) => s.slug,
      );
    const asAccepted = await app.stations.findBySlug('test-paddock');
    if (!asAccepted) throw new Error('test-paddock is missing');
    await app.stations.setDisabled('test-paddock', true);
    const observation = { observedAtMs: Date.parse('2026-11-21T01:55:00Z'), channels: { rh_1_2m: 30 } };
    await app.live.readingsStored(asAccepted, [observation], []);
    expect(await listedSlugs()).not.toContain('test-paddock');
    await app.stations.setDisabled('test-paddock', false);
    expect(await listedSlugs()).toContain('test-paddock');
  });

  const storedBetween = async (from: string, to: string) =>
    queryRows<{ at: string; rh: number }>(
      app.database.db,
      sql`select to_char(observed_at at time zone 'UTC', 'HH24:MI') as at, rh_1_2m as rh from readings
          where observed_at between ${from}::timestamptz and ${to}::timestamptz order by observed_at`,
    );

  it('stores a batch out of time order, and the last of two readings at one time', async () => {
    const res = await post({
      station: 'test-paddock',
      observations: [
        reading('2026-11-20T03:20:00Z', { rh_1_2m: 43 }),
        reading('2026-11-20T03:00:00Z', { rh_1_2m: 41 }),
        reading('2026-11-20T03:10:00Z', { rh_1_2m: 42 }),
        reading('2026-11-20T03:00:00Z', { rh_1_2m: 40 }),
      ],
    });
    expect(res.json()).toEqual({ accepted: 3, duplicates: 0 });
    expect(await storedBetween('2026-11-20T03:00:00Z', '2026-11-20T03:59:00Z')).toEqual([
      { at: '03:00', rh: 40 },
      { at: '03:10', rh: 42 },
      { at: '03:20', rh: 43 },
    ]);
  });

  const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

  // Batches in time order are checked as they are stored, in several COPY statements: a reading that
  // goes back in time, found only while a later statement is being made, must leave no trace of that try.
  it('stores a long batch whose time order breaks only near its end, each reading once, its problems named once', async () => {
    const start = '2026-11-19T00:00:00Z';
    const observations = Array.from({ length: 480 }, (_, i) =>
      reading(minutesAfter(start, i), { rh_1_2m: 20 + (i % 50) }),
    );
    observations.splice(470, 0, reading(minutesAfter(start, -10), { rh_1_2m: 90 }));
    observations.splice(3, 0, reading(minutesAfter(start, 2.5), { rh_1_2m: 101 }));
    observations.splice(5, 0, reading(minutesAfter(start, 3.5), { rh_1_2m: 104 }));
    const res = await post({ station: 'test-paddock', observations });
    expect(res.json()).toEqual({
      accepted: 483,
      duplicates: 0,
      errors: [
        {
          field_name: 'observations[5].channels.rh_1_2m',
          messages: ['must be between 1 and 100 %; received 104, stored as missing'],
        },
      ],
      clamped: [{ field_name: 'observations[3].channels.rh_1_2m', messages: ['received 101, stored as 100'] }],
    });
    const stored = await storedBetween(minutesAfter(start, -10), minutesAfter(start, 480));
    expect(stored).toHaveLength(483);
    expect(stored[0]).toEqual({ at: '23:50', rh: 90 });
    expect(stored[1]).toEqual({ at: '00:00', rh: 20 });
    expect(stored.at(-1)).toEqual({ at: '07:59', rh: 20 + (479 % 50) });
  });

  it('stores the new readings of a batch that holds stored times and goes back in time', async () => {
    const start = '2026-11-19T09:00:00Z';
    const first = Array.from({ length: 5 }, (_, i) => reading(minutesAfter(start, i * 10), { rh_1_2m: 30 }));
    expect((await post({ station: 'test-paddock', observations: first })).json()).toEqual({
      accepted: 5,
      duplicates: 0,
    });
    const again = [
      reading(minutesAfter(start, 50), { rh_1_2m: 35 }),
      ...first.map((r) => ({ ...r, channels: { rh_1_2m: 99 } })),
      reading(minutesAfter(start, 60), { rh_1_2m: 36 }),
    ];
    expect((await post({ station: 'test-paddock', observations: again })).json()).toEqual({
      accepted: 2,
      duplicates: 5,
    });
    expect((await storedBetween(start, minutesAfter(start, 60))).map((row) => row.rh)).toEqual([
      30, 30, 30, 30, 30, 35, 36,
    ]);
  });

  it('stores nothing, and names every reading, when no reading of a batch is good', async () => {
    const res = await post({
      station: 'test-paddock',
      observations: [
        reading('2026-11-19T12:00:00Z', { rh_1_2m: 50, soil_moisture: 3 }),
        reading('soon', { rh_1_2m: 50 }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      accepted: 0,
      duplicates: 0,
      errors: [{ field_name: 'observations[0].channels.soil_moisture' }, { field_name: 'observations[1].observed_at' }],
    });
    expect(await storedBetween('2026-11-19T12:00:00Z', '2026-11-19T12:00:00Z')).toEqual([]);
  });

  const newStation = async (slug: string) => {
    await app.stations.createStation({ slug, name: slug, type: 'standard', lat: -34.4, lng: 138.7 });
    return (await app.stations.issueToken(slug)).token;
  };
  const raw = (payload: string, bearer: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/ingest/observations',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      payload,
    });

  // metrics.md §2.9 (errata): QC drops a channel, never the reading.
  let qcToken = '';
  const qcPost = async (observations: unknown[]) => {
    qcToken ||= await newStation('qc-paddock');
    return post({ station: 'qc-paddock', observations }, qcToken);
  };
  const storedReading = async (at: string) =>
    (
      await queryRows<{
        t: number | null;
        rh: number | null;
        rain: number | null;
        wind: number | null;
        solar: number | null;
        dt: number | null;
        dew: number | null;
        flags: unknown;
      }>(
        app.database.db,
        sql`select air_temp_1_2m as t, rh_1_2m as rh, rain_mm as rain, wind_speed_10m as wind, solar_rad as solar,
                   delta_t as dt, dew_point as dew, qc_flags as flags
            from readings r join sites s on s.id = r.site_id
            where s.slug = 'qc-paddock' and observed_at = ${at}::timestamptz`,
      )
    )[0];

  it('keeps the other channels of a reading with one channel out of range, that one missing with its flag and the value received', async () => {
    const res = await qcPost([
      reading('2026-11-18T02:00:00Z', { air_temp_1_2m: 75, rh_1_2m: 40, rain_mm: 0.4, wind_speed_10m: 3 }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      accepted: 1,
      duplicates: 0,
      errors: [
        {
          field_name: 'observations[0].channels.air_temp_1_2m',
          messages: ['must be between -10 and 50 °C; received 75, stored as missing'],
        },
      ],
    });
    expect(await storedReading('2026-11-18T02:00:00Z')).toEqual({
      t: null,
      rh: 40,
      rain: 0.4,
      wind: 3,
      solar: null,
      // Derived from what was kept: no temperature, so no Delta T or dew point.
      dt: null,
      dew: null,
      flags: { air_temp_1_2m: { flag: 'out_of_range', received: 75 } },
    });
  });

  it('stores RH 101 % as 100, naming it, with no error', async () => {
    const res = await qcPost([reading('2026-11-18T02:10:00Z', { air_temp_1_2m: 12, rh_1_2m: 101 })]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: 1,
      duplicates: 0,
      clamped: [{ field_name: 'observations[0].channels.rh_1_2m', messages: ['received 101, stored as 100'] }],
    });
    expect(await storedReading('2026-11-18T02:10:00Z')).toMatchObject({
      t: 12,
      rh: 100,
      // At saturation the wet bulb is the dry bulb, and the dew point the air temperature.
      dt: 0,
      dew: 12,
      flags: { rh_1_2m: { flag: 'clamped', received: 101 } },
    });
  });

  it('stores negative solar at night as 0, and keeps it by day, where it is within range', async () => {
    // 00:30 and 12:30 local time at the station (ACDT, UTC+10:30).
    const res = await qcPost([
      reading('2026-11-17T14:00:00Z', { solar_rad: -3, air_temp_1_2m: 9 }),
      reading('2026-11-18T02:20:00Z', { solar_rad: -3, air_temp_1_2m: 21 }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      clamped: [{ field_name: 'observations[0].channels.solar_rad', messages: ['received -3, stored as 0'] }],
    });
    expect(await storedReading('2026-11-17T14:00:00Z')).toMatchObject({
      solar: 0,
      t: 9,
      flags: { solar_rad: { flag: 'clamped', received: -3 } },
    });
    expect(await storedReading('2026-11-18T02:20:00Z')).toMatchObject({ solar: -3, flags: null });
  });

  it('counts the rain of readings whose temperature was dropped in the hour and the 9 am day', async () => {
    // 06:30 to 07:00 local on 18 November: the rain day to 09:00 that morning.
    const rainy = [
      reading('2026-11-17T20:00:00Z', { air_temp_1_2m: 8, rain_mm: 0.2 }),
      reading('2026-11-17T20:10:00Z', { air_temp_1_2m: 99, rain_mm: 0.4 }),
      reading('2026-11-17T20:20:00Z', { air_temp_1_2m: -40, rain_mm: 0.6 }),
      reading('2026-11-17T20:30:00Z', { air_temp_1_2m: 8.4, rain_mm: 0.2 }),
    ];
    expect((await qcPost(rainy)).statusCode).toBe(422);
    await app.ingestion.settled();
    const [day] = await queryRows<{ rain: number; tmin: number; tmax: number }>(
      app.database.db,
      sql`select d.rain_mm as rain, d.air_temp_min_c as tmin, d.air_temp_max_c as tmax
          from daily_summaries d join sites s on s.id = d.site_id
          where s.slug = 'qc-paddock' and d.local_date = '2026-11-18'`,
    );
    // 0.2 + 0.4 + 0.6 + 0.2 mm, every tip counted; the day's extremes from the temperatures kept.
    expect(day?.rain).toBe(1.4);
    expect([day?.tmin, day?.tmax]).toEqual([8, 21]);
  });

  it('imports a datalogger file whose line has a bad channel, keeping the line’s other channels', async () => {
    const station = await app.stations.findBySlug('qc-paddock');
    if (!station) throw new Error('qc-paddock is missing');
    const file = [
      'TIMESTAMP,AirTC_Avg,RH,Rain_mm_Tot',
      '2026-11-18 08:30:00,14.2,55,0',
      '2026-11-18 08:40:00,14.4,180,0.2',
      '2026-11-18 08:50:00,14.6,102,0',
    ].join('\n');
    const { readings } = parseDataloggerFile(file, { utcOffset: '+10:30' });
    const result = await app.ingestion.ingest(station, readings, (i) => `line ${readings[i]?.line ?? '?'}`);
    expect(result).toEqual({
      accepted: 3,
      duplicates: 0,
      problems: [
        { field: 'line 3.channels.rh_1_2m', message: 'must be between 1 and 100 %; received 180, stored as missing' },
      ],
      clamped: [{ field: 'line 4.channels.rh_1_2m', message: 'received 102, stored as 100' }],
    });
    expect(await storedReading('2026-11-17T22:10:00Z')).toMatchObject({
      t: 14.4,
      rh: null,
      rain: 0.2,
      flags: { rh_1_2m: { flag: 'out_of_range', received: 180 } },
    });
    expect(await storedReading('2026-11-17T22:20:00Z')).toMatchObject({ t: 14.6, rh: 100 });
  });

  it('refuses a body that is not JSON, even in its last reading, and stores none of it', async () => {
    const jsonToken = await newStation('json-paddock');
    const readings = Array.from({ length: 600 }, (_, i) =>
      JSON.stringify(reading(new Date(Date.parse('2026-11-20T04:00:00Z') + i * 60_000).toISOString(), { rh_1_2m: 50 })),
    );
    const bodies = [
      '{"station": "json-paddock", "observations": [',
      `{"station":"json-paddock","observations":[${[...readings.slice(0, -1), '{"observed_at":}'].join(',')}]}`,
      `{"station":"json-paddock","observations":[${readings[0]}],"__proto__":{"admin":true}}`,
    ];
    for (const payload of bodies) {
      const res = await raw(payload, jsonToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ field_name: 'base', messages: ['The request body is not valid JSON'] }],
      });
    }
    expect(await storedBetween('2026-11-20T04:00:00Z', '2026-11-20T14:00:00Z')).toEqual([]);
    const whole = await raw(`{"station":"json-paddock","observations":[${readings.join(',')}]}`, jsonToken);
    expect(whole.json()).toEqual({ accepted: 600, duplicates: 0 });
  });

  it.each([
    ['invalid JSON', `{"station":"test-paddock","observations":[${'{"observed_at":'.repeat(200_000)}`],
    ['a body over the size limit', `{"station":"test-paddock","junk":"${'x'.repeat(5 * 1024 * 1024)}"}`],
  ])('answers a wrong token 401 without reading the body, even %s', async (_, payload) => {
    for (const bearer of ['not-a-station-token-at-all', '']) {
      const res = await raw(payload, bearer);
      expect(res.statusCode).toBe(401);
      expect(res.headers.connection).toBe('close');
      expect(res.json().errors[0].field_name).toBe('base');
    }
  });

  it('answers a wrong token before the body has arrived, and closes the connection', async () => {
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.server.address() as AddressInfo;
    const response = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ingest/observations',
        agent: false,
        headers: {
          authorization: 'Bearer not-a-station-token-at-all',
          'content-type': 'application/json',
          'content-length': 3 * 1024 * 1024,
        },
      });
      req.on('response', (res) => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      // A first kilobyte of the promised 3 MB, and no more: only an answer that does not wait for the body comes.
      req.write('{"station":"test-paddock","observations":[' + ' '.repeat(1000));
    });
    expect(response).toEqual({ status: 401, connection: 'close' });
  });

  it(`lets a station post ${stationPostsPerMinute} times a minute, then answers 429 with Retry-After, other stations unaffected`, async () => {
    const busyToken = await newStation('busy-paddock');
    const otherToken = await newStation('quiet-paddock');
    // Empty batches: refused 422 after the limit is counted, so the test stores nothing.
    const empty = (slug: string) => `{"station":"${slug}","observations":[]}`;
    for (let i = 0; i < stationPostsPerMinute; i += 1) {
      expect((await raw(empty('busy-paddock'), busyToken)).statusCode).toBe(422);
    }
    const over = await raw(empty('busy-paddock'), busyToken);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().errors[0].field_name).toBe('base');
    // Refused before its body is read, as a wrong token is.
    expect((await raw('{"not json', busyToken)).statusCode).toBe(429);
    expect((await raw(empty('quiet-paddock'), otherToken)).statusCode).toBe(422);
    const reading = await raw(
      JSON.stringify({
        station: 'quiet-paddock',
        observations: [{ observed_at: '2026-11-21T01:00:00Z', channels: { rh_1_2m: 40 } }],
      }),
      otherToken,
    );
    expect(reading.json()).toEqual({ accepted: 1, duplicates: 0 });
  });
});
