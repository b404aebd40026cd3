import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { accountApi, validDetails, validSurvey, type AccountApi, type Headers } from './account-api';
import { researchMastReadings } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

/**
 * Spec §4: before the first billing date a saved plan is simply saved, with its invoice at trial end or
 * billing start. A saved paid plan shows its metrics only once the trial or billing starts
 * (shared/src/plans/effective-plan.ts); the billing screens show the saved plan all along.
 */
describe.each(databaseTargets)('when a saved plan takes effect, on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      paymentProcessor: createFakeProcessor(),
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
    });
    api = accountApi(app);
    for (const slug of ['hamley-bridge', 'saddleworth']) {
      await app.stations.createStation({ slug, name: slug, type: 'research', lat: -34.1, lng: 138.8 });
      const station = await app.stations.findBySlug(slug);
      if (!station) throw new Error('station missing');
      expect((await app.ingestion.ingest(station, researchMastReadings(clock.now().getTime()))).problems).toEqual([]);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const metricAt = async (headers: Headers, slug: string, metricId: string) => {
    const res = await api.request('GET', '/api/members/sites', headers);
    expect(res.statusCode).toBe(200);
    const station = (res.json() as StationListItem[]).find((s) => s.slug === slug);
    return station?.current_data_hash.data_array.find((item) => item.metric_id === metricId);
  };
  const me = async (headers: Headers) => (await api.request('GET', '/api/auth/validate_token', headers)).json().data;

  it('premium saved with a card shows only free metrics until the trial starts, then premium ones', async () => {
    const { headers } = await api.newCompany('Saved Premium', { plan: null });
    await api.settings(headers, 'company_details', 'company_details', { ...validDetails, name: 'Saved Premium Pty' });
    const plan = await api.settings(headers, 'billing_products', 'company_details', {
      primary_billing_product_key: 'premium_bundle_1',
      primary_billing_product_aws_slug: 'hamley-bridge',
      additional_aws_slugs: [],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const card = await api.saveCard(headers);
    expect(card.statusCode, card.body).toBe(200);
    expect((await api.settings(headers, 'user_survey', 'user_survey_response', validSurvey)).statusCode).toBe(200);

    expect((await metricAt(headers, 'hamley-bridge', 'temperature'))?.value).toBeTypeOf('number');
    // Metrics outside the plan are not sent at all; the browser draws their 'U' tiles from the catalogue.
    for (const metric of ['dew_point', 'delta_t', 'vtd']) {
      expect(await metricAt(headers, 'hamley-bridge', metric), metric).toBeUndefined();
    }
    const before = await me(headers);
    expect(before.company.billing_product_feature_set_key).toBe('free_access');
    // The billing screens and the header badge still name the plan chosen.
    expect(before.company.billing_item_access_plan.billing_product_key).toBe('premium_bundle_1');
    const billing = (await api.request('GET', '/api/members/billing', headers)).json();
    expect(billing.billing.billing_item_access_plan.billing_product_key).toBe('premium_bundle_1');

    const trial = await api.settings(headers, 'billing_discount_code_use', 'billing_discount_code_use_details', {
      user_acceptance: true,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    expect((await metricAt(headers, 'hamley-bridge', 'dew_point'))?.value).toBeTypeOf('number');
    expect((await metricAt(headers, 'hamley-bridge', 'delta_t'))?.value).toBeTypeOf('number');
    // Premium's additions only at its selected station; elsewhere it is a farm bundle.
    expect((await metricAt(headers, 'saddleworth', 'dew_point'))?.value ?? null).toBeNull();
    expect((await metricAt(headers, 'saddleworth', 'delta_t'))?.value).toBeTypeOf('number');
    expect((await me(headers)).company.billing_product_feature_set_key).toBe('premium_bundle');
  });

  it('the free plan takes effect as soon as it is saved', async () => {
    const { headers } = await api.newCompany('Saved Free', { plan: null });
    await api.settings(headers, 'company_details', 'company_details', { ...validDetails, name: 'Saved Free Pty' });
    const plan = await api.settings(headers, 'billing_products', 'company_details', {
      primary_billing_product_key: 'free_access_1',
      primary_billing_product_aws_slug: null,
      additional_aws_slugs: [],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect((await me(headers)).company.billing_product_feature_set_key).toBe('free_access');
    expect((await metricAt(headers, 'hamley-bridge', 'temperature'))?.value).toBeTypeOf('number');
  });
});
