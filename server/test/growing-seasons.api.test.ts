import {
  growingSeasonLimitMessage,
  maxGrowingSeasons,
  growingLocationResponseSchema,
  growingLocationsResponseSchema,
  growingSeasonDataViewResultSchema,
  growingSeasonResponseSchema,
  growingSeasonsResponseSchema,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { growingSeasonAccessMessages } from '@mesonet/shared/growing-seasons/growing-season-access';
import { growingSeasonMessages as m } from '@mesonet/shared/growing-seasons/growing-season.messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { accountApi } from './account-api';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, queryRows, restartTestApp, testClock, type TestApp } from './test-app';

type Headers = Record<string, string>;

const nearJamestown = { lat: -33.25, lng: 138.6 };
const season = {
  name: 'Wheat 2026',
  sowing_date: '2026-05-01',
  emergence_date_option: 'auto_calculate',
  emergence_date: null,
  floral_initiation_date_option: 'auto_calculate',
  floral_initiation_date: null,
  harvest_date_option: 'not_yet_known',
  harvest_date: null,
  location_option: 'custom',
  location: nearJamestown,
};
const seasonId = '5b0c8a8e-2f55-4d3c-9a57-0d5d1f1f6e01';

describe.each(databaseTargets)('growing locations and seasons on the %s database', (target) => {
  let app: TestApp;
  // 21 Nov 2026, 14:30 in Adelaide: yesterday is 20 November.
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));
  const sessions = new Map<string, Headers>();
  let demoSeasons: Array<{ email: string; slug: string; season: string; sowing_date: string }> = [];

  async function headersFor(email: string): Promise<Headers> {
    const known = sessions.get(email);
    if (known) return known;
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: demoPassword },
    });
    expect(res.statusCode).toBe(200);
    const headers = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
    sessions.set(email, headers);
    return headers;
  }

  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, email: string | null, payload?: unknown) =>
    app.server.inject({
      method,
      url,
      headers: email ? await headersFor(email) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const putSeason = (email: string, id: string, payload: unknown) =>
    call('PUT', `/api/members/growing_seasons/${id}`, email, payload);
  const errors = (res: { json(): unknown }) => (res.json() as { errors: unknown }).errors;

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    // Running the seed again adds nothing.
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    demoSeasons = await queryRows(
      app.database.db,
      sql`select u.email, l.slug, s.name as season, to_char(s.sowing_date, 'YYYY-MM-DD') as sowing_date
          from growing_seasons s join users u on u.company_id = s.company_id and u.owner
          join growing_locations l on l.company_id = s.company_id order by u.email`,
    );
    // The tests below start from companies without growing data.
    await app.database.db.execute(sql`delete from growing_seasons`);
    await app.database.db.execute(sql`delete from growing_locations`);
    await app.stations.createStation({
      slug: 'jamestown',
      name: 'Jamestown',
      type: 'standard',
      lat: -33.2053,
      lng: 138.6019,
    });
    await app.stations.createStation({ slug: 'keith', name: 'Keith', type: 'standard', lat: -36.1, lng: 140.35 });
    const jamestown = await app.stations.findBySlug('jamestown');
    // Every day from April averages 10 °C (10 °C·d a day) with 2 mm of rain; one frosty night in June.
    await app.database.db.execute(sql`
      insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
      select ${jamestown!.id}, d::date, 15, 5, 2
      from generate_series('2026-04-01'::date, '2026-11-20'::date, interval '1 day') d`);
    await app.database.db.execute(sql`
      insert into reading_hours (site_id, hour_end, reading_count, min_air_temp_1_2m, max_air_temp_1_2m)
      select ${jamestown!.id}, t, 6, case when extract(hour from t at time zone 'Australia/Adelaide') between 3 and 6 then -2 else 4 end,
             case when extract(hour from t at time zone 'Australia/Adelaide') between 3 and 6 then -1 else 9 end
      from generate_series('2026-06-14T23:30:00Z'::timestamptz, '2026-06-15T23:30:00Z'::timestamptz, interval '1 hour') t`);
    await app.database.db.execute(
      sql`update users set home_location_growing_seasons = false where email = 'agronomist@demo.test'`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the demo premium and all access companies a Home location and a season sown on 1 May', () => {
    expect(demoSeasons).toEqual([
      {
        email: 'allaccess@demo.test',
        slug: 'home',
        season: 'Wheat (Scepter), Home paddock',
        sowing_date: '2026-05-01',
      },
      { email: 'premium@demo.test', slug: 'home', season: 'Wheat (Scepter), Home paddock', sowing_date: '2026-05-01' },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/members/growing_seasons', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/members/growing_locations', null)).statusCode).toBe(401);
  });

  it('sets the Home location and works out its nearest station and time zone', async () => {
    const before = await call('GET', '/api/members/growing_locations', 'premium@demo.test');
    expect(growingLocationsResponseSchema.parse(before.json()).growing_locations).toEqual([]);

    const res = await call('PUT', '/api/members/growing_locations/home', 'premium@demo.test', {
      name: 'Home',
      location_coords: { lat: -35.95, lng: 139.78 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(growingLocationResponseSchema.parse(res.json()).growing_location).toMatchObject({
      slug: 'home',
      name: 'Home',
      nearest_site_slug: 'keith',
      timezone_name: 'Australia/Adelaide',
      location_coords: { lat: -35.95, lng: 139.78 },
    });

    // Moving it changes the nearest station; there is still one Home location.
    await call('PUT', '/api/members/growing_locations/home', 'premium@demo.test', {
      name: 'Home',
      location_coords: nearJamestown,
    });
    const after = growingLocationsResponseSchema.parse(
      (await call('GET', '/api/members/growing_locations', 'premium@demo.test')).json(),
    ).growing_locations;
    expect(after.map((l) => [l.slug, l.nearest_site_slug])).toEqual([['home', 'jamestown']]);
  });

  it.each([
    ['east of the bounds', { lat: -34, lng: 141.5 }, m.locationOutOfBounds],
    ['north of the bounds', { lat: -32, lng: 139 }, m.locationOutOfBounds],
    ['not a pair', { lat: -34 }, m.locationNotAPair],
  ])('refuses a Home location %s', async (_name, coords, message) => {
    const res = await call('PUT', '/api/members/growing_locations/home', 'premium@demo.test', {
      name: 'Home',
      location_coords: coords,
    });
    expect(res.statusCode).toBe(422);
    expect(errors(res)).toEqual([{ field_name: 'location_coords', messages: [message] }]);
  });

  const putHome = (email: string | null, headers?: Headers) =>
    headers
      ? app.server.inject({
          method: 'PUT',
          url: '/api/members/growing_locations/home',
          headers,
          payload: { location_coords: nearJamestown },
        })
      : call('PUT', '/api/members/growing_locations/home', email, { location_coords: nearJamestown });

  // Spec §9: the Home location comes with Farm and above; §6: an owner whose plan has no key keeps it.
  it.each(['farm@demo.test', 'premium@demo.test', 'allaccess@demo.test'])(
    'lets the owner at %s set the Home location and read it back',
    async (email) => {
      const res = await putHome(email);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().growing_location.name).toBe('Home');
      const list = await call('GET', '/api/members/growing_locations', email);
      expect(list.statusCode).toBe(200);
      expect(growingLocationsResponseSchema.parse(list.json()).growing_locations.map((l) => l.slug)).toEqual(['home']);
    },
  );

  it('lets the owner of a company without a plan set the Home location', async () => {
    const { headers } = await accountApi(app).newCompany('Planless', { plan: null });
    const res = await putHome(null, headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(['free@demo.test', 'standard@demo.test'])(
    'refuses %s, whose plan has no Home location, both setting and reading it',
    async (email) => {
      const save = await putHome(email);
      expect(save.statusCode).toBe(403);
      expect(errors(save)).toEqual([
        { field_name: 'base', messages: [growingSeasonAccessMessages.homeLocationNotInPlan] },
      ]);
      const list = await call('GET', '/api/members/growing_locations', email);
      expect(list.statusCode).toBe(403);
      expect(errors(list)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notInPlan] }]);
    },
  );

  it('refuses a member without the permission, who may still read the Home location', async () => {
    const member = await putHome('agronomist@demo.test');
    expect(member.statusCode).toBe(403);
    expect(errors(member)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notPermitted] }]);
    expect((await call('GET', '/api/members/growing_locations', 'agronomist@demo.test')).statusCode).toBe(200);
  });

  it.each(['free@demo.test', 'standard@demo.test', 'farm@demo.test'])(
    '%s may neither read nor save growing seasons',
    async (email) => {
      const list = await call('GET', '/api/members/growing_seasons', email);
      expect(list.statusCode).toBe(403);
      expect(errors(list)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notInPlan] }]);
      const save = await putSeason(email, seasonId, season);
      expect(save.statusCode).toBe(403);
      expect(errors(save)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notInPlan] }]);
    },
  );

  it('lets a member without the permission read seasons but not save or delete them', async () => {
    expect((await call('GET', '/api/members/growing_seasons', 'agronomist@demo.test')).statusCode).toBe(200);
    const save = await putSeason('agronomist@demo.test', seasonId, season);
    expect(save.statusCode).toBe(403);
    expect(errors(save)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notPermitted] }]);
    const remove = await call('DELETE', `/api/members/growing_seasons/${seasonId}`, 'agronomist@demo.test');
    expect(remove.statusCode).toBe(403);
  });

  it('asks for the Home location before a season can use it', async () => {
    const res = await putSeason('admin@demo.test', seasonId, { ...season, location_option: 'home' });
    expect(res.statusCode).toBe(422);
    expect(errors(res)).toEqual([{ field_name: 'location_option', messages: [m.homeLocationRequired] }]);
  });

  it.each<[string, Record<string, unknown>, Array<{ field_name: string; messages: string[] }>]>([
    [
      'a custom location east of the bounds',
      { location: { lat: -34, lng: 141.3 } },
      [{ field_name: 'location', messages: [m.locationOutOfBounds] }],
    ],
    ['a custom location missing', { location: null }, [{ field_name: 'location', messages: [m.locationNotAPair] }]],
    [
      'a selected date missing and a blank name',
      { name: '', emergence_date_option: 'select' },
      [
        { field_name: 'name', messages: [m.nameRequired] },
        { field_name: 'emergence_date', messages: [m.emergenceDateRequired] },
      ],
    ],
    [
      'a harvest before sowing',
      { harvest_date_option: 'select', harvest_date: '2026-04-01' },
      [{ field_name: 'harvest_date', messages: [m.harvestTooEarly] }],
    ],
  ])('refuses %s with 422 naming the field', async (_name, over, expected) => {
    const res = await putSeason('premium@demo.test', seasonId, { ...season, ...over });
    expect(res.statusCode).toBe(422);
    expect(errors(res)).toEqual(expected);
  });

  it('creates a season with calculated dates from the nearest station, and a retried save changes the same one', async () => {
    const res = await putSeason('premium@demo.test', seasonId, season);
    expect(res.statusCode, res.body).toBe(200);
    const created = growingSeasonResponseSchema.parse(res.json()).growing_season;
    expect(created).toMatchObject({
      id: seasonId,
      slug: seasonId,
      name: 'Wheat 2026',
      nearest_site_slug: 'jamestown',
      growing_location_slug: null,
      growing_location_timezone_name: 'Australia/Adelaide',
      // 10 °C·d a day: 115 °C·d is passed on the 12th day.
      emergence_date: '2026-05-12',
      harvest_date: null,
      // 1 May to 20 November: 204 days.
      thermal_time_since_sowing: 2040,
      data_processing: false,
    });
    expect(created.floral_initiation_date).not.toBeNull();
    expect(created.data_views.map((v) => v.slug)).toEqual([
      'thermal-time',
      'vernalisation',
      'adjusted-thermal-time',
      'rainfall',
      'frost-hours',
    ]);

    const again = await putSeason('premium@demo.test', seasonId, {
      ...season,
      name: 'Wheat 2026 (Scepter)',
      emergence_date_option: 'select',
      emergence_date: '2026-05-09',
      harvest_date_option: 'select',
      harvest_date: '2026-11-10',
      location_option: 'home',
      location: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    const list = growingSeasonsResponseSchema.parse(
      (await call('GET', '/api/members/growing_seasons', 'premium@demo.test')).json(),
    ).growing_seasons;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Wheat 2026 (Scepter)',
      emergence_date: '2026-05-09',
      harvest_date: '2026-11-10',
      growing_location_slug: 'home',
      location: nearJamestown,
      // To the harvest date: 1 May to 10 November is 194 days.
      thermal_time_since_sowing: 1940,
    });

    // Another company cannot see it.
    const other = await call('GET', `/api/members/growing_seasons/${seasonId}`, 'allaccess@demo.test');
    expect(other.statusCode).toBe(404);
  });

  it('draws thermal time since sowing at the nearest station', async () => {
    await putSeason('premium@demo.test', seasonId, season);
    const res = await call(
      'GET',
      `/api/members/growing_seasons/${seasonId}/data_views/thermal-time/data_view_hash`,
      'premium@demo.test',
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = growingSeasonDataViewResultSchema.parse(res.json());
    expect(result.site.slug).toBe('jamestown');
    expect(result.growing_season.id).toBe(seasonId);
    const [thermal] = result.chart.series;
    expect(thermal!.id).toBe('thermal_time');
    expect(thermal!.points).toHaveLength(204);
    // Each point sits at its day's midnight in Adelaide (UTC+9:30 in May).
    expect(thermal!.points[0]).toEqual([Date.parse('2026-04-30T14:30:00Z'), 10]);
    expect(thermal!.points.at(-1)![1]).toBe(2040);
    expect(result.chart.time_window.earliest_ms).toBe(Date.parse('2026-04-30T14:30:00Z'));
    expect(result.chart.threshold_bands[0]?.metric_id).toBe('thermal_time');

    const frost = growingSeasonDataViewResultSchema.parse(
      (
        await call(
          'GET',
          `/api/members/growing_seasons/${seasonId}/data_views/frost-hours/data_view_hash`,
          'premium@demo.test',
        )
      ).json(),
    );
    const below0 = frost.chart.series.find((s) => s.id === 'hours_below_0')!;
    // The night to 09:00 on 16 June had four hours between −2 and −1 °C.
    expect(below0.points.filter(([, v]) => v !== null)).toEqual([[Date.parse('2026-06-15T14:30:00Z'), 4]]);

    const rain = growingSeasonDataViewResultSchema.parse(
      (
        await call(
          'GET',
          `/api/members/growing_seasons/${seasonId}/data_views/rainfall/data_view_hash?from=2026-10-31T13:30:00Z`,
          'premium@demo.test',
        )
      ).json(),
    );
    const accumulated = rain.chart.series.find((s) => s.id === 'rainfall_accumulated')!;
    expect(accumulated.points).toHaveLength(20);
    expect(accumulated.points.at(-1)![1]).toBe(408);
  });

  describe('values follow the viewer’s plan at the nearest station', () => {
    const nearKeith = { lat: -36.05, lng: 140.3 };
    const keithSeasonId = 'season-near-keith';
    const clockViews = ['thermal-time', 'vernalisation', 'adjusted-thermal-time', 'frost-hours'];
    const viewUrl = (id: string, view: string, query = '') =>
      `/api/members/growing_seasons/${id}/data_views/${view}/data_view_hash${query}`;

    /** Every calculated value of a season answer: none may be sent outside the plan. */
    const calculated = (answer: ReturnType<typeof growingSeasonResponseSchema.parse>['growing_season']) => ({
      thermal_time_since_sowing: answer.thermal_time_since_sowing,
      emergence_date: answer.emergence_date,
      floral_initiation_date: answer.floral_initiation_date,
      upgrade_required: answer.upgrade_required,
    });
    const hidden = { thermal_time_since_sowing: null, emergence_date: null, floral_initiation_date: null };

    beforeAll(async () => {
      const keith = await app.stations.findBySlug('keith');
      await app.database.db.execute(sql`
        insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
        select ${keith!.id}, d::date, 17, 7, 1
        from generate_series('2026-04-01'::date, '2026-11-20'::date, interval '1 day') d
        on conflict do nothing`);
    });
    afterAll(async () => {
      await call('DELETE', `/api/members/growing_seasons/${keithSeasonId}`, 'premium@demo.test');
    });

    it('sends a premium company at a station it has not selected only what its plan shows there', async () => {
      const saved = await putSeason('premium@demo.test', keithSeasonId, { ...season, location: nearKeith });
      expect(saved.statusCode, saved.body).toBe(200);
      const answers = [
        growingSeasonResponseSchema.parse(saved.json()).growing_season,
        growingSeasonResponseSchema.parse(
          (await call('GET', `/api/members/growing_seasons/${keithSeasonId}`, 'premium@demo.test')).json(),
        ).growing_season,
        growingSeasonsResponseSchema
          .parse((await call('GET', '/api/members/growing_seasons', 'premium@demo.test')).json())
          .growing_seasons.find((s) => s.id === keithSeasonId)!,
      ];
      for (const answer of answers) {
        expect(answer.nearest_site_slug).toBe('keith');
        expect(calculated(answer)).toEqual({ ...hidden, upgrade_required: true });
        // Premium's additions apply at its selected stations only; rainfall comes with Farm (spec §9).
        expect(answer.data_views.map((v) => [v.slug, v.available, v.unavailable_reason, v.history])).toEqual([
          ['thermal-time', false, 'upgrade', '7d'],
          ['vernalisation', false, 'upgrade', '7d'],
          ['adjusted-thermal-time', false, 'upgrade', '7d'],
          ['rainfall', true, null, '7d'],
          ['frost-hours', false, 'upgrade', '7d'],
        ]);
      }

      for (const view of clockViews) {
        const res = await call('GET', viewUrl(keithSeasonId, view), 'premium@demo.test');
        expect(res.statusCode, view).toBe(403);
        expect(errors(res)).toEqual([{ field_name: 'base', messages: [growingSeasonAccessMessages.notInPlan] }]);
      }

      // Rain as the site's daily rainfall view shows it to Farm: the last 7 rain days, never the season before.
      const rain = await call(
        'GET',
        viewUrl(keithSeasonId, 'rainfall', '?from=2026-05-01T00:00:00Z'),
        'premium@demo.test',
      );
      expect(rain.statusCode, rain.body).toBe(200);
      const result = growingSeasonDataViewResultSchema.parse(rain.json());
      expect(result.growing_season).toMatchObject({ emergence_date: null, floral_initiation_date: null });
      expect(result.chart.time_window.history).toBe('7d');
      const sevenDaysAgo = Date.parse('2026-11-14T13:30:00Z');
      expect(result.chart.time_window.from_ms).toBeGreaterThanOrEqual(sevenDaysAgo - 86_400_000);
      for (const series of result.chart.series) {
        expect(series.points.length, series.id).toBeLessThanOrEqual(7);
        expect(series.points.every(([t]) => t >= result.chart.time_window.from_ms)).toBe(true);
      }
      const accumulated = result.chart.series.find((s) => s.id === 'rainfall_accumulated')!;
      expect(accumulated.points.at(-1)![1]).toBeLessThanOrEqual(7);
    });

    it('sends the same season all its values once the plan covers the station', async () => {
      const res = await putSeason('allaccess@demo.test', keithSeasonId, { ...season, location: nearKeith });
      expect(res.statusCode, res.body).toBe(200);
      const answer = growingSeasonResponseSchema.parse(res.json()).growing_season;
      // 12 °C·d a day: 1 May to 20 November.
      expect(calculated(answer)).toMatchObject({ thermal_time_since_sowing: 2448, upgrade_required: false });
      expect(answer.emergence_date).not.toBeNull();
      expect(answer.data_views.every((v) => v.available && v.history === 'all')).toBe(true);
      const thermal = await call('GET', viewUrl(keithSeasonId, 'thermal-time'), 'allaccess@demo.test');
      expect(thermal.statusCode).toBe(200);
      expect(growingSeasonDataViewResultSchema.parse(thermal.json()).chart.series[0]!.points).toHaveLength(204);
    });

    it('sends a company without a plan the upgrade state, not values', async () => {
      const { headers } = await accountApi(app).newCompany('Unplanned', { plan: null });
      const as = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
        app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      const saved = await as('PUT', `/api/members/growing_seasons/${seasonId}`, season);
      expect(saved.statusCode, saved.body).toBe(200);
      const list = growingSeasonsResponseSchema.parse((await as('GET', '/api/members/growing_seasons')).json());
      const one = growingSeasonResponseSchema.parse(
        (await as('GET', `/api/members/growing_seasons/${seasonId}`)).json(),
      );
      for (const answer of [
        growingSeasonResponseSchema.parse(saved.json()).growing_season,
        one.growing_season,
        ...list.growing_seasons,
      ]) {
        expect(answer.nearest_site_slug).toBe('jamestown');
        expect(calculated(answer)).toEqual({ ...hidden, upgrade_required: true });
        expect(answer.data_views.filter((v) => v.available)).toEqual([]);
      }
      for (const view of [...clockViews, 'rainfall']) {
        const res = await as('GET', viewUrl(seasonId, view));
        expect(res.statusCode, view).toBe(403);
        expect(res.body).not.toContain('points');
      }
    });
  });

  it('answers 404 for an unknown view or season', async () => {
    const view = await call(
      'GET',
      `/api/members/growing_seasons/${seasonId}/data_views/wind/data_view_hash`,
      'premium@demo.test',
    );
    expect(view.statusCode).toBe(404);
    expect(errors(view)).toEqual([{ field_name: 'data_view_slug', messages: ['is not a known data view'] }]);
    const unknown = await call('GET', '/api/members/growing_seasons/00000000-unknown', 'premium@demo.test');
    expect(unknown.statusCode).toBe(404);
    expect(errors(unknown)).toEqual([{ field_name: 'growing_season_id', messages: ['is not a known growing season'] }]);
  });

  describe('bounded work', () => {
    beforeAll(async () => {
      await call('DELETE', `/api/members/growing_seasons/${seasonId}`, 'premium@demo.test');
    });

    it.each([
      [
        'before the network’s first data',
        '2026-03-31',
        'Sowing Date must be on or after 01/04/2026, when the station records begin',
      ],
      ['before 2000', '1999-12-31', 'Sowing Date must be on or after 01/04/2026, when the station records begin'],
      ['more than a year ahead', '2027-11-22', m.sowingDateTooLate],
    ])('refuses a sowing date %s with 422 naming the field', async (_name, sowingDate, message) => {
      const res = await putSeason('premium@demo.test', 'refused-season', { ...season, sowing_date: sowingDate });
      expect(res.statusCode).toBe(422);
      expect(errors(res)).toEqual([{ field_name: 'sowing_date', messages: [message] }]);
      const kept = await call('GET', '/api/members/growing_seasons/refused-season', 'premium@demo.test');
      expect(kept.statusCode).toBe(404);
    });

    it('takes a sowing date a year ahead, with nothing to compute yet', async () => {
      const res = await putSeason('premium@demo.test', seasonId, { ...season, sowing_date: '2027-11-21' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().growing_season).toMatchObject({ thermal_time_since_sowing: 0, data_processing: false });
      await call('DELETE', `/api/members/growing_seasons/${seasonId}`, 'premium@demo.test');
    });

    /** Adds `count` seasons near Jamestown sown on 1 May to the premium company, past the API. */
    const addSeasons = (count: number) =>
      app.database.db.execute(sql`
        insert into growing_seasons (company_id, id, name, sowing_date, emergence_date_option,
          floral_initiation_date_option, harvest_date_option, location_option, custom_lat, custom_lng,
          created_at, updated_at)
        select u.company_id, 'bulk-season-' || g, 'Paddock ' || g, '2026-05-01', 'auto_calculate', 'auto_calculate',
          'not_yet_known', 'custom', ${nearJamestown.lat}, ${nearJamestown.lng}, now(), now()
        from users u, generate_series(1, ${count}) g where u.email = 'premium@demo.test'`);
    const premiumSeasonCount = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            app.database.db,
            sql`select count(*) as n from growing_seasons s join users u on u.company_id = s.company_id
                where u.email = 'premium@demo.test'`,
          )
        )[0]!.n,
      );

    it('keeps the season limit when new seasons are saved at the same time', async () => {
      await addSeasons(maxGrowingSeasons - 3);
      const saves = await Promise.all(
        Array.from({ length: 8 }, (_, i) => putSeason('premium@demo.test', `parallel-season-${i}`, season)),
      );
      expect(saves.filter((r) => r.statusCode === 200)).toHaveLength(3);
      for (const refused of saves.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(422);
        expect(errors(refused)).toEqual([{ field_name: 'base', messages: [growingSeasonLimitMessage] }]);
      }
      expect(await premiumSeasonCount()).toBe(maxGrowingSeasons);
      // A season already kept can still be saved again at the limit.
      const saved = saves.findIndex((r) => r.statusCode === 200);
      expect((await putSeason('premium@demo.test', `parallel-season-${saved}`, season)).statusCode).toBe(200);
    });

    it('lists the most seasons a company may keep, each with its values', async () => {
      const list = await call('GET', '/api/members/growing_seasons', 'premium@demo.test');
      expect(list.statusCode).toBe(200);
      const seasons = growingSeasonsResponseSchema.parse(list.json()).growing_seasons;
      expect(seasons).toHaveLength(maxGrowingSeasons);
      expect(new Set(seasons.map((s) => s.thermal_time_since_sowing))).toEqual(new Set([2040]));
      expect(new Set(seasons.map((s) => s.emergence_date))).toEqual(new Set(['2026-05-12']));
      await app.database.db.execute(
        sql`delete from growing_seasons where id like 'bulk-season-%' or id like 'parallel-season-%'`,
      );
    });

    it('computes a season again once its station’s days arrive', async () => {
      await app.stations.createStation({
        slug: 'renmark',
        name: 'Renmark',
        type: 'standard',
        lat: -34.17,
        lng: 140.75,
      });
      const id = 'season-near-renmark';
      const saved = await putSeason('allaccess@demo.test', id, { ...season, location: { lat: -34.2, lng: 140.7 } });
      expect(saved.json().growing_season).toMatchObject({ nearest_site_slug: 'renmark', data_processing: true });
      const renmark = await app.stations.findBySlug('renmark');
      await app.database.db.execute(sql`
        insert into daily_summaries (site_id, local_date, air_temp_max_c, air_temp_min_c, rain_mm)
        select ${renmark!.id}, d::date, 15, 5, 0
        from generate_series('2026-04-01'::date, '2026-11-20'::date, interval '1 day') d`);
      const res = await call('GET', `/api/members/growing_seasons/${id}`, 'allaccess@demo.test');
      expect(res.json().growing_season).toMatchObject({ data_processing: false, thermal_time_since_sowing: 2040 });
      await call('DELETE', `/api/members/growing_seasons/${id}`, 'allaccess@demo.test');
    });

    it('answers an edited or deleted season afresh, in this process and in another', async () => {
      const thermalTime = async (server: typeof app.server) => {
        const res = await server.inject({
          method: 'GET',
          url: `/api/members/growing_seasons/${seasonId}`,
          headers: await headersFor('premium@demo.test'),
        });
        return res.statusCode === 200 ? res.json().growing_season.thermal_time_since_sowing : res.statusCode;
      };
      await putSeason('premium@demo.test', seasonId, season);
      expect(await thermalTime(app.server)).toBe(2040);
      // 1 June to 20 November: 173 days.
      await putSeason('premium@demo.test', seasonId, { ...season, sowing_date: '2026-06-01' });
      expect(await thermalTime(app.server)).toBe(1730);
      await call('DELETE', `/api/members/growing_seasons/${seasonId}`, 'premium@demo.test');
      expect(await thermalTime(app.server)).toBe(404);

      const other = await restartTestApp(app, { clock: clock.now });
      try {
        await putSeason('premium@demo.test', seasonId, season);
        expect(await thermalTime(app.server)).toBe(2040);
        const edited = await other.server.inject({
          method: 'PUT',
          url: `/api/members/growing_seasons/${seasonId}`,
          headers: await headersFor('premium@demo.test'),
          payload: { ...season, harvest_date_option: 'select', harvest_date: '2026-10-31' },
        });
        expect(edited.statusCode, edited.body).toBe(200);
        // 1 May to 31 October: 184 days.
        expect(await thermalTime(app.server)).toBe(1840);
        await other.server.inject({
          method: 'DELETE',
          url: `/api/members/growing_seasons/${seasonId}`,
          headers: await headersFor('premium@demo.test'),
        });
        expect(await thermalTime(app.server)).toBe(404);
      } finally {
        await other.server.close();
      }
    });
  });

  it('deletes a season, and deleting it again answers the same', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/api/members/growing_seasons/${seasonId}`, 'premium@demo.test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const list = await call('GET', '/api/members/growing_seasons', 'premium@demo.test');
    expect(list.json()).toEqual({ growing_seasons: [] });
  });
});
