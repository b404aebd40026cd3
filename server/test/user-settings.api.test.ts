import { userSettingsResponseSchema } from '@mesonet/shared/contracts/user-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { mapSettingsNotInPlanMessage } from '../src/modules/user-settings/user-settings.routes';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

const saved = {
  update_type: 'map_center_and_zoom_level',
  map_default_zoom_level: 11,
  map_default_centre_coords: { lat: -33.2, lng: 138.6 },
};

describe.each(databaseTargets)('map view settings on the %s database', (target) => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000 },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
  });
  afterAll(async () => {
    await app.close();
  });

  async function headersFor(email: string): Promise<Record<string, string>> {
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

  const put = async (email: string | null, payload: unknown) =>
    app.server.inject({
      method: 'PUT',
      url: '/api/members/user_settings',
      headers: email ? await headersFor(email) : {},
      payload: payload as object,
    });

  it.each([
    ['free@demo.test', 403],
    ['standard@demo.test', 403],
    ['farm@demo.test', 200],
    ['premium@demo.test', 200],
    ['allaccess@demo.test', 200],
    ['admin@demo.test', 200],
  ])('%s saving a default view gets %i, as the user-settings button rule says', async (email, status) => {
    const res = await put(email, saved);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403) {
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [mapSettingsNotInPlanMessage] }] });
      return;
    }
    const { data } = userSettingsResponseSchema.parse(res.json());
    expect(data.map_default_centre_coords).toEqual({ lat: -33.2, lng: 138.6 });
    expect(data.map_default_zoom_level).toBe(11);
    // The saved view comes back with the user the next time the browser checks its session.
    const check = await app.server.inject({
      method: 'GET',
      url: '/api/auth/validate_token',
      headers: await headersFor(email),
    });
    expect(check.json().data).toMatchObject({ map_default_zoom_level: 11 });
  });

  it('answers 401 without a session', async () => {
    expect((await put(null, saved)).statusCode).toBe(401);
  });

  it.each([
    ['a zoom out of range', { ...saved, map_default_zoom_level: 40 }, 'map_default_zoom_level', 'must be at most 18'],
    [
      'a fractional zoom',
      { ...saved, map_default_zoom_level: 8.5 },
      'map_default_zoom_level',
      'must be a whole number',
    ],
    [
      'a latitude out of range',
      { ...saved, map_default_centre_coords: { lat: -91, lng: 138 } },
      'map_default_centre_coords',
      'lat must be between -90 and 90',
    ],
    [
      'a missing longitude',
      { ...saved, map_default_centre_coords: { lat: -34 } },
      'map_default_centre_coords',
      'lng must be a number',
    ],
    [
      'another update type',
      { ...saved, update_type: 'map_default_zoom_level' },
      'update_type',
      'must be map_center_and_zoom_level',
    ],
  ])('refuses %s naming the field, keeping the saved view', async (_what, payload, field, message) => {
    await put('farm@demo.test', saved);
    const res = await put('farm@demo.test', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field_name: field, messages: [message] }]);
    const check = await app.server.inject({
      method: 'GET',
      url: '/api/auth/validate_token',
      headers: await headersFor('farm@demo.test'),
    });
    expect(check.json().data).toMatchObject({
      map_default_zoom_level: 11,
      map_default_centre_coords: saved.map_default_centre_coords,
    });
  });
});
