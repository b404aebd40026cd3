import {
  dataViewResultSchema,
  stationDataViewsSchema,
  type DataViewResult,
  type StationDataViews,
} from '@mesonet/shared/contracts/data-views.schema';
import type { CurrentDataItem } from '@mesonet/shared/contracts/stations.schema';
import { dataViewAvailability, dataViews } from '@mesonet/shared/data-views/data-view-catalogue';
import { metricKeys, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { plans } from '@mesonet/shared/plans/plans';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { readingsRepository } from '../src/modules/stations/readings.repository';
import { researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const stations: ReadonlyArray<readonly [string, StationType]> = [
  ['hamley-bridge', 'research'], // premium's selected station
  ['mallala', 'research'], // nobody's
  ['bom-roseworthy', 'bom'],
  ['saddleworth', 'standard'], // premium's additional station, with 400 days of history
];
const longHistoryDays = 400;

function viewerOf(account: (typeof demoAccounts)[number]): Viewer {
  return {
    kind: 'member',
    featureSetKey: plans[account.planKey].featureSetKey,
    nominatedStationSlugs: [account.planStationSlug, ...(account.additionalStationSlugs ?? [])].filter(
      (s): s is string => Boolean(s),
    ),
  };
}

describe.each(databaseTargets)('data views on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));
  const nowMs = clock.now().getTime();
  const sessions = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    for (const [slug, type] of stations) {
      await app.stations.createStation({ slug, name: `Station ${slug}`, type, lat: -34.4, lng: 138.7 });
      const station = await app.stations.findBySlug(slug);
      if (!station) throw new Error('station missing');
      if (slug === 'saddleworth') continue;
      const readings = researchMastReadings(nowMs).map((r) =>
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
    // Saddleworth: 400 days of 10-minute readings written straight to the table, one spike 20 days ago,
    // and four years of daily rows.
    const saddleworth = await app.stations.findBySlug('saddleworth');
    await app.database.db.execute(sql`
      insert into readings (site_id, observed_at, air_temp_1_2m, air_temp_10m, rh_1_2m, wind_speed_10m, wind_dir_10m,
                            wind_speed_2m, rain_mm, vtd, delta_t, dew_point, ghcop, gfdi, sigmaw10, hazardous_inversion)
      select ${saddleworth!.id}, t, 15 + 8 * sin(extract(epoch from t) / 13751.0), 16 + 6 * sin(extract(epoch from t) / 13751.0),
             50, 4, 200, 3, 0, 0.5, 4, 8, 10, 12, 0.3, 1
      from generate_series(${new Date(nowMs - longHistoryDays * dayMs).toISOString()}::timestamptz,
                           ${new Date(nowMs).toISOString()}::timestamptz, interval '10 minutes') t`);
    await app.database.db.execute(sql`
      update readings set air_temp_1_2m = 49.5
      where site_id = ${saddleworth!.id} and observed_at = ${new Date(nowMs - 20 * dayMs).toISOString()}::timestamptz`);
    // Written past the ingestion service, so the rollups long graphs read are refreshed here.
    await readingsRepository(app.database.db).refreshAggregates(
      saddleworth!.id,
      saddleworth!.timezoneName,
      nowMs - longHistoryDays * dayMs,
      nowMs,
    );
    await app.database.db.execute(sql`
      insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
      select ${saddleworth!.id}, d::date, 25, 10, case when extract(dow from d) = 2 then null else (extract(doy from d)::int % 9) * 0.2 end
      from generate_series(date '2022-11-01', date '2026-11-22', interval '1 day') d
      on conflict (site_id, local_date) do nothing`);
  });
  afterAll(async () => {
    await app.close();
  });

  async function headersFor(email: string): Promise<Record<string, string>> {
    const cached = sessions.get(email);
    if (cached) return cached;
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: demoPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
    };
    sessions.set(email, headers);
    return headers;
  }

  async function get(email: string | null, url: string) {
    return app.server.inject({ method: 'GET', url, headers: email ? await headersFor(email) : {} });
  }

  async function view(email: string, station: string, slug: string, query = ''): Promise<DataViewResult> {
    const res = await get(email, `/api/members/sites/${station}/data_views/${slug}/data_view_hash${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return dataViewResultSchema.parse(res.json());
  }

  const all = 'allaccess@demo.test';
  const series = (result: DataViewResult, id: string) => result.chart?.series.find((s) => s.id === id);

  it('lists every view of a site with its availability for the viewer', async () => {
    for (const account of demoAccounts) {
      for (const [slug, awsType] of stations) {
        const res = await get(account.email, `/api/members/sites/${slug}/data_views`);
        expect(res.statusCode).toBe(200);
        const body: StationDataViews = stationDataViewsSchema.parse(res.json());
        expect(body.site).toMatchObject({ slug, aws_type: awsType });
        expect(body.data_views.map((v) => v.slug)).toEqual(dataViews.map((v) => v.slug));
        for (const item of body.data_views) {
          const definition = dataViews.find((v) => v.slug === item.slug)!;
          const expected = dataViewAvailability(viewerOf(account), { slug, awsType }, definition);
          expect(item.available, `${account.email} ${slug} ${item.slug}`).toBe(expected === 'available');
        }
        const summary = body.data_views.find((v) => v.slug === 'site-summary');
        expect(summary).toMatchObject({ data_view_type_category: 'summary', data_view_type_key: 'site_summary' });
      }
    }
  });

  it('answers 401 without a session, 404 for unknown sites and views', async () => {
    expect((await get(null, '/api/members/sites/mallala/data_views')).statusCode).toBe(401);
    expect((await get(null, '/api/members/sites/mallala/data_views/temperatures/data_view_hash')).statusCode).toBe(401);
    const unknownStation = await get(all, '/api/members/sites/nowhere/data_views/temperatures/data_view_hash');
    expect(unknownStation.statusCode).toBe(404);
    expect(unknownStation.json().errors[0].field_name).toBe('site_slug');
    expect((await get(all, '/api/members/sites/nowhere/data_views')).statusCode).toBe(404);
    const unknownView = await get(all, '/api/members/sites/mallala/data_views/nothing/data_view_hash');
    expect(unknownView.statusCode).toBe(404);
    expect(unknownView.json().errors[0].field_name).toBe('data_view_slug');
    // A BoM AWS has no 10 m temperature: no VTD graph there for anyone.
    expect(
      (await get(all, '/api/members/sites/bom-roseworthy/data_views/vertical-temperature-difference/data_view_hash'))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-13-01T00:00:00Z', 'to'],
    ['from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z', 'from'],
    ['from=2026-11-20T00:00:00Z&from=2026-11-21T00:00:00Z', 'from'],
    ['to=2026-11-20T10:00:00', 'to'],
    ['max_points=lots', 'max_points'],
    ['max_points=3', 'max_points'],
  ])('refuses ?%s with 422 naming %s', async (query, field) => {
    const res = await get(all, `/api/members/sites/mallala/data_views/temperatures/data_view_hash?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field_name: string }) => e.field_name)).toEqual([field]);
  });

  it('answers each view for a research site with two days of readings', async () => {
    for (const definition of dataViews) {
      const result = await view(all, 'mallala', definition.slug);
      expect(result.data_view.slug).toBe(definition.slug);
      if (definition.category === 'graph') {
        expect(result.chart?.series.length, definition.slug).toBeGreaterThan(0);
        expect(
          result.chart?.series.some((s) => s.points.some(([, v]) => v !== null)),
          definition.slug,
        ).toBe(true);
      }
    }
    const temperatures = await view(all, 'mallala', 'temperatures');
    expect(temperatures.chart?.time_window).toEqual({
      from_ms: nowMs - 48 * hourMs,
      to_ms: nowMs,
      history: 'all',
      earliest_ms: nowMs - 48 * hourMs,
    });
    expect(temperatures.chart?.resolution).toEqual({ kind: 'raw', bucket_ms: null });
    const screen = series(temperatures, 'temperature');
    expect(screen?.points).toHaveLength(289);
    expect(screen?.points.at(-1)?.[0]).toBe(nowMs);
    expect(series(temperatures, 'temperature_10m')?.points).toHaveLength(289);
    expect(temperatures.chart?.axes.map((a) => a.id)).toEqual(['y_axis_c']);
    expect(temperatures.chart?.threshold_bands[0]?.bands[0]?.from).toBeNull();

    // Wind in km/h (storage m/s × 3.6), rounded to whole km/h, with arrows from WSW.
    const wind = await view(all, 'mallala', 'wind');
    const raw = researchMastReadings(nowMs);
    const last = raw.at(-1)!;
    expect(series(wind, 'wind_speed_10m')?.points.at(-1)).toEqual([
      nowMs,
      Math.round(last.channels.wind_speed_10m * 3.6),
    ]);
    expect(series(wind, 'wind_speed_10m')?.unit).toBe('km/h');
    expect(wind.chart?.type).toBe('wind_chart');
    expect(wind.chart?.wind_arrows.length).toBeGreaterThan(100);
    expect(wind.chart?.wind_arrows.length).toBeLessThanOrEqual(400);
    expect(wind.chart?.wind_arrows[0]).toMatchObject({
      series_id: 'wind_speed_10m',
      direction_deg: 250,
      direction_label: 'WSW',
    });

    const inversion = await view(all, 'mallala', 'hazardous-inversion');
    expect(inversion.chart?.series.map((s) => s.id)).toEqual(['hazardous_inversion', 'vtd', 'sigmaw10']);
    expect(series(inversion, 'hazardous_inversion')?.points.every(([, v]) => v === null || [0, 1, 2].includes(v))).toBe(
      true,
    );

    // The 2-hour forecast is plotted at its valid time.
    const forecast = await view(all, 'mallala', '2hr-hazardous-inversion');
    expect(series(forecast, 'ann_2hr_sigma_w')?.points[0]?.[0]).toBe(nowMs - 48 * hourMs + 2 * hourMs);

    // Rain: hourly columns; their sum is the window's rain and the accumulated line ends on it.
    const rainfall = await view(all, 'mallala', 'rainfall');
    const columns = series(rainfall, 'rainfall')!.points;
    const windowRain = raw.reduce((sum, r) => sum + r.channels.rain_mm, 0);
    expect(columns.reduce((sum, [, v]) => sum + (v ?? 0), 0)).toBeCloseTo(windowRain, 5);
    expect(series(rainfall, 'rainfall_accumulated')?.points.at(-1)?.[1]).toBeCloseTo(windowRain, 5);
    expect(rainfall.chart?.resolution).toEqual({ kind: 'sum', bucket_ms: hourMs });

    const table = await view(all, 'mallala', 'table-all-sensors');
    expect(table.table?.headers[0]?.id).toBe('time');
    expect(table.table?.data).toHaveLength(289);
    expect(table.table?.data[0]?.[0]).toBe(nowMs);
    expect(table.table?.metadata).toMatchObject({ row_count: 289, truncated: false });

    const dashboard = await view(all, 'mallala', 'dashboard');
    expect(dashboard.dashboard?.site_name).toBe('Station mallala');
    expect(dashboard.dashboard?.key_indicators.vtd.value).toBeTypeOf('number');
    expect(dashboard.dashboard?.key_indicators.ghcop.value).toBeTypeOf('number');
    expect(dashboard.dashboard?.graphs.map((g) => g.slug)).toEqual(
      dataViews.filter((v) => v.category === 'graph').map((v) => v.slug),
    );
    expect(dashboard.dashboard?.graphs[0]).toMatchObject({
      history_badge: 'All Time Graph',
      expand_label: 'Expanded All-History Graph',
    });
    expect(dashboard.dashboard?.current_data_last_updated).toBe(nowMs);

    const summary = await view(all, 'mallala', 'site-summary');
    expect(summary.site_summary?.items.map((i) => i.metric_id)).toEqual([...metricKeys]);
    expect(summary.site_summary?.items.find((i) => i.metric_id === 'temperature')?.value_snapshot).toMatch(/°C$/);
  });

  it('gives each plan exactly the views its plan allows at each site', async () => {
    for (const account of demoAccounts) {
      for (const [slug, awsType] of stations) {
        for (const definition of dataViews) {
          const res = await get(
            account.email,
            `/api/members/sites/${slug}/data_views/${definition.slug}/data_view_hash`,
          );
          const expected = dataViewAvailability(viewerOf(account), { slug, awsType }, definition);
          const status = { available: 200, upgrade: 403, unsupported: 404 }[expected];
          expect(res.statusCode, `${account.email} ${slug} ${definition.slug}`).toBe(status);
        }
      }
    }
    const free = await get('free@demo.test', '/api/members/sites/mallala/data_views/dew-point/data_view_hash');
    expect(free.json().errors[0].messages[0]).toBe('To view this content you must upgrade your billing plan.');
  });

  it('never sends a plan a value outside it', async () => {
    for (const account of demoAccounts) {
      const viewer = viewerOf(account);
      for (const [slug] of stations) {
        const shown = (key: string) => metricVisibility(viewer, slug, key as MetricKey) === 'shown';
        for (const definition of dataViews) {
          const res = await get(
            account.email,
            `/api/members/sites/${slug}/data_views/${definition.slug}/data_view_hash`,
          );
          if (res.statusCode !== 200) continue;
          const result = dataViewResultSchema.parse(res.json());
          const where = `${account.email} ${slug} ${definition.slug}`;
          for (const s of result.chart?.series ?? []) {
            expect(shown(s.metric_id), `${where} ${s.id}`).toBe(true);
            if (s.id === 'temperature_10m') expect(shown('vtd'), where).toBe(true);
          }
          for (const arrow of result.chart?.wind_arrows ?? []) {
            expect(shown(arrow.series_id === 'wind_speed_2m' ? 'wind_direction_2m' : 'wind_direction_10m'), where).toBe(
              true,
            );
          }
          for (const header of result.table?.headers ?? []) {
            if (header.metric_id) expect(shown(header.metric_id), `${where} ${header.id}`).toBe(true);
            if (header.id === 'temperature_10m') expect(shown('vtd'), where).toBe(true);
          }
          const items: CurrentDataItem[] = [
            ...(result.site_summary?.items ?? []),
            ...(result.dashboard?.site_summary ?? []),
            ...(result.dashboard ? [result.dashboard.key_indicators.vtd, result.dashboard.key_indicators.ghcop] : []),
          ];
          for (const item of items) {
            expect(item.included_in_feature_set, `${where} ${item.metric_id}`).toBe(shown(item.metric_id));
            if (!shown(item.metric_id)) {
              expect(item, `${where} ${item.metric_id}`).toMatchObject({ value: null, value_str: 'U', styles: null });
              expect(item.wind_direction_value ?? null).toBeNull();
            }
          }
        }
      }
    }
    // The free plan's dashboard names the key indicators but carries no value.
    const free = await view('free@demo.test', 'mallala', 'dashboard');
    expect(free.dashboard?.key_indicators.vtd).toMatchObject({ included_in_feature_set: false, value: null });
    expect(free.dashboard?.key_indicators.ghcop).toMatchObject({ included_in_feature_set: false, value: null });
    const temperatures = await view('free@demo.test', 'mallala', 'temperatures');
    expect(temperatures.chart?.series.map((s) => s.id)).toEqual(['temperature']);
  });

  it('clamps the window to 48 hours, and gives extended history all time', async () => {
    const longAgo = `?from=${new Date(nowMs - 90 * dayMs).toISOString()}`;
    const farm = await view('farm@demo.test', 'saddleworth', 'temperatures', longAgo);
    expect(farm.chart?.time_window).toMatchObject({ from_ms: nowMs - 48 * hourMs, to_ms: nowMs, history: '48h' });
    expect(farm.data_view.history_badge).toBe('48-Hour');
    // Premium at an additional station and all access: the request stands.
    for (const email of ['premium@demo.test', all]) {
      const extended = await view(email, 'saddleworth', 'temperatures', longAgo);
      expect(extended.chart?.time_window).toMatchObject({ from_ms: nowMs - 90 * dayMs, history: 'all' });
      expect(extended.data_view.history_badge).toBe('All Time Graph');
    }
    // Premium elsewhere is a farm bundle: 48 hours.
    const premiumElsewhere = await view('premium@demo.test', 'mallala', 'temperatures', longAgo);
    expect(premiumElsewhere.chart?.time_window.history).toBe('48h');
    // All history starts at the first reading.
    const everything = await view(all, 'saddleworth', 'temperatures', '?from=1970-01-01T00:00:00Z');
    expect(everything.chart?.time_window.from_ms).toBe(nowMs - longHistoryDays * dayMs);
    expect(everything.chart?.time_window.earliest_ms).toBe(nowMs - longHistoryDays * dayMs);
  });

  it('downsamples long series keeping the maximum', async () => {
    const everything = await view(all, 'saddleworth', 'temperatures', '?from=1970-01-01T00:00:00Z');
    const points = series(everything, 'temperature')!.points;
    expect(everything.chart?.resolution.kind).toBe('min_max');
    expect(points.length).toBeLessThanOrEqual(1000);
    expect(points.length).toBeGreaterThan(400);
    expect(Math.max(...points.map(([, v]) => v ?? -Infinity))).toBe(49.5);
    expect(points.every(([t], i) => i === 0 || t > points[i - 1]![0])).toBe(true);
    // Wind over all history: bucketed speeds in km/h, arrows sampled from readings across the window.
    const wind = await view(all, 'saddleworth', 'wind', '?from=1970-01-01T00:00:00Z');
    expect(series(wind, 'wind_speed_10m')?.points.every(([, v]) => v === null || v === 14)).toBe(true);
    const arrows = wind.chart!.wind_arrows;
    expect(arrows.length).toBeGreaterThan(150);
    expect(arrows.length).toBeLessThanOrEqual(200);
    expect(
      arrows.every((a) => a.series_id === 'wind_speed_10m' && a.direction_label === 'SSW' && a.speed_kmh === 14),
    ).toBe(true);
    expect(arrows[0]!.t_ms).toBe(nowMs - longHistoryDays * dayMs);
    expect(arrows.at(-1)!.t_ms).toBeGreaterThan(nowMs - 3 * dayMs);

    // Coarser still: buckets of days read the six-hour rollups, and the spike survives them too.
    const coarse = await view(all, 'saddleworth', 'temperatures', '?from=1970-01-01T00:00:00Z&max_points=100');
    const coarsePoints = series(coarse, 'temperature')!.points;
    expect(coarse.chart?.resolution.bucket_ms).toBeGreaterThanOrEqual(4 * 6 * hourMs);
    expect(coarsePoints.length).toBeLessThanOrEqual(100);
    expect(Math.max(...coarsePoints.map(([, v]) => v ?? -Infinity))).toBe(49.5);
    const coarseMin = Math.min(...coarsePoints.map(([, v]) => v ?? Infinity));
    expect(coarseMin).toBe(Math.min(...points.map(([, v]) => v ?? Infinity)));

    // The same through the in-memory path: 14 days at 60 points.
    const fortnight = await view(
      all,
      'saddleworth',
      'temperatures',
      `?from=${new Date(nowMs - 21 * dayMs).toISOString()}&to=${new Date(nowMs - 8 * dayMs).toISOString()}&max_points=60`,
    );
    const short = series(fortnight, 'temperature')!.points;
    expect(fortnight.chart?.resolution.kind).toBe('min_max');
    expect(short.length).toBeLessThanOrEqual(60);
    expect(Math.max(...short.map(([, v]) => v ?? -Infinity))).toBe(49.5);
  });

  it('totals rain per 9am day, month and year from the daily rows', async () => {
    const station = await app.stations.findBySlug('saddleworth');
    const days = await queryRows<{ d: string; rain: number | null }>(
      app.database.db,
      sql`select to_char(local_date, 'YYYY-MM-DD') as d, rain_mm as rain from daily_summaries where site_id = ${station!.id} order by 1`,
    );
    const total = (prefix: string) => {
      const matching = days.filter((d) => d.d.startsWith(prefix) && d.rain !== null);
      return matching.length === 0 ? null : Math.round(matching.reduce((s, d) => s + Number(d.rain), 0) * 10) / 10;
    };
    const values = (result: DataViewResult) => result.chart!.series[0]!.points.map(([, v]) => v);

    // Now is 14:30 on 21 November: the current rain day ends at 09:00 on the 22nd.
    const daily = await view('farm@demo.test', 'saddleworth', 'rainfall-totals-daily');
    expect(daily.chart?.resolution.kind).toBe('day');
    const lastSeven = days.filter((d) => d.d >= '2026-11-16' && d.d <= '2026-11-22');
    expect(values(daily)).toEqual(lastSeven.map((d) => (d.rain === null ? null : Number(d.rain))));
    expect(daily.data_view.history_badge).toBe('7-Day');

    const monthly = await view('farm@demo.test', 'saddleworth', 'rainfall-totals-monthly');
    expect(values(monthly)).toEqual([total('2026-09'), total('2026-10'), total('2026-11')]);
    expect(monthly.data_view.history_badge).toBe('3-Month');

    const yearly = await view('farm@demo.test', 'saddleworth', 'rainfall-totals-yearly');
    expect(values(yearly)).toEqual([total('2024'), total('2025'), total('2026')]);
    expect(yearly.data_view.history_badge).toBe('3-Year');

    // The all-history rainfall graph sums the same daily rows into weekly columns.
    const rainfall = await view(all, 'saddleworth', 'rainfall', '?from=1970-01-01T00:00:00Z');
    expect(rainfall.chart?.resolution).toEqual({ kind: 'sum', bucket_ms: 168 * hourMs });
    const everyDay = days.reduce((sum, d) => sum + Number(d.rain ?? 0), 0);
    const columns = rainfall.chart!.series.find((s) => s.id === 'rainfall')!.points;
    expect(columns.reduce((sum, [, v]) => sum + (v ?? 0), 0)).toBeCloseTo(everyDay, 5);
    expect(rainfall.chart!.series.find((s) => s.id === 'rainfall_accumulated')!.points.at(-1)?.[1]).toBeCloseTo(
      everyDay,
      5,
    );

    const allYears = await view(all, 'saddleworth', 'rainfall-totals-yearly', '?from=1970-01-01T00:00:00Z');
    expect(values(allYears)).toEqual([total('2022'), total('2023'), total('2024'), total('2025'), total('2026')]);
  });

  it('downloads a graph or table window as CSV for premium at its sites and all access only', async () => {
    const csvUrl = (station: string, slug: string, query = '') =>
      `/api/members/sites/${station}/data_views/${slug}/download.csv${query}`;
    // Who may: the result says so, and the download agrees.
    const cases: ReadonlyArray<readonly [string | null, string, number, boolean]> = [
      [null, 'hamley-bridge', 401, false],
      ['free@demo.test', 'hamley-bridge', 403, false],
      ['farm@demo.test', 'hamley-bridge', 403, false],
      ['premium@demo.test', 'hamley-bridge', 200, true],
      ['premium@demo.test', 'mallala', 403, false],
      [all, 'mallala', 200, true],
    ];
    for (const [email, station, status, allowed] of cases) {
      const res = await get(email, csvUrl(station, 'temperatures'));
      expect(res.statusCode, `${email} at ${station}`).toBe(status);
      if (status === 403) expect(res.json()).toMatchObject({ errors: [{ field_name: 'base' }] });
      if (email) expect((await view(email, station, 'temperatures')).data_download).toBe(allowed);
    }
    expect((await view(all, 'mallala', 'dashboard')).data_download).toBe(false);
    expect((await get(all, csvUrl('mallala', 'dashboard'))).statusCode).toBe(404);
    expect((await get(all, csvUrl('nowhere', 'temperatures'))).statusCode).toBe(404);

    // The graph: every reading of the window (no downsampling), units in the header, local times.
    const graph = await get(all, csvUrl('mallala', 'temperatures'));
    expect(graph.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(graph.headers['content-disposition']).toBe(
      'attachment; filename="mallala_temperatures_2026-11-19_2026-11-21.csv"',
    );
    const [header, ...rows] = graph.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const chart = (await view(all, 'mallala', 'temperatures', '?max_points=5000')).chart!;
    expect(chart.resolution.kind).toBe('raw');
    expect(header).toBe(
      ['Time (Australia/Adelaide)', 'UTC offset', ...chart.series.map((s) => `${s.name} (${s.unit})`)].join(','),
    );
    const times = new Set(chart.series.flatMap((s) => s.points.map(([t]) => t)));
    expect(rows).toHaveLength(times.size);
    const first = chart.series[0]!.points[0]!;
    // 21 November is summer time in Adelaide: UTC+10:30.
    expect(rows[0]).toMatch(/^2026-11-19 \d\d:\d\d,\+10:30,/);
    expect(rows[0]!.split(',')[2]).toBe(String(first[1] ?? ''));

    // The table: oldest row first, the same columns as on screen.
    const table = (await view(all, 'mallala', 'table-all-sensors')).table!;
    const tableCsv = await get(all, csvUrl('mallala', 'table-all-sensors'));
    expect(tableCsv.statusCode).toBe(200);
    expect(tableCsv.headers['x-data-truncated']).toBe('false');
    const tableLines = tableCsv.body.trimEnd().split('\r\n');
    expect(tableLines).toHaveLength(table.data.length + 1);
    // Then the QC column, empty: quality control changed none of these readings.
    expect(tableLines[1]!.split(',').slice(2)).toEqual([
      ...table.data
        .at(-1)!
        .slice(1)
        .map((v) => (v === null ? '' : String(v))),
      '',
    ]);

    // A bad window names its field; nothing is downloaded.
    const bad = await get(all, csvUrl('mallala', 'temperatures', '?from=yesterday'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: [{ field_name: 'from' }] });
  });

  // metrics.md §2.9: a value quality control dropped shows missing, marked, with what the station sent.
  it('marks the values quality control dropped or clamped in the all-sensors table and its CSV', async () => {
    await app.stations.createStation({ slug: 'qc-flat', name: 'QC Flat', type: 'research', lat: -34.4, lng: 138.7 });
    const station = (await app.stations.findBySlug('qc-flat'))!;
    const at = (minutesAgo: number) => new Date(nowMs - minutesAgo * 60_000).toISOString();
    const result = await app.ingestion.ingest(station, [
      { observed_at: at(20), channels: { air_temp_1_2m: 21.5, rh_1_2m: 40, wind_speed_10m: 3 } },
      { observed_at: at(10), channels: { air_temp_1_2m: 75, rh_1_2m: 101, wind_speed_10m: 61 } },
    ]);
    expect(result.accepted).toBe(2);

    const table = (await view(all, 'qc-flat', 'table-all-sensors')).table!;
    const column = (id: string) => table.headers.findIndex((h) => h.id === id);
    const newest = table.data[0]!;
    expect([newest[column('temperature')], newest[column('relative_humidity')]]).toEqual([null, 100]);
    expect(newest[column('wind_speed_10m')]).toBeNull();
    // Wind is shown in whole km/h, so what the station sent is too (61 m/s is 219.6 km/h).
    expect(table.qc_flags).toEqual([
      { time: nowMs - 600_000, column_id: 'temperature', flag: 'out_of_range', received: 75 },
      { time: nowMs - 600_000, column_id: 'relative_humidity', flag: 'clamped', received: 101 },
      { time: nowMs - 600_000, column_id: 'wind_speed_10m', flag: 'out_of_range', received: 220 },
    ]);

    const csv = await get(all, `/api/members/sites/qc-flat/data_views/table-all-sensors/download.csv`);
    const [header, older, flagged] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/,QC flags \(a value out of its sensor's range is left empty; [^,]*\)$/);
    expect(older).toMatch(/,$/);
    expect(flagged).toMatch(/^2026-11-21 14:20,\+10:30,,,100,/);
    expect(
      flagged?.endsWith(
        ',Temperature 1.2 m: Out of range: sent 75 °C; Relative humidity: Clamped: sent 101 %; Wind 10 m: Out of range: sent 220 km/h',
      ),
    ).toBe(true);
  });
});
