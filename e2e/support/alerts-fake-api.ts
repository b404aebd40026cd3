import { apiErrorBody, apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import {
  alertRuleInputSchema,
  alertRuleLimitMessage,
  sprayProfileInputSchema,
  type AlertRule,
  type AppNotification,
  type SprayProfileResponse,
} from '@mesonet/shared/contracts/alerts.schema';
import { sprayLimitFields } from '@mesonet/shared/spray/spray-limits';
import type { Page, Route } from 'playwright-core';

/**
 * The alerts contract (shared/src/contracts/alerts.schema.ts) answered in the browser from memory, for
 * the screens' tests while the server's side is built beside them: the same schemas judge each request,
 * so a message the screens show is one the server would send. Replace with the real server once merged.
 */
export interface FakeAlertsApi {
  readonly rules: AlertRule[];
  readonly profiles: SprayProfileResponse[];
  readonly notifications: AppNotification[];
  ruleLimit: number;
  publicKey: string | null;
  /** The push subscriptions posted, as sent. */
  readonly pushSubscriptions: unknown[];
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: body === null ? '' : JSON.stringify(body) });

const nowIso = () => new Date().toISOString();

export async function fakeAlertsApi(page: Page, ruleLimit: number): Promise<FakeAlertsApi> {
  const state: FakeAlertsApi = {
    rules: [],
    profiles: [],
    notifications: [],
    ruleLimit,
    publicKey: null,
    pushSubscriptions: [],
  };
  let nextId = 1;

  await page.route(/\/api\/members\/alert_rules(\/.*)?$/, (route) => {
    const request = route.request();
    const [, idText, action] = new URL(request.url()).pathname.match(/alert_rules(?:\/(\d+))?(?:\/(\w+))?$/) ?? [];
    const id = idText ? Number(idText) : null;
    const index = state.rules.findIndex((rule) => rule.id === id);
    if (request.method() === 'GET') return json(route, 200, { alert_rules: state.rules, rule_limit: state.ruleLimit });
    if (id !== null && index < 0 && request.method() !== 'DELETE') {
      return json(route, 404, apiErrorBody('alert_rule_id', 'is not a known alert rule'));
    }
    if (request.method() === 'DELETE') {
      if (index >= 0) state.rules.splice(index, 1);
      return json(route, 204, null);
    }
    if (action === 'test') {
      const rule = state.rules[index]!;
      if (rule.channels.includes('in_app')) state.notifications.unshift(notificationOf(nextId++, rule, true));
      return json(route, 200, { sent: rule.channels });
    }
    const parsed = alertRuleInputSchema.safeParse(request.postDataJSON());
    if (!parsed.success) return json(route, 422, apiErrorBodyFromIssues(parsed.error.issues));
    if (id === null) {
      if (state.rules.length >= state.ruleLimit) {
        return json(route, 422, apiErrorBody('base', alertRuleLimitMessage(state.ruleLimit)));
      }
      const rule: AlertRule = { id: nextId++, ...parsed.data, created_at: nowIso(), last_notified_at: null };
      state.rules.unshift(rule);
      return json(route, 201, rule);
    }
    const rule: AlertRule = { ...state.rules[index]!, ...parsed.data };
    state.rules[index] = rule;
    return json(route, 200, rule);
  });

  await page.route(/\/api\/members\/notifications(\/mark_all_read)?(\?.*)?$/, (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      for (const notification of state.notifications) notification.read_at ??= nowIso();
      return json(route, 200, { unread_count: 0 });
    }
    const before = Number(new URL(request.url()).searchParams.get('before') ?? Infinity);
    const page = state.notifications.filter((notification) => notification.id < before).slice(0, 50);
    const unread_count = state.notifications.filter((notification) => notification.read_at === null).length;
    return json(route, 200, { notifications: page, unread_count });
  });

  await page.route(/\/api\/members\/push_subscriptions/, (route) => {
    if (route.request().method() === 'GET') return json(route, 200, { public_key: state.publicKey });
    state.pushSubscriptions.push(route.request().postDataJSON());
    return json(route, 201, {});
  });

  await page.route(/\/api\/members\/spray_profiles(\/\d+)?$/, (route) => {
    const request = route.request();
    const idText = new URL(request.url()).pathname.match(/spray_profiles\/(\d+)$/)?.[1];
    const index = state.profiles.findIndex((profile) => profile.id === Number(idText));
    if (request.method() === 'GET') return json(route, 200, { spray_profiles: state.profiles });
    if (request.method() === 'DELETE') {
      const used = state.rules.some(
        (rule) => 'spray_profile_id' in rule.event && rule.event.spray_profile_id === Number(idText),
      );
      if (used) return json(route, 422, apiErrorBody('base', 'A rule still uses this spray profile.'));
      if (index >= 0) state.profiles.splice(index, 1);
      return json(route, 204, null);
    }
    const body = request.postDataJSON() as Record<string, unknown>;
    const parsed = sprayProfileInputSchema.safeParse(body);
    if (!parsed.success) return json(route, 422, apiErrorBodyFromIssues(parsed.error.issues));
    const limits: Record<string, number> = {};
    for (const { field } of Object.values(sprayLimitFields)) {
      if (typeof body[field] === 'number') limits[field] = body[field];
    }
    const profile = { id: idText ? Number(idText) : nextId++, name: parsed.data.name, limits };
    if (index >= 0) state.profiles[index] = profile;
    else state.profiles.push(profile);
    return json(route, idText ? 200 : 201, profile);
  });

  return state;
}

/** A notification of a rule, as the server would list it. */
export function notificationOf(
  id: number,
  rule: AlertRule,
  test = false,
  change: Partial<AppNotification> = {},
): AppNotification {
  const slug = rule.target.type === 'stations' ? (rule.target.station_slugs[0] ?? null) : null;
  return {
    id,
    alert_rule_id: rule.id,
    rule_name: rule.name,
    event_kind: rule.event.kind,
    site_slug: slug,
    station_name: slug,
    title: `${test ? 'Test: ' : ''}${rule.name}`,
    body: 'Conditions changed at the station.',
    url: slug ? `/sites/${slug}` : '/',
    test,
    delivery: 'delivered',
    held_until: null,
    created_at: nowIso(),
    read_at: null,
    ...change,
  };
}
