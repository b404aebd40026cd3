import { metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import { metricVisibility, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { effectiveFeatureSetKey } from '@mesonet/shared/plans/effective-plan';
import { canSeeSprayVerdicts } from '@mesonet/shared/plans/plan-capabilities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { accountApi, password, validDetails, type Headers } from './account-api';
import { researchMastReadings, silentLog } from './fixtures';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

/**
 * The authorisation matrix: every route of the running server (its own route table, so a new route
 * cannot be forgotten) called as each kind of person, with the status each must get, and every answer
 * that carries readings searched for a value the caller's plan does not show.
 */

const roles = [
  'visitor',
  'free',
  'standard',
  'farm',
  'premium',
  'allAccess',
  'admin',
  /** A member of the operator's own company with no permission at all. */
  'memberWithoutPermissions',
  /** removed@demo.test: removed from the all-access company; keeps a login and nothing else. */
  'removedMember',
  /** The owner of a company that just signed up (no plan chosen), calling on other companies' things. */
  'otherCompanyOwner',
] as const;
type Role = (typeof roles)[number];
type Statuses = Record<Role, number>;

const signedInRoles = roles.filter((role) => role !== 'visitor');

/** Everyone, the visitor included, gets `status`. */
const everyone = (status: number): Statuses => Object.fromEntries(roles.map((role) => [role, status])) as Statuses;
/** A session is needed (401 without); then every signed-in person gets `status`, unless told otherwise. */
const signedIn = (status: number, except: Partial<Statuses> = {}): Statuses => ({
  ...everyone(status),
  visitor: 401,
  ...except,
});
/** Member calls: a removed member is refused like a visitor's plan would be, with a 403. */
const members = (status: number, except: Partial<Statuses> = {}): Statuses =>
  signedIn(status, { removedMember: 403, ...except });
/** Company details, survey and billing: owners and members with the account and billing permission. */
const accountAndBilling = (status: number): Statuses => members(status, { memberWithoutPermissions: 403 });
/** The operator console: the operator company's owner only here (its member has no operator permission). */
const operator = (adminStatus: number): Statuses => ({ ...signedIn(403), admin: adminStatus });
/** What only these roles may do (the rest of the signed-in get `refused`). */
const only = (allowed: Partial<Statuses>, refused = 403): Statuses => ({ ...members(refused), ...allowed });

/** The stations of the matrix: premium@demo.test has the first three; Mallala is nobody's selection. */
const stations = [
  { slug: 'hamley-bridge', name: 'Hamley Bridge', lat: -34.3713, lng: 138.663 },
  { slug: 'saddleworth', name: 'Saddleworth', lat: -34.0833, lng: 138.7833 },
  { slug: 'jamestown', name: 'Jamestown', lat: -33.2053, lng: 138.6019 },
  { slug: 'mallala', name: 'Mallala', lat: -34.4385, lng: 138.5052 },
] as const;

const newSeason = {
  name: 'Barley 2026',
  // After the matrix stations' first readings (two days before its clock).
  sowing_date: '2026-11-25',
  emergence_date_option: 'auto_calculate',
  emergence_date: null,
  floral_initiation_date_option: 'auto_calculate',
  floral_initiation_date: null,
  harvest_date_option: 'not_yet_known',
  harvest_date: null,
  location_option: 'custom',
  location: { lat: -34.1, lng: 138.8 },
};

/** An alert rule every plan with alerts may make: one station, the spray window opening, in the app. */
const matrixRule = {
  target: { type: 'stations', station_slugs: ['mallala'] },
  event: { kind: 'spray_window_opens', spray_profile_id: null },
  quiet_hours: null,
  channels: ['in_app'],
};
/** Plans without alert rules (free, and a company that has not chosen a plan) are refused every write. */
const withoutAlerts: Partial<Statuses> = { free: 403, otherCompanyOwner: 403 };

const unknownSeasonId = '0f0f0f0f-0000-4000-8000-000000000000';

type Payload = Record<string, unknown>;

interface Probe {
  method: string;
  /** The route as registered (its table key). */
  route: string;
  /** The address called; the route itself when it has no parameters. */
  url?: string | ((role: Role) => string);
  body?: Payload | ((role: Role) => Payload);
  expected: Statuses;
  /** The answer carries readings of this station: none may be outside the caller's plan there. */
  readingsOf?: string | 'each site';
}

const ctx = { premiumSeasonId: '', alertId: 1 };

/**
 * One probe per route, in the order they run (sign-out last: it ends the sessions). Bodies are valid and
 * harmless, so only who calls decides the status.
 */
const probes: Probe[] = [
  { method: 'GET', route: '/api/health', expected: everyone(200) },
  { method: 'GET', route: '/api/app_settings', expected: everyone(200) },
  { method: 'GET', route: '/api/metric_display_statuses', expected: everyone(200) },
  { method: 'GET', route: '/api/info_alerts', expected: everyone(200) },
  { method: 'GET', route: '/api/flat_content_pages', expected: everyone(200) },
  { method: 'GET', route: '/api/sites', expected: everyone(200), readingsOf: 'each site' },
  { method: 'GET', route: '/api/members/sites', expected: members(200), readingsOf: 'each site' },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views',
    url: '/api/members/sites/mallala/data_views',
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/data_view_hash',
    url: '/api/members/sites/mallala/data_views/dashboard/data_view_hash',
    expected: members(200),
    readingsOf: 'mallala',
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/data_view_hash',
    url: '/api/members/sites/hamley-bridge/data_views/hazardous-inversion/data_view_hash',
    expected: members(200, { free: 403, otherCompanyOwner: 403 }),
    readingsOf: 'hamley-bridge',
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/data_view_hash',
    url: '/api/members/sites/mallala/data_views/2hr-hazardous-inversion/data_view_hash',
    expected: only({ allAccess: 200, admin: 200, memberWithoutPermissions: 200 }),
    readingsOf: 'mallala',
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/data_view_hash',
    url: '/api/members/sites/hamley-bridge/data_views/table-all-sensors/data_view_hash',
    expected: members(200),
    readingsOf: 'hamley-bridge',
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/download.csv',
    url: '/api/members/sites/hamley-bridge/data_views/temperatures/download.csv',
    expected: only({ premium: 200, allAccess: 200, admin: 200, memberWithoutPermissions: 200 }),
  },
  {
    method: 'GET',
    route: '/api/members/sites/:stationSlug/data_views/:dataViewSlug/download.csv',
    url: '/api/members/sites/mallala/data_views/temperatures/download.csv',
    expected: only({ allAccess: 200, admin: 200, memberWithoutPermissions: 200 }),
  },
  {
    method: 'PUT',
    route: '/api/members/user_settings',
    body: {
      update_type: 'map_center_and_zoom_level',
      map_default_zoom_level: 9,
      map_default_centre_coords: { lat: -34, lng: 138.7 },
    },
    expected: members(200, { free: 403, standard: 403 }),
  },
  {
    method: 'GET',
    route: '/api/members/growing_locations',
    // Every member sees the company's places; changing them needs the permission.
    expected: members(200, { free: 403, standard: 403 }),
  },
  {
    method: 'PUT',
    route: '/api/members/growing_locations/:slug',
    url: '/api/members/growing_locations/home',
    body: { name: 'Home', location_coords: { lat: -34.07, lng: 138.77 } },
    expected: members(200, { free: 403, standard: 403, memberWithoutPermissions: 403 }),
  },
  {
    method: 'GET',
    route: '/api/members/growing_seasons',
    expected: members(200, { free: 403, standard: 403, farm: 403 }),
  },
  {
    method: 'GET',
    route: '/api/members/growing_seasons/:id',
    url: () => `/api/members/growing_seasons/${ctx.premiumSeasonId}`,
    // Someone else's season is not known to anyone but its company.
    expected: members(404, { premium: 200, free: 403, standard: 403, farm: 403 }),
  },
  {
    method: 'GET',
    route: '/api/members/growing_seasons/:id/data_views/:dataViewSlug/data_view_hash',
    url: () => `/api/members/growing_seasons/${ctx.premiumSeasonId}/data_views/thermal-time/data_view_hash`,
    expected: members(404, { premium: 200, free: 403, standard: 403, farm: 403 }),
    readingsOf: 'saddleworth',
  },
  {
    method: 'PUT',
    route: '/api/members/growing_seasons/:id',
    url: (role) => `/api/members/growing_seasons/matrix-${role.toLowerCase()}`,
    body: newSeason,
    expected: members(200, { free: 403, standard: 403, farm: 403, memberWithoutPermissions: 403 }),
  },
  {
    method: 'DELETE',
    route: '/api/members/growing_seasons/:id',
    url: `/api/members/growing_seasons/${unknownSeasonId}`,
    // Deleting what is not there is done already.
    expected: members(200, { free: 403, standard: 403, farm: 403, memberWithoutPermissions: 403 }),
  },
  { method: 'GET', route: '/api/members/billing', expected: accountAndBilling(200) },
  {
    method: 'GET',
    route: '/api/members/plan_change_quote',
    url: '/api/members/plan_change_quote?primary_billing_product_key=farm_bundle_1',
    expected: accountAndBilling(200),
  },
  {
    method: 'POST',
    route: '/api/payments/fake/payment_methods',
    body: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } },
    expected: everyone(200),
  },
  { method: 'GET', route: '/api/members/company_details', expected: accountAndBilling(200) },
  { method: 'GET', route: '/api/members/user_survey', expected: accountAndBilling(200) },
  {
    method: 'GET',
    route: '/api/members/company_users',
    expected: members(200, { memberWithoutPermissions: 403, otherCompanyOwner: 403 }),
  },
  {
    method: 'PUT',
    route: '/api/members/company_settings',
    body: (role) => ({
      update_type: 'company_details',
      company_details: { ...validDetails, name: `Matrix ${role} Co` },
    }),
    expected: accountAndBilling(200),
  },
  {
    method: 'PUT',
    route: '/api/members/user_detail',
    body: (role) => ({
      update_type: 'user_detail',
      uid: emailOf[role],
      email: emailOf[role],
      phone: `0412 000 ${100 + roles.indexOf(role)}`,
    }),
    // A removed member's own details wait until they have a company again.
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/accept_invitation_and_complete_signup',
    url: '/api/accept_invitation_and_complete_signup?invitation_token=not-a-real-token',
    expected: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/accept_invitation_and_complete_signup',
    body: {
      acceptance_params: {
        invitation_token: 'not-a-real-token',
        first_name: 'No',
        surname: 'Body',
        email: 'nobody@example.com',
        password,
        phone: '',
      },
    },
    expected: everyone(422),
  },
  {
    method: 'PUT',
    route: '/api/company_ownership_invitation_response',
    body: { acceptance_params: { response: 'accept' } },
    expected: signedIn(422),
  },
  {
    method: 'PUT',
    route: '/api/company_transfer_invitation_response',
    body: { acceptance_params: { response: 'accept' } },
    expected: signedIn(422),
  },

  { method: 'GET', route: '/api/members/referrals', expected: members(200) },
  {
    method: 'POST',
    route: '/api/members/referrals',
    body: (role) => ({ referral: { email: `referred-by-${role.toLowerCase()}@example.com` } }),
    expected: members(200, { free: 403, otherCompanyOwner: 403 }),
  },
  {
    method: 'PATCH',
    route: '/api/members/referrals/:code',
    url: '/api/members/referrals/NOSUCHCODE',
    body: { referral: { accept: true } },
    expected: members(404),
  },
  // Alerts (contracts/alerts.schema.ts): a plan without alert rules may read, never write them.
  { method: 'GET', route: '/api/members/alert_rules', expected: members(200) },
  {
    method: 'POST',
    route: '/api/members/alert_rules',
    body: (role) => ({ ...matrixRule, name: `Matrix ${role}` }),
    expected: members(201, withoutAlerts),
  },
  {
    method: 'PUT',
    route: '/api/members/alert_rules/:id',
    url: '/api/members/alert_rules/2147483647',
    body: { ...matrixRule, name: 'Matrix' },
    expected: members(404, withoutAlerts),
  },
  {
    method: 'POST',
    route: '/api/members/alert_rules/:id/test',
    url: '/api/members/alert_rules/2147483647/test',
    body: {},
    expected: members(404, withoutAlerts),
  },
  {
    method: 'DELETE',
    route: '/api/members/alert_rules/:id',
    url: '/api/members/alert_rules/2147483647',
    // Deleting what is not there is done already.
    expected: members(204),
  },
  { method: 'GET', route: '/api/members/notifications', expected: members(200) },
  { method: 'POST', route: '/api/members/notifications/mark_all_read', body: {}, expected: members(200) },
  { method: 'GET', route: '/api/members/push_subscriptions/public_key', expected: members(200) },
  {
    method: 'POST',
    route: '/api/members/push_subscriptions',
    body: (role) => ({
      endpoint: `https://push.example.com/send/matrix-${role.toLowerCase()}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    expected: members(201),
  },
  {
    method: 'DELETE',
    route: '/api/members/push_subscriptions',
    body: (role) => ({ endpoint: `https://push.example.com/send/matrix-${role.toLowerCase()}` }),
    expected: members(204),
  },
  { method: 'GET', route: '/api/members/spray_profiles', expected: members(200) },
  {
    method: 'POST',
    route: '/api/members/spray_profiles',
    body: { name: 'Matrix amine', delta_t_min_c: 3 },
    expected: members(201, withoutAlerts),
  },
  {
    method: 'PUT',
    route: '/api/members/spray_profiles/:id',
    url: '/api/members/spray_profiles/2147483647',
    body: { name: 'Matrix amine', delta_t_min_c: 3 },
    expected: members(404, withoutAlerts),
  },
  {
    method: 'DELETE',
    route: '/api/members/spray_profiles/:id',
    url: '/api/members/spray_profiles/2147483647',
    expected: members(204),
  },
  { method: 'GET', route: '/api/admin/info_alerts', expected: operator(200) },
  {
    method: 'POST',
    route: '/api/admin/info_alerts',
    body: (role) => ({
      title: 'Frost likely on Tuesday night',
      teaser: 'Protect vines in low-lying blocks.',
      body: 'Near **-2 °C** in the flats.',
      slug: `frost-${role.toLowerCase()}`,
      published: false,
      splash_alert: false,
      pin_to_top: false,
      pin_order: 0,
    }),
    expected: operator(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/info_alerts/:id',
    url: () => `/api/admin/info_alerts/${ctx.alertId}`,
    body: {
      title: 'Frost likely on Tuesday night',
      teaser: 'Protect vines.',
      body: 'Near **-2 °C**.',
      slug: 'frost-admin',
      published: false,
      splash_alert: false,
      pin_to_top: false,
      pin_order: 0,
    },
    expected: operator(200),
  },
  { method: 'GET', route: '/api/admin/content_pages', expected: operator(200) },
  {
    method: 'PUT',
    route: '/api/admin/content_pages/:slug',
    url: '/api/admin/content_pages/about_faqs',
    body: { title: 'FAQs', body: 'Questions growers ask.', published: true },
    expected: operator(200),
  },
  {
    method: 'POST',
    route: '/api/admin/markdown_preview',
    body: { body: '# Hi', kind: 'info_alert' },
    expected: operator(200),
  },
  { method: 'GET', route: '/api/admin/text_labels', expected: operator(200) },
  {
    method: 'PUT',
    route: '/api/admin/text_labels/:key',
    url: '/api/admin/text_labels/map_view_disclaimer',
    body: { value: 'Readings are checked automatically.' },
    expected: operator(200),
  },
  { method: 'GET', route: '/api/admin/stations', expected: operator(200) },
  {
    method: 'POST',
    route: '/api/admin/stations',
    body: (role) => ({
      slug: `paddock-${role.toLowerCase()}`,
      name: `Paddock ${role}`,
      type: 'standard',
      lat: -34.5,
      lng: 138.9,
    }),
    expected: operator(200),
  },
  {
    method: 'POST',
    route: '/api/admin/stations/:slug/token',
    url: '/api/admin/stations/paddock-admin/token',
    body: {},
    expected: operator(200),
  },
  {
    method: 'POST',
    route: '/api/admin/stations/:slug/disable',
    url: '/api/admin/stations/paddock-admin/disable',
    body: {},
    expected: operator(200),
  },
  {
    method: 'POST',
    route: '/api/admin/stations/:slug/enable',
    url: '/api/admin/stations/paddock-admin/enable',
    body: {},
    expected: operator(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/metric_display_statuses/:metric_key',
    url: '/api/admin/metric_display_statuses/delta_t',
    expected: operator(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/metric_display_statuses/:metric_key',
    url: '/api/admin/metric_display_statuses/delta_t',
    body: { bands: [] },
    // An empty band list is refused by its schema, after the caller is known to be an operator.
    expected: operator(422),
  },
  { method: 'GET', route: '/api/admin/companies', expected: operator(200) },
  { method: 'GET', route: '/api/admin/failed_mails', expected: operator(200) },
  { method: 'GET', route: '/api/admin/health', expected: operator(200) },
  {
    method: 'POST',
    route: '/api/admin/failed_mails/:id/retry',
    url: '/api/admin/failed_mails/2147483647/retry',
    body: {},
    // No mail failed here: the operator learns so only after being known as one.
    expected: operator(404),
  },
  // The operator's local tools carry a key from the data folder; a session is worth nothing there.
  {
    method: 'POST',
    route: '/api/operator/stations',
    body: { slug: 'tool-station', name: 'Tool Station', type: 'standard', lat: -34.5, lng: 138.9 },
    expected: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/operator/stations/:slug/token',
    url: '/api/operator/stations/mallala/token',
    body: {},
    expected: everyone(401),
  },
  ...(['disable', 'enable'] as const).map((action) => ({
    method: 'POST',
    route: `/api/operator/stations/:slug/${action}`,
    url: `/api/operator/stations/mallala/${action}`,
    body: {},
    expected: everyone(401),
  })),
  {
    method: 'POST',
    route: '/api/operator/stations/:slug/file_rows',
    url: '/api/operator/stations/mallala/file_rows',
    body: { rows: [] },
    expected: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/ingest/observations',
    body: { readings: [{ observed_at: '2026-11-26T01:50:00Z', channels: { air_temp_1_2m: 20 } }] },
    expected: everyone(401),
  },
  { method: 'GET', route: '/api/dev/outbox', url: '/api/dev/outbox?to=nobody@example.com', expected: everyone(200) },
  {
    method: 'POST',
    route: '/api/auth',
    body: (role) => ({
      first_name: 'Olive',
      surname: 'Matrix',
      company_name: `Matrix ${role} Farms`,
      email: `matrix-signup-${role.toLowerCase()}@example.com`,
      password,
      phone: '',
    }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/sign_in',
    body: (role) => ({ email: emailOf[role], password: role === 'visitor' ? 'not-the-password' : passwordOf(role) }),
    expected: { ...everyone(200), visitor: 401 },
  },
  { method: 'GET', route: '/api/auth/validate_token', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/auth/password',
    body: { email: 'nobody@example.com', redirect_url: 'http://localhost:3000/reset_password' },
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/auth/password/edit',
    url: '/api/auth/password/edit?reset_password_token=not-a-real-token',
    expected: everyone(422),
  },
  {
    method: 'PUT',
    route: '/api/auth/password',
    body: {
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
      reset_password_token: 'not-a-real-token',
    },
    expected: everyone(422),
  },
  {
    method: 'PUT',
    route: '/api/company_user_removal_create_new_company',
    body: { create_new_company_params: { company_name: 'Another Go Farms' } },
    // Only a removed member starts a new company this way (and is a member again after it, so this runs late).
    expected: signedIn(403, { removedMember: 200 }),
  },
  { method: 'DELETE', route: '/api/auth/sign_out', expected: signedIn(200) },
];

const emailOf: Record<Role, string> = {
  visitor: 'visitor@example.com',
  free: 'free@demo.test',
  standard: 'standard@demo.test',
  farm: 'farm@demo.test',
  premium: 'premium@demo.test',
  allAccess: 'allaccess@demo.test',
  admin: 'admin@demo.test',
  memberWithoutPermissions: 'operations-clerk@example.com',
  removedMember: 'removed@demo.test',
  otherCompanyOwner: 'matrix-owner@example.com',
};
const passwordOf = (role: Role) =>
  role === 'memberWithoutPermissions' || role === 'otherCompanyOwner' ? password : demoPassword;

/** The spray verdict (issue 24) is hidden like a metric outside the plan: this key names it in `hidden`. */
const sprayVerdictKey = 'spray_verdict';

/**
 * Where an answer carries a value of a metric in `hidden`: a tile's value, a series' points or a table
 * column; or a spray verdict (a state in the lists, a judged verdict in the dashboard) where it is hidden.
 */
function leakedMetrics(
  body: unknown,
  hiddenAt: (stationSlug: string | undefined) => Set<string>,
  station?: string,
): string[] {
  const leaks: string[] = [];
  const walk = (node: unknown, stationSlug: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, stationSlug);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const slugHere = typeof record.slug === 'string' && 'current_data_hash' in record ? record.slug : stationSlug;
    const hidden = hiddenAt(slugHere);
    const spray = record[sprayVerdictKey];
    if (hidden.has(sprayVerdictKey) && spray !== undefined) {
      const judged =
        typeof spray === 'string' ||
        (typeof spray === 'object' && spray !== null && 'verdict' in spray && spray.verdict !== null);
      if (judged) leaks.push(`${slugHere}:${sprayVerdictKey}`);
    }
    const metric = typeof record.metric_id === 'string' ? record.metric_id : null;
    if (metric && hidden.has(metric)) {
      if (typeof record.value === 'number') leaks.push(`${slugHere}:${metric} value`);
      if (Array.isArray(record.points) && record.points.some((point) => Array.isArray(point) && point[1] !== null))
        leaks.push(`${slugHere}:${metric} points`);
    }
    if (Array.isArray(record.headers) && Array.isArray(record.data)) {
      (record.headers as Array<{ metric_id?: string | null }>).forEach((header, column) => {
        if (header.metric_id && hidden.has(header.metric_id)) {
          if ((record.data as unknown[][]).some((row) => row[column] !== null))
            leaks.push(`${slugHere}:${header.metric_id} column`);
        }
      });
    }
    for (const child of Object.values(record)) walk(child, slugHere);
  };
  walk(body, station);
  return leaks;
}

describe('the search for readings outside a plan', () => {
  const hidden = () => new Set(['dew_point']);
  it.each([
    ['a tile', { items: [{ metric_id: 'dew_point', value: 4.2 }] }, ['x:dew_point value']],
    [
      'a series',
      {
        series: [
          {
            metric_id: 'dew_point',
            points: [
              [0, null],
              [1, 3.1],
            ],
          },
        ],
      },
      ['x:dew_point points'],
    ],
    [
      'a table column',
      {
        headers: [{ metric_id: null }, { metric_id: 'dew_point' }],
        data: [
          [0, null],
          [1, 2.5],
        ],
      },
      ['x:dew_point column'],
    ],
    ['an upgrade tile', { items: [{ metric_id: 'dew_point', value: null }] }, []],
    ['a shown metric', { items: [{ metric_id: 'temperature', value: 21 }] }, []],
  ])('finds %s', (_what, body, leaks) => {
    expect(leakedMetrics(body, hidden, 'x')).toEqual(leaks);
  });
  it.each([
    ["a site's verdict", { slug: 'x', current_data_hash: {}, spray_verdict: 'good' }, ['x:spray_verdict']],
    ["a dashboard's verdict", { dashboard: { spray_verdict: { verdict: 'marginal' } } }, ['x:spray_verdict']],
    ["a dashboard's upgrade state", { dashboard: { spray_verdict: { verdict: null } } }, []],
    ['a site without one', { slug: 'x', current_data_hash: {} }, []],
  ])('finds %s where verdicts are hidden', (_what, body, leaks) => {
    expect(leakedMetrics(body, () => new Set([sprayVerdictKey]), 'x')).toEqual(leaks);
  });
});

describe.each(databaseTargets)('the authorisation matrix on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));
  const sessions = new Map<Role, Headers>();
  const viewers = new Map<Role, Viewer>();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      operatorKey: 'operator-key-of-the-matrix',
      rateLimits: {
        signInFailuresPerAccount: 1000,
        signInFailuresPerIp: 1000,
        signUpPerIp: 1000,
        passwordResetPerIp: 1000,
        passwordResetPerAccount: 1000,
      },
    });
    for (const station of stations) {
      await app.stations.createStation({ ...station, type: 'research' });
      const created = await app.stations.findBySlug(station.slug);
      if (!created) throw new Error(`${station.slug} missing`);
      expect((await app.ingestion.ingest(created, researchMastReadings(clock.now().getTime()))).problems).toEqual([]);
    }
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    const api = accountApi(app);
    for (const role of signedInRoles) {
      if (role === 'memberWithoutPermissions') continue;
      if (role === 'otherCompanyOwner') {
        const signUp = await api.request(
          'POST',
          '/api/auth',
          {},
          {
            first_name: 'Olive',
            surname: 'Owner',
            company_name: 'Matrix Owner Farms',
            email: emailOf[role],
            password,
            phone: '',
          },
        );
        expect(signUp.statusCode).toBe(200);
      }
      sessions.set(role, await api.signIn(emailOf[role], passwordOf(role)));
    }
    sessions.set(
      'memberWithoutPermissions',
      await api.addMember(sessions.get('admin')!, emailOf.memberWithoutPermissions, {
        home: false,
        billing: false,
        users: false,
      }),
    );
    // A season only premium's company has (the demo seasons share one slug across companies).
    ctx.premiumSeasonId = 'premium-company-canola';
    const season = await api.request(
      'PUT',
      `/api/members/growing_seasons/${ctx.premiumSeasonId}`,
      sessions.get('premium')!,
      {
        ...newSeason,
        name: 'Canola 2026',
      },
    );
    expect(season.statusCode, season.body).toBe(200);
    for (const role of roles) viewers.set(role, await viewerOf(role));
  });
  afterAll(async () => {
    await app.close();
  });

  /** The viewer whose plan decides what `role` may see, read from the company as stored. */
  async function viewerOf(role: Role): Promise<Viewer> {
    if (role === 'visitor' || role === 'removedMember') return { kind: 'visitor' };
    const [company] = await queryRows<{
      plan_key: string | null;
      has_use: boolean;
      plan_site: string | null;
      extras: string[] | null;
    }>(
      app.database.db,
      sql`select c.plan_key, c.has_billing_discount_code_use as has_use, c.plan_site_slug as plan_site,
                 c.additional_site_slugs as extras
          from companies c join users u on u.company_id = c.id where u.email = ${emailOf[role]}`,
    );
    if (!company) throw new Error(`no company for ${role}`);
    return {
      kind: 'member',
      // No company of the matrix owes an invoice, so none has fallen back to the free plan.
      featureSetKey: effectiveFeatureSetKey({
        planKey: company.plan_key,
        hasBillingDiscountCodeUse: company.has_use,
        unpaidPastLastRetry: false,
      }),
      nominatedStationSlugs: [company.plan_site, ...(company.extras ?? [])].filter((slug): slug is string => !!slug),
    };
  }

  function hiddenMetrics(role: Role) {
    const viewer = viewers.get(role)!;
    const hiddenVerdict = canSeeSprayVerdicts(viewer) ? [] : [sprayVerdictKey];
    return (stationSlug: string | undefined) =>
      new Set(
        stationSlug
          ? [...metricKeys.filter((key) => metricVisibility(viewer, stationSlug, key) === 'upgrade'), ...hiddenVerdict]
          : hiddenVerdict,
      );
  }

  async function call(probe: Probe, role: Role) {
    const url = typeof probe.url === 'function' ? probe.url(role) : (probe.url ?? probe.route);
    const body = typeof probe.body === 'function' ? probe.body(role) : probe.body;
    const headers = sessions.get(role) ?? {};
    const res = await app.server.inject({
      method: probe.method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    // A rotated token replaces the one the browser holds, as the browser does.
    if (typeof res.headers['access-token'] === 'string' && role !== 'visitor' && probe.route !== '/api/auth/sign_in')
      headers['access-token'] = res.headers['access-token'];
    return { url, res };
  }

  it('has a probe for every route of the running server', () => {
    const served = new Set(
      app.routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`),
    );
    const probed = new Set(probes.map((p) => `${p.method} ${p.route}`));
    expect(
      [...served].filter((route) => !probed.has(route)),
      'routes without a probe',
    ).toEqual([]);
    expect(
      [...probed].filter((route) => !served.has(route)),
      'probes of no route',
    ).toEqual([]);
  });

  it('answers each person with the status their role allows, and no reading outside their plan', async () => {
    const wrong: string[] = [];
    const leaks: string[] = [];
    for (const probe of probes) {
      for (const role of roles) {
        const { url, res } = await call(probe, role);
        if (res.statusCode !== probe.expected[role])
          wrong.push(
            `${probe.method} ${url} as ${role}: ${res.statusCode}, expected ${probe.expected[role]} ${res.body.slice(0, 160)}`,
          );
        if (probe.route === '/api/admin/info_alerts' && probe.method === 'POST' && role === 'admin')
          ctx.alertId = (res.json() as { id: number }).id;
        if (probe.readingsOf && res.statusCode === 200) {
          const station = probe.readingsOf === 'each site' ? undefined : probe.readingsOf;
          for (const leak of leakedMetrics(res.json(), hiddenMetrics(role), station))
            leaks.push(`${probe.method} ${url} as ${role}: ${leak}`);
        }
      }
    }
    const cells = probes.length * roles.length;
    expect({ cells, wrong, leaks }).toEqual({ cells, wrong: [], leaks: [] });
  });
});
