import {
  consoleCompaniesResponseSchema,
  consoleContentPagesResponseSchema,
  consoleInfoAlertSchema,
  consoleInfoAlertsResponseSchema,
  consoleStationSchema,
  consoleStationsResponseSchema,
  consoleTextLabelsResponseSchema,
  stationWithTokenSchema,
} from '@mesonet/shared/contracts/operator-console.schema';
import { overviewUrlKey } from '@mesonet/shared/app-settings/text-labels';
import { webAddressMessage } from '@mesonet/shared/contracts/app-settings.schema';
import { operatorConsoleMessages } from '@mesonet/shared/operator-console/operator-access';
import { sql } from 'drizzle-orm';
import { flatContentPagesResponseSchema, infoAlertsResponseSchema } from '@mesonet/shared/contracts/content.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { metricDisplayStatusesResponseSchema } from '@mesonet/shared/contracts/metric-display-statuses.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { stationDisabledMessage } from '../src/modules/ingestion/ingestion.routes';
import { notAnAdminMessage } from '../src/modules/operator-console/operator-console.routes';
import { readingsRepository } from '../src/modules/stations/readings.repository';
import { accountApi, validSurvey } from './account-api';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

const alertInput = {
  title: 'Frost likely on Tuesday night',
  teaser: 'Protect vines in low-lying blocks.',
  body: 'Temperatures near **-2 °C** are forecast in the Langhorne Creek flats.',
  slug: 'frost-likely-tuesday',
  published: false,
  splash_alert: false,
  pin_to_top: false,
  pin_order: 0,
};

const newStation = { slug: 'console-paddock', name: 'Console Paddock', type: 'standard', lat: -34.5, lng: 138.9 };

/** Every console call with a body that would pass validation, so only the permission check can refuse it. */
const consoleCalls: Array<[Method, string, unknown]> = [
  ['GET', '/api/admin/info_alerts', undefined],
  ['POST', '/api/admin/info_alerts', alertInput],
  ['PUT', '/api/admin/info_alerts/1', alertInput],
  ['GET', '/api/admin/content_pages', undefined],
  ['PUT', '/api/admin/content_pages/about_faqs', { title: 'FAQs', body: 'x', published: true }],
  ['POST', '/api/admin/markdown_preview', { body: '# Hi', kind: 'info_alert' }],
  ['GET', '/api/admin/text_labels', undefined],
  ['PUT', '/api/admin/text_labels/map_view_disclaimer', { value: 'Changed' }],
  ['GET', '/api/admin/stations', undefined],
  ['POST', '/api/admin/stations', newStation],
  ['POST', '/api/admin/stations/console-paddock/token', {}],
  ['POST', '/api/admin/stations/console-paddock/disable', {}],
  ['POST', '/api/admin/stations/console-paddock/enable', {}],
  ['PUT', '/api/admin/metric_display_statuses/delta_t', { bands: [] }],
  ['DELETE', '/api/admin/metric_display_statuses/delta_t', undefined],
  ['GET', '/api/admin/companies', undefined],
];

