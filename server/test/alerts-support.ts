import { expect } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { accountApi, type Headers } from './account-api';
import type { TestApp } from './test-app';

/** A calm, dry and mild reading of a research mast: delta T about 6.6 °C, wind at 2 m 9 km/h, turbulent air. */
export const goodSprayChannels = {
  air_temp_1_2m: 22,
  air_temp_10m: 21.6,
  rh_1_2m: 50,
  wind_speed_10m: 3.6,
  wind_dir_10m: 250,
  wind_gust_10m: 6,
  wind_speed_2m: 2.5,
  wind_dir_2m: 245,
  wind_gust_2m: 4,
  rain_mm: 0,
  solar_rad: 700,
  pressure_station: 1008,
  sonic_w_sd_10m: 0.6,
};
/** The same with the air at 2 m too calm to spray (1.8 km/h, below 3). */
export const calmChannels = { ...goodSprayChannels, wind_speed_2m: 0.5, wind_speed_10m: 0.8 };

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
