import { expect } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { accountApi, type Headers } from './account-api';
import type { TestApp } from './test-app';

export const tenMinutes = 600_000;

/** Posts readings of a station through the ingest API and waits for their follow-up (alerts included). */
export async function postReadings(
  app: TestApp,
  token: string,
  slug: string,
  readings: Array<{ atMs: number; channels: Record<string, number> }>,
) {
  const res = await app.server.inject({
    method: 'POST',
    url: '/api/ingest/observations',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      station: slug,
      observations: readings.map((r) => ({ observed_at: new Date(r.atMs).toISOString(), channels: r.channels })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await app.ingestion.settled();
  return res.json() as { accepted: number; duplicates: number };
}

/** Calls of the alerts API as one signed-in demo owner. */
export async function alertsApi(app: TestApp, email: string) {
  const headers: Headers = await accountApi(app).signIn(email, demoPassword);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    headers,
    call,
    createRule: (rule: Record<string, unknown>) => call('POST', '/api/members/alert_rules', rule),
    notifications: async () => (await call('GET', '/api/members/notifications')).json(),
  };
}

export const stationRule = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: `Spray at ${slug}`,
  target: { type: 'stations', station_slugs: [slug] },
  event: { kind: 'spray_window_opens', spray_profile_id: null },
  quiet_hours: null,
  channels: ['in_app', 'email'],
  ...extra,
});
