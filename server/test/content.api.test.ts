import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGst } from '@mesonet/shared/billing/gst';
import { formatAud } from '@mesonet/shared/billing/money';
import type { FlatContentPage, InfoAlert } from '@mesonet/shared/contracts/content.schema';
import { aboutPages } from '@mesonet/shared/routing/app-routes';
import { plans } from '@mesonet/shared/plans/plans';
import { seedDemoInfoAlerts } from '../src/modules/content/demo-info-alerts';
import { accountApi, validDetails, type AccountApi } from './account-api';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

const hostileBody = `Hello <script>alert(1)</script>

<img src=x onerror="alert(1)">

[click](javascript:alert(1)) [also](JAVASCRIPT:alert(1)) ![x](data:image/svg+xml;base64,PHN2Zz4=)`;

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg/i);
  expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data):/i);
}

describe.each(databaseTargets)('news and alerts, content pages on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));
  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now });
    api = accountApi(app);
    await seedDemoInfoAlerts(app.database.db, clock.now);
  });
  afterAll(async () => {
    await app.close();
  });

  const alerts = async (headers: Record<string, string> = {}, query = '') => {
    const res = await app.server.inject({ method: 'GET', url: `/api/info_alerts${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as InfoAlert[];
  };
  const pages = async (headers: Record<string, string> = {}, query = '') => {
    const res = await app.server.inject({ method: 'GET', url: `/api/flat_content_pages${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as FlatContentPage[];
  };

  it('lists published alerts only, pinned first, then newest, with Adelaide dates', async () => {
    const list = await alerts();
    expect(list.map((a) => a.slug)).toEqual([
      'check-for-hazardous-inversions-before-spraying',
      'hot-windy-harvest-days-ahead',
      'six-new-riverland-stations',
      'mesonet-app-2026-season',
    ]);
    const [pinned, splash] = list;
    expect(pinned).toMatchObject({ pin_to_top: true, pin_order: 1, splash_alert: false });
    // One day before 12:30 on 26 Nov in Adelaide.
    expect(splash).toMatchObject({
      splash_alert: true,
      published_at: '2026-11-25T02:00:00.000Z',
      published_at_str: '25 Nov 2026',
      date_str: '2026-11-25',
      id_content_updated_at_str: `${splash?.id}_2026-11-25T02:00:00.000Z`,
    });
    expect(splash?.body).toContain('<strong>Cease harvesting at 35.</strong>');
  });

  it('answers a repeated request with 304', async () => {
    const first = await app.server.inject({ method: 'GET', url: '/api/info_alerts' });
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/info_alerts',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows drafts in preview mode to admin users only', async () => {
    const farm = await api.newCompany('Preview Farm');
    const admin = await api.newCompany('Preview Admin', { plan: 'admin_1' });
    const draft = 'winter-maintenance-schedule';
    expect((await alerts({}, '?preview=1')).map((a) => a.slug)).not.toContain(draft);
    expect((await alerts(farm.headers, '?preview=1')).map((a) => a.slug)).not.toContain(draft);
    expect((await alerts(admin.headers)).map((a) => a.slug)).not.toContain(draft);
    const previewed = await alerts(admin.headers, '?preview=1');
    expect(previewed.find((a) => a.slug === draft)).toMatchObject({
      published_at: null,
      published_at_str: 'Draft',
      date_str: 'draft',
    });

    await app.content.savePage('harvest-checklist', { title: 'Harvest checklist', body: 'Draft', published: false });
    expect((await pages(farm.headers, '?preview=1')).map((p) => p.slug)).not.toContain('harvest-checklist');
    expect((await pages(admin.headers, '?preview=1')).find((p) => p.slug === 'harvest-checklist')).toMatchObject({
      published: false,
    });
    const bad = await app.server.inject({ method: 'GET', url: '/api/info_alerts?preview=yes' });
    expect(bad.statusCode).toBe(422);
  });

  it('makes hostile alert bodies harmless, and keeps slugs unique', async () => {
    const created = await app.content.saveInfoAlert(null, {
      title: 'Hostile',
      teaser: '',
      body: hostileBody,
      slug: 'hostile-alert',
      published: true,
      splash_alert: false,
      pin_to_top: false,
      pin_order: 0,
    });
    expectHarmless(created.body);
    const listed = (await alerts()).find((a) => a.slug === 'hostile-alert');
    expect(listed).toBeDefined();
    expectHarmless(listed?.body ?? '');
    await expect(
      app.content.saveInfoAlert(null, {
        title: 'Again',
        teaser: '',
        body: '',
        slug: 'hostile-alert',
        published: false,
        splash_alert: false,
        pin_to_top: false,
        pin_order: 0,
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('marks an edited alert as a new version and hides an unpublished one', async () => {
    const input = {
      title: 'Frost tonight',
      teaser: 'Clear skies and light winds.',
      body: 'Check frost hours.',
      slug: 'frost-tonight',
      published: true,
      splash_alert: true,
      pin_to_top: false,
      pin_order: 0,
    };
    const created = await app.content.saveInfoAlert(null, input);
    clock.advance(60_000);
    const pinned = await app.content.saveInfoAlert(created.id, { ...input, pin_to_top: true, pin_order: 5 });
    expect(pinned.id_content_updated_at_str).toBe(created.id_content_updated_at_str);
    expect(pinned.published_at).toBe(created.published_at);
    clock.advance(60_000);
    const edited = await app.content.saveInfoAlert(created.id, { ...input, body: 'Check frost hours at 9 am.' });
    expect(edited.id_content_updated_at_str).not.toBe(created.id_content_updated_at_str);
    await app.content.saveInfoAlert(created.id, { ...input, published: false });
    expect((await alerts()).map((a) => a.slug)).not.toContain('frost-tonight');
  });

  it('serves every /about page with real text, and the plan table priced from the catalogue', async () => {
    const list = await pages();
    for (const page of aboutPages) {
      const found = list.find((p) => p.slug === `about_${page}`);
      expect(found, page).toBeDefined();
      expect(found?.body.length, page).toBeGreaterThan(400);
      expectHarmless(found?.body ?? '');
    }
    const subscription = list.find((p) => p.slug === 'about_subscription_services')?.body ?? '';
    const farm = withGst(plans.farm_bundle_1.priceCentsExGst);
    expect(subscription).toContain('<table>');
    expect(subscription).toContain(`<td>${plans.farm_bundle_1.name}</td>`);
    expect(subscription).toContain(formatAud(farm.exGstCents));
    expect(subscription).toContain(formatAud(farm.incGstCents));
    expect(subscription).not.toContain('{{plan_table}}');
  });

  it('keeps an operator edit to a page across restarts of the defaults', async () => {
    await app.content.savePage('about_contact_us', { title: 'Contact Us', body: 'Call the office.', published: true });
    await app.content.insertDefaultPages([{ slug: 'about_contact_us', title: 'x', body: 'x', published: true }]);
    expect((await pages()).find((p) => p.slug === 'about_contact_us')?.body.trim()).toBe('<p>Call the office.</p>');
  });

  it('answers a published flat page path with the app shell and 200, anything else 404', async () => {
    const get = async (url: string) => (await app.server.inject({ method: 'GET', url })).statusCode;
    expect(await get('/privacy')).toBe(404);
    await app.content.savePage('privacy', { title: 'Privacy', body: 'We keep little.', published: true });
    expect(await get('/privacy')).toBe(200);
    expect(await get('/harvest-checklist')).toBe(404);
    expect(await get('/about_overview')).toBe(404);
    expect(await get('/about/overview')).toBe(200);
  });

  it('company_settings_reset works the setup flags out again from the stored data, deleting nothing', async () => {
    const owner = await api.newCompany('Reset Farm');
    expect((await api.settings(owner.headers, 'company_details', 'company_details', validDetails)).statusCode).toBe(
      200,
    );
    await app.database.db.execute(
      sql`update companies set has_company_details = false, has_billing_plan = false, has_payment_method = true
          where name = ${validDetails.name}`,
    );
    const res = await api.request('PUT', '/api/members/company_settings', owner.headers, {
      update_type: 'company_settings_reset',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your company settings have been reset.');
    expect(res.json().data.company).toMatchObject({
      name: validDetails.name,
      has_company_details: true,
      has_billing_plan: true,
      has_payment_method: false,
      has_user_survey_response: false,
      has_billing_discount_code_use: false,
    });
    const [row] = await queryRows<{ address1: string }>(
      app.database.db,
      sql`select address1 from companies where name = ${validDetails.name}`,
    );
    expect(row?.address1).toBe(validDetails.address1);
  });

  it('refuses company_settings_reset without a session or the permission', async () => {
    const signedOut = await api.request(
      'PUT',
      '/api/members/company_settings',
      {},
      {
        update_type: 'company_settings_reset',
      },
    );
    expect(signedOut.statusCode).toBe(401);
    const owner = await api.newCompany('Reset Member');
    const member = await api.addMember(owner.headers, 'reset-member@example.com', { home: true });
    const res = await api.request('PUT', '/api/members/company_settings', member, {
      update_type: 'company_settings_reset',
    });
    expect(res.statusCode).toBe(403);
  });
});