describe.each(databaseTargets)('the operator console on the %s database', (target) => {
  let app: TestApp;
  let admin: Headers = {};
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    admin = await headersFor('admin@demo.test');
  });
  afterAll(async () => {
    await app.close();
  });

  async function headersFor(email: string): Promise<Headers> {
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: demoPassword },
    });
    expect(signIn.statusCode).toBe(200);
    return {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
    };
  }

  const call = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const ingest = (token: string, slug = newStation.slug) =>
    app.server.inject({
      method: 'POST',
      url: '/api/ingest/observations',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        station: slug,
        observations: [
          { observed_at: new Date(clock.now().getTime() - 60_000).toISOString(), channels: { air_temp_1_2m: 21.4 } },
        ],
      },
    });

  it.each(consoleCalls)('%s %s refuses a visitor with 401', async (method, url, payload) => {
    const res = await call(method, url, {}, payload);
    expect(res.statusCode, res.body).toBe(401);
  });

  it.each(['free@demo.test', 'standard@demo.test', 'farm@demo.test', 'premium@demo.test', 'allaccess@demo.test'])(
    'refuses every call to %s with 403',
    async (email) => {
      const headers = await headersFor(email);
      for (const [method, url, payload] of consoleCalls) {
        const res = await call(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [notAnAdminMessage] }] });
      }
      // Nothing was changed on the way: the refused station was never made.
      expect(await app.stations.findBySlug(newStation.slug)).toBeUndefined();
    },
  );

  it('publishes an alert that GET /api/info_alerts then lists, pinned first', async () => {
    const created = await call('POST', '/api/admin/info_alerts', admin, alertInput);
    expect(created.statusCode, created.body).toBe(200);
    const draft = consoleInfoAlertSchema.parse(created.json());
    expect(draft).toMatchObject({ published: false, published_at_str: 'Draft', date_str: null, body: alertInput.body });

    const visitorsBefore = infoAlertsResponseSchema.parse((await call('GET', '/api/info_alerts', {})).json());
    expect(visitorsBefore.map((a) => a.slug)).not.toContain(alertInput.slug);

    const published = await call('PUT', `/api/admin/info_alerts/${draft.id}`, admin, {
      ...alertInput,
      published: true,
      pin_to_top: true,
      pin_order: 1,
      splash_alert: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(consoleInfoAlertSchema.parse(published.json())).toMatchObject({
      published: true,
      published_at: clock.now().toISOString(),
      published_at_str: '26 Nov 2026',
      date_str: '2026-11-26',
      pin_to_top: true,
      splash_alert: true,
    });

    const visitors = infoAlertsResponseSchema.parse((await call('GET', '/api/info_alerts', {})).json());
    expect(visitors[0]).toMatchObject({ slug: alertInput.slug, pin_to_top: true, splash_alert: true });
    expect(visitors[0]?.body).toContain('<strong>-2 °C</strong>');

    const unpublished = await call('PUT', `/api/admin/info_alerts/${draft.id}`, admin, alertInput);
    expect(unpublished.statusCode).toBe(200);
    const after = infoAlertsResponseSchema.parse((await call('GET', '/api/info_alerts', {})).json());
    expect(after.map((a) => a.slug)).not.toContain(alertInput.slug);

    const listed = consoleInfoAlertsResponseSchema.parse((await call('GET', '/api/admin/info_alerts', admin)).json());
    expect(listed.find((a) => a.id === draft.id)).toMatchObject({ published: false });
  });

  it('names each bad field of an alert, and refuses a slug already taken', async () => {
    const bad = await call('POST', '/api/admin/info_alerts', admin, { ...alertInput, title: ' ', slug: 'Not a slug' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field_name: string }) => e.field_name)
        .sort(),
    ).toEqual(['slug', 'title']);

    const taken = await call('POST', '/api/admin/info_alerts', admin, alertInput);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: [{ field_name: 'slug', messages: ['has already been taken'] }] });

    expect((await call('PUT', '/api/admin/info_alerts/99999', admin, alertInput)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/info_alerts/abc', admin, alertInput)).statusCode).toBe(422);
  });

  it('edits a page, and no script tag survives on the way to visitors', async () => {
    const pages = consoleContentPagesResponseSchema.parse(
      (await call('GET', '/api/admin/content_pages', admin)).json(),
    );
    expect(pages.find((p) => p.slug === 'about_faqs')).toMatchObject({ path: '/about/faqs', published: true });

    const body = '## Can I spray today?\n\nCheck delta T.<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">';
    const saved = await call('PUT', '/api/admin/content_pages/about_faqs', admin, {
      title: 'FAQs',
      body,
      published: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The console keeps the Markdown as written, so the operator sees what they typed.
    expect(saved.json()).toMatchObject({ slug: 'about_faqs', title: 'FAQs', body });

    const visitors = flatContentPagesResponseSchema.parse((await call('GET', '/api/flat_content_pages', {})).json());
    const faqs = visitors.find((p) => p.slug === 'about_faqs');
    expect(faqs?.body).toContain('Can I spray today?');
    // Raw HTML is shown as the text it is: no element that runs script, no tag with an on* handler.
    expect(faqs?.body).not.toMatch(/<script|<img/i);
    expect(faqs?.body).not.toMatch(/<[^>]+\son\w+\s*=/i);
    expect(faqs?.body).toContain('&lt;script&gt;');

    const preview = await call('POST', '/api/admin/markdown_preview', admin, { body, kind: 'content_page' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBe(faqs?.body);

    expect(
      (await call('PUT', '/api/admin/content_pages/no_such_page', admin, { title: 'X', body: '' })).statusCode,
    ).toBe(404);
    const noTitle = await call('PUT', '/api/admin/content_pages/about_faqs', admin, { title: '', body: '' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json()).toEqual({ errors: [{ field_name: 'title', messages: ['Title is required'] }] });
  });

  it('edits a text label that GET /api/app_settings then serves', async () => {
    const labels = consoleTextLabelsResponseSchema.parse((await call('GET', '/api/admin/text_labels', admin)).json());
    expect(labels.map((l) => l.key)).toContain('map_view_disclaimer');

    const text = 'Readings are shown as received. Check conditions in your paddock before spraying.';
    const saved = await call('PUT', '/api/admin/text_labels/map_view_disclaimer', admin, { value: `  ${text} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'map_view_disclaimer', value: text });

    const settings = (await call('GET', '/api/app_settings', {})).json() as Array<{ key: string; value: string }>;
    expect(settings.find((s) => s.key === 'map_view_disclaimer')?.value).toBe(text);

    expect((await call('PUT', '/api/admin/text_labels/no_such_label', admin, { value: 'x' })).statusCode).toBe(404);
    const empty = await call('PUT', '/api/admin/text_labels/map_view_disclaimer', admin, { value: ' ' });
    expect(empty.json()).toEqual({ errors: [{ field_name: 'value', messages: ['Text is required'] }] });
  });

  it('keeps the overview link an http(s) address, which GET /api/app_settings then serves', async () => {
    const valueOf = async () =>
      ((await call('GET', '/api/app_settings', {})).json() as Array<{ key: string; value: string }>).find(
        (s) => s.key === overviewUrlKey,
      )?.value;
    // Until the operator gives their own page: the app's own About › Overview page.
    expect(await valueOf()).toMatch(/^https?:\/\/[^/]+\/about\/overview$/);

    for (const value of ['/about/overview', 'javascript:alert(1)', 'ftp://network.example.org/', 'our website']) {
      const refused = await call('PUT', `/api/admin/text_labels/${overviewUrlKey}`, admin, { value });
      expect(refused.statusCode, value).toBe(422);
      expect(refused.json(), value).toEqual({ errors: [{ field_name: 'value', messages: [webAddressMessage] }] });
    }
    const address = 'https://network.example.org/about-the-network';
    const saved = await call('PUT', `/api/admin/text_labels/${overviewUrlKey}`, admin, { value: ` ${address} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await valueOf()).toBe(address);
  });

  it('creates a station with a token, rotates the token and disables the station', async () => {
    const bad = await call('POST', '/api/admin/stations', admin, { ...newStation, slug: 'Bad Slug', lat: 'north' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field_name: string }) => e.field_name)
        .sort(),
    ).toEqual(['lat', 'slug']);

    const created = await call('POST', '/api/admin/stations', admin, newStation);
    expect(created.statusCode, created.body).toBe(200);
    const first = stationWithTokenSchema.parse(created.json());
    expect(first.station).toMatchObject({ slug: newStation.slug, enabled: true, last_reading_at: null });
    expect((await ingest(first.token)).statusCode).toBe(200);
    // The live network lists the new station, so the map shows it.
    const mapStations = (await call('GET', '/api/sites', {})).json() as Array<{ slug: string }>;
    expect(mapStations.map((s) => s.slug)).toContain(newStation.slug);

    const again = await call('POST', '/api/admin/stations', admin, newStation);
    expect(again.json()).toEqual({ errors: [{ field_name: 'slug', messages: ['has already been taken'] }] });

    const rotated = stationWithTokenSchema.parse(
      (await call('POST', `/api/admin/stations/${newStation.slug}/token`, admin, {})).json(),
    );
    expect(rotated.token).not.toBe(first.token);
    expect((await ingest(first.token)).statusCode).toBe(401);
    clock.advance(60_000);
    expect((await ingest(rotated.token)).statusCode).toBe(200);

    const disabled = await call('POST', `/api/admin/stations/${newStation.slug}/disable`, admin, {});
    expect(disabled.statusCode).toBe(200);
    const disabledStation = consoleStationSchema.parse(disabled.json());
    expect(disabledStation).toMatchObject({ enabled: false, disabled_at: clock.now().toISOString() });
    expect(disabledStation.token_issued_at).not.toBeNull();
    clock.advance(60_000);
    // The token is still known, so the station is refused (403), not asked for a new token (401).
    const refused = await ingest(rotated.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ field_name: 'station', messages: [stationDisabledMessage] }] });

    const stations = consoleStationsResponseSchema.parse((await call('GET', '/api/admin/stations', admin)).json());
    const listed = stations.find((s) => s.slug === newStation.slug);
    expect(listed).toMatchObject({ enabled: false });
    expect(listed?.last_reading_at).not.toBeNull();

    // A new token does not enable it: that is the enable call's job, and the token survives it.
    const renewed = stationWithTokenSchema.parse(
      (await call('POST', `/api/admin/stations/${newStation.slug}/token`, admin, {})).json(),
    );
    expect(renewed.station.enabled).toBe(false);
    expect((await ingest(renewed.token)).statusCode).toBe(403);
    const enabled = await call('POST', `/api/admin/stations/${newStation.slug}/enable`, admin, {});
    expect(consoleStationSchema.parse(enabled.json())).toMatchObject({ enabled: true, disabled_at: null });
    clock.advance(60_000);
    expect((await ingest(renewed.token)).statusCode).toBe(200);

    expect((await call('POST', '/api/admin/stations/no-such-station/token', admin, {})).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/stations/no-such-station/disable', admin, {})).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/stations/no-such-station/enable', admin, {})).statusCode).toBe(404);
  });

  it('takes a disabled station out of every grower view and keeps its readings', async () => {
    const gully = { slug: 'quiet-gully', name: 'Quiet Gully', type: 'standard', lat: -34.2, lng: 140.9 };
    const { token } = stationWithTokenSchema.parse((await call('POST', '/api/admin/stations', admin, gully)).json());
    clock.advance(60_000);
    expect((await ingest(token, gully.slug)).statusCode).toBe(200);
    const premium = await headersFor('premium@demo.test');
    const here = { name: 'Home', location_coords: { lat: gully.lat, lng: gully.lng } };
    const slugsOf = async (url: string, headers: Headers) =>
      ((await call('GET', url, headers)).json() as Array<{ slug: string }>).map((s) => s.slug);
    const nearest = async () => {
      const res = await call('PUT', '/api/members/growing_locations/home', premium, here);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { growing_location: { nearest_site_slug: string } }).growing_location.nearest_site_slug;
    };
    const dataViews = () => call('GET', `/api/members/sites/${gully.slug}/data_views`, premium);
    const quote = () =>
      call(
        'GET',
        `/api/members/plan_change_quote?primary_billing_product_key=premium_bundle_1&primary_billing_product_aws_slug=${gully.slug}`,
        premium,
      );
    const survey = () =>
      call('PUT', '/api/members/company_settings', premium, {
        update_type: 'user_survey',
        user_survey_response: { ...validSurvey, main_aws_of_interest: gully.name },
      });

    expect(await slugsOf('/api/sites', {})).toContain(gully.slug);
    expect(await slugsOf('/api/members/sites', premium)).toContain(gully.slug);
    expect(await nearest()).toBe(gully.slug);
    expect((await dataViews()).statusCode).toBe(200);
    expect((await quote()).statusCode).toBe(200);
    expect((await survey()).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/stations/${gully.slug}/disable`, admin, {})).statusCode).toBe(200);
    expect(await slugsOf('/api/sites', {})).not.toContain(gully.slug);
    expect(await slugsOf('/api/members/sites', premium)).not.toContain(gully.slug);
    expect(await nearest()).not.toBe(gully.slug);
    expect((await dataViews()).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/members/sites/${gully.slug}/data_views/dashboard/data_view_hash`, premium)).statusCode,
    ).toBe(404);
    expect((await quote()).json()).toMatchObject({ errors: [{ field_name: 'primary_billing_product_aws_slug' }] });
    expect((await survey()).json()).toMatchObject({ errors: [{ field_name: 'main_aws_of_interest' }] });
    const station = await app.stations.findBySlug(gully.slug);
    expect(await readingsRepository(app.database.db).latestReadingMs(station?.id ?? 0)).not.toBeNull();

    expect((await call('POST', `/api/admin/stations/${gully.slug}/enable`, admin, {})).statusCode).toBe(200);
    expect(await slugsOf('/api/sites', {})).toContain(gully.slug);
    expect((await dataViews()).statusCode).toBe(200);
  });

  it("edits a metric's colours, which the served statuses and the site list then use, and resets them", async () => {
    const creek = { slug: 'colour-creek', name: 'Colour Creek', type: 'standard', lat: -34.8, lng: 139.1 };
    const { token } = stationWithTokenSchema.parse((await call('POST', '/api/admin/stations', admin, creek)).json());
    clock.advance(60_000);
    expect((await ingest(token, creek.slug)).statusCode).toBe(200);
    // The live metrics follow the stored readings.
    await app.ingestion.settled();
    const temperatureBand = async () => {
      const stations = (await call('GET', '/api/sites', {})).json() as StationListItem[];
      const station = stations.find((s) => s.slug === creek.slug);
      return station?.current_data_hash.data_array.find((r) => r.metric_id === 'temperature')?.band;
    };
    const served = async () => {
      const res = await call('GET', '/api/metric_display_statuses', {});
      return { etag: res.headers.etag, statuses: metricDisplayStatusesResponseSchema.parse(res.json()) };
    };
    const before = await served();
    // 21.4 °C is in the '20–25' band, the 7th.
    expect(await temperatureBand()).toBe(6);

    const bands = before.statuses
      .filter((s) => s.metric_key === 'temperature')
      .map((s) => ({ label: s.label, background_color: s.background_color, threshold_value: s.threshold_value }));
    const edit = (i: number, change: object) => ({ bands: bands.map((b, j) => (i === j ? { ...b, ...change } : b)) });
    const url = '/api/admin/metric_display_statuses/temperature';

    const badColour = await call('PUT', url, admin, edit(6, { background_color: 'orange' }));
    expect(badColour.statusCode).toBe(422);
    expect(badColour.json()).toEqual({
      errors: [{ field_name: 'bands.6.background_color', messages: ['Use a colour like #1a9850'] }],
    });
    const disordered = await call('PUT', url, admin, edit(6, { threshold_value: 14 }));
    expect(disordered.json()).toEqual({
      errors: [{ field_name: 'bands.6.threshold_value', messages: ["Threshold must be above the band before's (15)"] }],
    });
    expect(
      (await call('PUT', '/api/admin/metric_display_statuses/no_such_metric', admin, edit(0, {}))).statusCode,
    ).toBe(404);

    const saved = await call(
      'PUT',
      url,
      admin,
      edit(6, { threshold_value: 22, background_color: '#123456', label: 'Warm' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(metricDisplayStatusesResponseSchema.parse(saved.json())[6]).toMatchObject({
      label: 'Warm',
      background_color: '#123456',
      font_color: '#ffffff',
      threshold_value: 22,
      edited: true,
    });
    const after = await served();
    expect(after.etag).not.toBe(before.etag);
    expect(after.statuses.find((s) => s.metric_key === 'temperature' && s.band === 6)).toMatchObject({ label: 'Warm' });
    // 21.4 °C is now below the edited band's threshold.
    expect(await temperatureBand()).toBe(5);

    const reset = await call('DELETE', url, admin);
    expect(reset.statusCode).toBe(200);
    expect(metricDisplayStatusesResponseSchema.parse(reset.json()).some((s) => s.edited)).toBe(false);
    expect((await served()).etag).toBe(before.etag);
    expect(await temperatureBand()).toBe(6);
  });

  it('lists companies with plan, paid, users and billing state', async () => {
    const companies = consoleCompaniesResponseSchema.parse((await call('GET', '/api/admin/companies', admin)).json());
    expect(companies.find((c) => c.name === 'Mesonet Operations')).toMatchObject({
      plan_key: 'admin_1',
      plan_name: 'Admin',
      paid: true,
      billing_state: 'Given by the network',
    });
    expect(companies.find((c) => c.name === 'Free Demo Farm')).toMatchObject({
      plan_key: 'free_access_1',
      paid: false,
      billing_state: 'Free plan',
    });
    const allAccess = companies.find((c) => c.name === 'All Access Demo Agronomy');
    expect(allAccess?.users_count).toBeGreaterThan(1);
    expect(companies.find((c) => c.name === 'Farm Demo Holdings')).toMatchObject({ users_count: 1, paid: true });
  });

  describe('only the owner of the admin company and its members with the Operator Console permission', () => {
    const people: Record<'removed' | 'manager' | 'operator', Headers> = { removed: {}, manager: {}, operator: {} };
    const draft = { ...alertInput, slug: 'operators-only-draft', title: 'For operators only' };
    const api = () => accountApi(app);
    const grant = (by: Headers, email: string, operatorConsole: boolean, flags = {}) =>
      api().settings(by, 'update_user_permissions', 'user_permissions', {
        email,
        permission_home_location_growing_seasons: false,
        permission_account_billing: false,
        permission_user_management: false,
        permission_operator_console: operatorConsole,
        ...flags,
      });
    const fieldError = (message: string) => ({
      errors: [{ field_name: 'permission_operator_console', messages: [message] }],
    });
    const previewedSlugs = async (headers: Headers) =>
      infoAlertsResponseSchema
        .parse((await call('GET', '/api/info_alerts?preview=1', headers)).json())
        .map((a) => a.slug);
    // Read-only calls (and the stateless preview): what a permitted operator is answered 200 on.
    const readCalls = consoleCalls.filter(([method, url]) => method === 'GET' || url.endsWith('markdown_preview'));

    beforeAll(async () => {
      await app.database.db.execute(sql`update companies set user_limit = 10 where name = 'Mesonet Operations'`);
      expect((await call('POST', '/api/admin/info_alerts', admin, draft)).statusCode).toBe(200);
      people.removed = await api().addMember(admin, 'gone@operations.test', {});
      expect((await grant(admin, 'gone@operations.test', true)).statusCode).toBe(200);
      expect((await api().removeUser(admin, 'gone@operations.test')).statusCode).toBe(200);
      // A user manager: managing people is not running the network.
      people.manager = await api().addMember(admin, 'manager@operations.test', { users: true });
      people.operator = await api().addMember(admin, 'operator@operations.test', {});
      const granted = await grant(admin, 'operator@operations.test', true);
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().company_user.permissions.operator_console).toBe(true);
    });

    it.each(['removed', 'manager'] as const)('refuses every call and every draft to the %s member', async (who) => {
      for (const [method, url, payload] of consoleCalls) {
        const res = await call(method, url, people[who], payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [notAnAdminMessage] }] });
      }
      expect(await previewedSlugs(people[who])).not.toContain(draft.slug);
    });

    it('answers the member given the permission, and the owner, with drafts in preview', async () => {
      for (const headers of [people.operator, admin]) {
        for (const [method, url, payload] of readCalls) {
          const res = await call(method, url, headers, payload);
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
        }
        expect(await previewedSlugs(headers)).toContain(draft.slug);
      }
    });

    it('keeps the permission when the three others are changed without it, and ends it when taken away', async () => {
      const others = await api().setPermissions(admin, 'operator@operations.test', { home: true });
      expect(others.json().company_user.permissions).toMatchObject({
        home_location_growing_seasons: true,
        operator_console: true,
      });
      expect((await grant(admin, 'operator@operations.test', false)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/stations', people.operator)).statusCode).toBe(403);
      expect((await grant(people.operator, 'manager@operations.test', true)).statusCode).toBe(403);
      expect((await grant(admin, 'operator@operations.test', true)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/stations', people.operator)).statusCode).toBe(200);
    });

    it('is given by an operator only, and to a member who has accepted', async () => {
      const byManager = await grant(people.manager, 'operator@operations.test', false, {
        permission_user_management: true,
      });
      expect({ status: byManager.statusCode, body: byManager.json() }).toEqual({
        status: 422,
        body: fieldError(operatorConsoleMessages.notAnOperator),
      });
      expect((await api().invite(admin, 'pending@operations.test', {})).statusCode).toBe(200);
      const onInvitation = await grant(admin, 'pending@operations.test', true);
      expect({ status: onInvitation.statusCode, body: onInvitation.json() }).toEqual({
        status: 422,
        body: fieldError(operatorConsoleMessages.notYetAccepted),
      });
    });

    it('cannot be set in any other company', async () => {
      const owner = await headersFor('allaccess@demo.test');
      const member = await headersFor('agronomist@demo.test');
      for (const value of [true, false]) {
        const res = await grant(owner, 'agronomist@demo.test', value);
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 422,
          body: fieldError(operatorConsoleMessages.notAdminCompany),
        });
      }
      const users = (await api().request('GET', '/api/members/company_users', owner)).json();
      expect(users.company_users.find((u: { email: string }) => u.email === 'agronomist@demo.test')).toMatchObject({
        permissions: { operator_console: false },
      });
      expect((await call('GET', '/api/admin/stations', member)).statusCode).toBe(403);
    });
  });
});
