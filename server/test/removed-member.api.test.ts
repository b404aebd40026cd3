import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyPeople, demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { accountApi, type AccountApi, type Headers } from './account-api';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

type Route = { method: string; url: string };

/** The routes of the running server, read from its own route table, so a new member route cannot be missed. */
function routeTable(app: TestApp): Route[] {
  const routes: Route[] = [];
  const path: string[] = [];
  for (const line of app.server.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    path.length = (node[1] ?? '').length / 4;
    path.push(node[2] ?? '');
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url: path.join('') });
  }
  return routes;
}

/** Any value fills a parameter: the member check runs before the route reads it. */
const callable = (url: string) => url.replace(/:\w+/g, 'home');

const removedFromCompany = { errors: [{ field_name: 'base', messages: [m.removedFromCompany] }] };

describe.each(databaseTargets)('a member removed from their company on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  let memberRoutes: Route[];
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    api = accountApi(app);
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    memberRoutes = routeTable(app).filter((route) => route.url.startsWith('/api/members/') && route.method !== 'HEAD');
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (route: Route, headers: Headers) =>
    app.server.inject({
      method: route.method as 'GET',
      url: callable(route.url),
      headers,
      ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
    });

  it('finds every member call in the route table', () => {
    expect(memberRoutes.length).toBeGreaterThanOrEqual(20);
    expect(memberRoutes).toContainEqual({ method: 'GET', url: '/api/members/growing_locations' });
    expect(memberRoutes).toContainEqual({ method: 'PATCH', url: '/api/members/referrals/:code' });
  });

  it('is refused every member call with 403, saying they were removed', async () => {
    const removed = await api.signIn(demoCompanyPeople.removed.email, demoPassword);
    const answers: Record<string, unknown> = {};
    for (const route of memberRoutes) {
      const res = await call(route, removed);
      answers[`${route.method} ${route.url}`] = { status: res.statusCode, body: res.json() };
    }
    expect(answers).toEqual(
      Object.fromEntries(
        memberRoutes.map((route) => [`${route.method} ${route.url}`, { status: 403, body: removedFromCompany }]),
      ),
    );
    // The HEAD twin of a GET is refused too.
    expect((await call({ method: 'HEAD', url: '/api/members/referrals' }, removed)).statusCode).toBe(403);
  });

  it('still signs in, reads their own user and sees the visitors’ list', async () => {
    const removed = await api.signIn(demoCompanyPeople.removed.email, demoPassword);
    const me = await api.me(removed);
    expect(me.permissions.removal_created_at).not.toBeNull();
    // Their user names the company they left, and carries nothing else of it.
    expect(me.company).toMatchObject({
      name: 'All Access Demo Agronomy',
      paid: false,
      billing_item_access_plan: null,
      billing_product_feature_set_key: null,
      active_payment_method: null,
      invoices_payment_unsuccessful: [],
      abn: null,
      address1: null,
      locality: null,
      user_survey_response: null,
      total_yearly_recurring_inc_tax: 0,
    });
    expect((await app.server.inject({ method: 'GET', url: '/api/sites' })).statusCode).toBe(200);
  });

  it('is refused at once when removed while signed in, and a member who was not is not', async () => {
    const owner = await api.signIn(demoCompanyPeople.ownerEmail, demoPassword);
    const member = await api.signIn(demoCompanyPeople.member.email, demoPassword);
    const stations = { method: 'GET', url: '/api/members/sites' };
    expect((await call(stations, member)).statusCode).toBe(200);
    expect((await call(stations, owner)).statusCode).toBe(200);

    expect((await api.removeUser(owner, demoCompanyPeople.member.email)).statusCode).toBe(200);
    const refused = await call(stations, member);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: removedFromCompany });
    expect((await call(stations, owner)).statusCode).toBe(200);
  });

  it('makes a company of their own and is a member again at once', async () => {
    const removed = await api.signIn(demoCompanyPeople.removed.email, demoPassword);
    const stations = { method: 'GET', url: '/api/members/sites' };
    expect((await call(stations, removed)).statusCode).toBe(403);
    const created = await api.request('PUT', '/api/company_user_removal_create_new_company', removed, {
      create_new_company_params: { company_name: 'Remy’s Own Farm' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call(stations, removed)).statusCode).toBe(200);
    expect((await api.request('GET', '/api/members/company_details', removed)).statusCode).toBe(200);
  });
});
