import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from './test-app';

describe.each(databaseTargets)('app settings and metric display statuses on the %s database', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the unit and text settings, the map disclaimer among them', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/app_settings' });
    expect(res.statusCode).toBe(200);
    const settings = res.json() as Array<{ category: string; key: string; value: string }>;
    expect(settings).toContainEqual({ category: 'unit_display', key: 'wind_speed', value: 'km/h' });
    expect(settings.find((s) => s.key === 'map_view_disclaimer')?.category).toBe('text_label');
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/app_settings',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves each legend band as a metric display status', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/metric_display_statuses' });
    const statuses = res.json() as Array<{
      metric_key: string;
      label: string;
      background_color: string;
      threshold_value: number;
    }>;
    const deltaT = statuses.filter((s) => s.metric_key === 'delta_t');
    expect(deltaT.map((s) => s.threshold_value)).toEqual([0, 2, 8, 10, 12]);
    expect(deltaT[1]).toMatchObject({ label: '2–8 Ideal', background_color: '#1a9850' });
    expect(new Set(statuses.map((s) => s.metric_key)).size).toBeGreaterThanOrEqual(26);
  });
});
