import {
  dataViewResultSchema,
  stationDataViewsSchema,
  type DataViewResult,
} from '@mesonet/shared/contracts/data-views.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { accountApi } from './account-api';
import { createTestStation, researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

// Estimates look like estimates (metrics.md §1.3, §4.8, §4.11), and stations without a 10 m
// temperature show GRDC's rule of thumb in states of its own (§4.10). 14:00 UTC is 00:30 am in
// Adelaide (ACDT), hours after the late-November sunset (about 8:10 pm).
// Two more research masts: mallala's sonic gives nothing for the newest half hour (heavy rain),
// spalding's missed an hour yesterday and reads again now. 'est.' follows the method each value used.
const stations: ReadonlyArray<readonly [string, StationType]> = [
  ['saddleworth', 'standard'],
  ['hamley-bridge', 'research'],
  ['bom-roseworthy', 'bom'],
  ['langhorne-creek', 'greenbrain'],
  ['mallala', 'research'],
  ['spalding', 'research'],
];
const hourMs = 3_600_000;
const sonicMissingAt: Record<string, (ageMs: number) => boolean> = {
  mallala: (ageMs) => ageMs < 0.5 * hourMs,
  spalding: (ageMs) => ageMs >= 20 * hourMs && ageMs < 21 * hourMs,
};
const likelyLabel = 'Inversion likely (rule of thumb)';
const kmh = (v: number) => v / 3.6;

describe.each(databaseTargets)("'est.' marks and the inversion rule of thumb on the %s database", (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T14:00:00Z'));
  const sessions = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    for (const [slug, type] of stations) {
      const station = await createTestStation(app, slug, type);
      const readings = researchMastReadings(clock.now().getTime()).map(({ observed_at, channels: c }) => {
        const { sonic_w_sd_10m: _sonic, ...mast } = c;
        const missing = sonicMissingAt[slug]?.(clock.now().getTime() - Date.parse(observed_at)) ?? false;
        const channels =
          type === 'research'
            ? missing
              ? mast
              : c
            : type === 'standard'
              ? mast
              : type === 'bom'
                ? // A calm night: 7 km/h at 10 m, no pyranometer, no 10 m temperature.
                  { air_temp_1_2m: c.air_temp_1_2m, rh_1_2m: c.rh_1_2m, wind_speed_10m: kmh(7), wind_dir_10m: 250 }
                : // A vineyard with a steady 15 km/h at 2 m all night: no inversion expected.
                  {
                    air_temp_1_2m: c.air_temp_1_2m,
                    rh_1_2m: c.rh_1_2m,
                    wind_speed_2m: kmh(15),
                    solar_rad: c.solar_rad,
                  };
        return { observed_at, channels };
      });
      expect((await app.ingestion.ingest(station, readings)).problems).toEqual([]);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  async function headersFor(email: string): Promise<Record<string, string>> {
    const headers = sessions.get(email) ?? (await accountApi(app).signIn(email, demoPassword));
    sessions.set(email, headers);
    return headers;
  }
  const get = async (email: string, url: string) =>
    app.server.inject({ method: 'GET', url, headers: await headersFor(email) });
  async function sites(email: string): Promise<StationListItem[]> {
    const res = await get(email, '/api/members/sites');
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const reading = (list: StationListItem[], slug: string, metric: string) =>
    list.find((s) => s.slug === slug)?.current_data_hash.data_array.find((r) => r.metric_id === metric);
  async function view(slug: string, dataView: string): Promise<DataViewResult> {
    const res = await get(all, `/api/members/sites/${slug}/data_views/${dataView}/data_view_hash`);
    expect(res.statusCode, res.body).toBe(200);
    return dataViewResultSchema.parse(res.json());
  }
  const all = 'allaccess@demo.test';

  it("marks σw estimated at a standard mast, measured at a research station, and BoM's Hargreaves ET₀", async () => {
    const list = await sites(all);
    expect(reading(list, 'saddleworth', 'sigmaw10')).toMatchObject({ estimated: true });
    expect(reading(list, 'saddleworth', 'sigmaw10')?.value).not.toBeNull();
    expect(reading(list, 'hamley-bridge', 'sigmaw10')?.value).not.toBeNull();
    expect(reading(list, 'hamley-bridge', 'sigmaw10')).not.toHaveProperty('estimated');
    expect(reading(list, 'bom-roseworthy', 'evapotranspiration')).toMatchObject({ estimated: true });
    expect(reading(list, 'bom-roseworthy', 'evapotranspiration')?.value).not.toBeNull();
    expect(reading(list, 'hamley-bridge', 'evapotranspiration')).not.toHaveProperty('estimated');
    expect(reading(list, 'saddleworth', 'vtd')).not.toHaveProperty('estimated');
  });

  it('carries the mark into the dashboard, graph series names, table headers and the CSV', async () => {
    const standard = (await view('saddleworth', 'dashboard')).dashboard!;
    expect(standard.site_summary.find((i) => i.metric_id === 'sigmaw10')).toMatchObject({ estimated: true });
    const research = (await view('hamley-bridge', 'dashboard')).dashboard!;
    expect(research.site_summary.find((i) => i.metric_id === 'sigmaw10')).toMatchObject({ estimated: false });
    const bom = (await view('bom-roseworthy', 'dashboard')).dashboard!;
    expect(bom.site_summary.find((i) => i.metric_id === 'evapotranspiration')).toMatchObject({ estimated: true });

    const sigma = (slug: string) =>
      view(slug, 'hazardous-inversion').then((r) => r.chart!.series.find((s) => s.metric_id === 'sigmaw10'));
    expect(await sigma('saddleworth')).toMatchObject({ name: 'Turbulence σw 10 m (est.)', estimated: true });
    expect(await sigma('hamley-bridge')).toMatchObject({ name: 'Turbulence σw 10 m', estimated: false });

    const table = (await view('saddleworth', 'table-all-sensors')).table!;
    expect(table.headers.find((h) => h.metric_id === 'sigmaw10')?.label).toBe('Turbulence σw 10 m (est.)');
    const csv = await get(all, '/api/members/sites/saddleworth/data_views/table-all-sensors/download.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('Turbulence σw 10 m (est.) (m/s)');
    const researchCsv = await get(all, '/api/members/sites/hamley-bridge/data_views/table-all-sensors/download.csv');
    expect(researchCsv.body.split('\r\n')[0]).toContain('Turbulence σw 10 m (m/s)');
  });

  it('marks a research station’s σw by the method of each value: estimated while its sonic reading is missing', async () => {
    const list = await sites(all);
    expect(reading(list, 'mallala', 'sigmaw10')).toMatchObject({ estimated: true });
    expect(reading(list, 'mallala', 'sigmaw10')?.value).not.toBeNull();
    expect(reading(list, 'spalding', 'sigmaw10')).not.toHaveProperty('estimated');
    const dashboard = (await view('mallala', 'dashboard')).dashboard!;
    expect(dashboard.site_summary.find((i) => i.metric_id === 'sigmaw10')).toMatchObject({ estimated: true });

    // Both windows of 48 h hold estimated values: the graph, table and CSV say so.
    for (const slug of ['mallala', 'spalding']) {
      const series = (await view(slug, 'hazardous-inversion')).chart!.series.find((s) => s.metric_id === 'sigmaw10');
      expect(series).toMatchObject({ name: 'Turbulence σw 10 m (est.)', estimated: true });
      const table = (await view(slug, 'table-all-sensors')).table!;
      expect(table.headers.find((h) => h.metric_id === 'sigmaw10')?.label).toBe('Turbulence σw 10 m (est.)');
      const csv = await get(all, `/api/members/sites/${slug}/data_views/table-all-sensors/download.csv`);
      expect(csv.body.split('\r\n')[0]).toContain('Turbulence σw 10 m (est.) (m/s)');
    }
    // A window after spalding's gap is measured throughout.
    const since = new Date(clock.now().getTime() - 12 * hourMs).toISOString();
    const res = await get(
      all,
      `/api/members/sites/spalding/data_views/hazardous-inversion/data_view_hash?from=${since}`,
    );
    const recent = dataViewResultSchema.parse(res.json()).chart!.series.find((s) => s.metric_id === 'sigmaw10');
    expect(recent).toMatchObject({ name: 'Turbulence σw 10 m', estimated: false });
  });

  it('a BoM station on a calm night shows the rule of thumb, a windy vineyard not, both apart from measured states', async () => {
    const list = await sites('standard@demo.test');
    const bom = reading(list, 'bom-roseworthy', 'hazardous_inversion');
    expect(bom).toMatchObject({ value: 4, value_str: '4', band: 4 });
    expect(reading(list, 'langhorne-creek', 'hazardous_inversion')).toMatchObject({ value: 3, band: 3 });
    // Outside the plan it stays out, as the measured state does.
    expect(reading(await sites('free@demo.test'), 'bom-roseworthy', 'hazardous_inversion')).toBeUndefined();

    const summary = (await view('bom-roseworthy', 'dashboard')).dashboard!.site_summary;
    const state = summary.find((i) => i.metric_id === 'hazardous_inversion');
    expect(state).toMatchObject({ status_label: likelyLabel, unsupported: false });
    // Its history is measured only: a station without VTD has no hazardous-inversion graph.
    const views = stationDataViewsSchema.parse((await get(all, '/api/members/sites/bom-roseworthy/data_views')).json());
    expect(views.data_views.find((v) => v.slug === 'hazardous-inversion')).toMatchObject({
      available: false,
      unavailable_reason: 'unsupported',
    });
  });
});
