import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { accountApi, addPlanStations, password, validDetails, validSurvey, type AccountApi } from './account-api';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

// Spec §3 "Company": the company the signed-in user carries, the same from sign-in, validate_token and
// every company update, with live billing, address, survey and user counts. Money is cents.

const day = 24 * 60 * 60_000;

describe.each(databaseTargets)('the company of the signed-in user on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock(new Date('2026-11-21T00:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      paymentProcessor: createFakeProcessor(),
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
    });
    api = accountApi(app);
    await addPlanStations(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A company through its whole setup but the start of the trial or billing, on `plan`. */
  async function setUpCompany(prefix: string, plan: Record<string, unknown>) {
    const { headers, email } = await api.newCompany(prefix, { plan: null });
    const details = await api.settings(headers, 'company_details', 'company_details', {
      ...validDetails,
      name: `${prefix} Pty`,
      address2: 'Unit 2',
    });
    expect(details.statusCode, details.body).toBe(200);
    const chosen = await api.settings(headers, 'billing_products', 'company_details', plan);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await api.saveCard(headers)).statusCode).toBe(200);
    const survey = await api.settings(headers, 'user_survey', 'user_survey_response', validSurvey);
    expect(survey.statusCode, survey.body).toBe(200);
    return { headers, email, details };
  }

  it.each([
    ['standard', { primary_billing_product_key: 'standard_bundle_1' }, 'Standard Bundle', 20000, 22000],
    ['farm', { primary_billing_product_key: 'farm_bundle_1' }, 'Farm Bundle', 36500, 40150],
    [
      'premium',
      {
        primary_billing_product_key: 'premium_bundle_1',
        primary_billing_product_aws_slug: 'clare',
        additional_aws_slugs: ['saddleworth', 'jamestown'],
      },
      'Premium Bundle',
      72000,
      79200,
    ],
  ] as const)(
    '%s: sign-in, validate_token and a company update carry the same whole company',
    async (prefix, plan, planName, exTax, incTax) => {
      const { headers, email } = await setUpCompany(`Whole ${prefix}`, plan);
      const signIn = await api.request('POST', '/api/auth/sign_in', {}, { email, password });
      const company = signIn.json().data.company;
      expect(company).toMatchObject({
        name: `Whole ${prefix} Pty`,
        company_name: `Whole ${prefix} Pty`,
        slug: `whole-${prefix}-farms`,
        paid: false,
        abn: '51824753556',
        address1: '12 Main North Road',
        address2: 'Unit 2',
        locality: 'Clare',
        postalcode: '5453',
        state_province_id: 'SA',
        state_province_abbreviated_name: 'SA',
        country_id: 'AU',
        country_name: 'Australia',
        has_company_details: true,
        has_billing_plan: true,
        has_payment_method: true,
        has_user_survey_response: true,
        has_billing_discount_code_use: false,
        // A saved paid plan is seen once the trial or billing starts.
        billing_product_feature_set_key: 'free_access',
        billing_item_access_plan: {
          billing_product_key: plan.primary_billing_product_key,
          billing_product_name: planName,
          price_yearly_recurring_ex_tax: exTax,
          price_yearly_recurring_inc_tax: incTax,
        },
        scheduled_billing_item_access_plan: null,
        billing_discount_code_status: null,
        billing_discount_code_user_acceptance: null,
        billing_plan_free_until: null,
        billing_plan_billing_next_billable_at: null,
        billing_plan_billing_first_billed_at: null,
        total_yearly_recurring_ex_tax: exTax,
        total_yearly_recurring_inc_tax: incTax,
        default_access_plan_user_limit: 3,
        invoices_payment_unsuccessful: [],
        active_payment_method: { card_last4: '4242', status: 'active', name_on_card: 'Olive Farmer' },
        user_survey_response: {
          user1_age: '36-45',
          main_aws_of_interest: { label: 'Saddleworth', value: 'saddleworth' },
          social_media_use: 'Facebook, Instagram',
        },
        active_users: 1,
        permitted_users: 3,
      });
      expect(await api.me(headers)).toMatchObject({ company });
      const update = await api.settings(headers, 'company_details', 'company_details', {
        ...validDetails,
        name: `Whole ${prefix} Pty`,
        address2: 'Unit 3',
      });
      expect(update.json().data.company).toEqual({ ...company, address2: 'Unit 3' });
    },
  );

  it('names the premium stations in the plan item and counts an open invitation as a user', async () => {
    const { headers } = await setUpCompany('Stations', {
      primary_billing_product_key: 'premium_bundle_1',
      primary_billing_product_aws_slug: 'clare',
      additional_aws_slugs: ['jamestown'],
    });
    const invited = await api.invite(headers, 'helper@example.com');
    expect(invited.json().data.company).toMatchObject({
      active_users: 2,
      permitted_users: 3,
      billing_item_access_plan: {
        site_object: { label: 'Clare', value: 'clare' },
        additional_aws_objects: [{ label: 'Jamestown', value: 'jamestown' }],
        additional_aws_details: [{ slug: 'jamestown', name: 'Jamestown', price_yearly_recurring_ex_tax: 9000 }],
      },
    });
  });

  it('follows the discount code status: in_use, then completed when billing starts early; declined without a trial', async () => {
    const { headers: trial } = await setUpCompany('Trial Status', { primary_billing_product_key: 'farm_bundle_1' });
    const started = await api.startTrialOrBilling(trial, true);
    expect(started.json().data.company).toMatchObject({
      billing_discount_code_status: 'in_use',
      billing_discount_code_user_acceptance: true,
      billing_plan_free_until: '2026-12-05T00:00:00.000Z',
      billing_plan_billing_next_billable_at: '2026-12-05T00:00:00.000Z',
      billing_plan_billing_first_billed_at: null,
      has_billing_discount_code_use: true,
      billing_product_feature_set_key: 'farm_bundle',
    });
    expect((await api.me(trial)).company.billing_discount_code_status).toBe('in_use');
    clock.advance(day);
    const early = await api.startTrialOrBilling(trial, false);
    expect(early.json().data.company).toMatchObject({
      billing_discount_code_status: 'completed',
      billing_discount_code_user_acceptance: true,
      billing_plan_billing_first_billed_at: '2026-11-22T00:00:00.000Z',
      billing_plan_billing_next_billable_at: '2027-11-22T00:00:00.000Z',
      paid: true,
      invoices_payment_unsuccessful: [],
    });

    const { headers: now } = await setUpCompany('Declined Status', {
      primary_billing_product_key: 'standard_bundle_1',
    });
    const billed = await api.startTrialOrBilling(now, false);
    expect(billed.json().data.company).toMatchObject({
      billing_discount_code_status: 'declined',
      billing_discount_code_user_acceptance: false,
      billing_plan_free_until: null,
      billing_plan_billing_first_billed_at: '2026-11-22T00:00:00.000Z',
      paid: true,
    });
    expect((await api.me(now)).company.billing_discount_code_status).toBe('declined');
  });

  it('shows a scheduled downgrade beside the current plan', async () => {
    const { headers } = await setUpCompany('Scheduled', { primary_billing_product_key: 'farm_bundle_1' });
    await api.startTrialOrBilling(headers, false);
    await api.settings(headers, 'billing_products', 'company_details', {
      primary_billing_product_key: 'standard_bundle_1',
    });
    expect((await api.me(headers)).company).toMatchObject({
      billing_item_access_plan: { billing_product_key: 'farm_bundle_1' },
      scheduled_billing_item_access_plan: { billing_product_key: 'standard_bundle_1' },
      total_yearly_recurring_ex_tax: 36500,
    });
  });

  it("keeps the card, invoices, address and survey from members without 'Account and Billing'", async () => {
    const { headers: owner } = await setUpCompany('Private Books', { primary_billing_product_key: 'farm_bundle_1' });
    await api.startTrialOrBilling(owner, false);
    const clerk = await api.addMember(owner, 'clerk@private-books.example', {
      home: true,
      billing: false,
      users: false,
    });
    const bookkeeper = await api.addMember(owner, 'books@private-books.example', {
      home: false,
      billing: true,
      users: false,
    });

    const seenByClerk = (await api.me(clerk)).company;
    expect(seenByClerk).toMatchObject({
      name: 'Private Books Pty',
      billing_item_access_plan: { billing_product_key: 'farm_bundle_1' },
      billing_product_feature_set_key: 'farm_bundle',
      has_payment_method: true,
      abn: null,
      address1: null,
      locality: null,
      email: null,
      user_survey_response: null,
      active_payment_method: null,
      invoices_payment_unsuccessful: [],
    });
    const seenByBookkeeper = (await api.me(bookkeeper)).company;
    expect(seenByBookkeeper.address1).toBe(validDetails.address1);
    expect(seenByBookkeeper.active_payment_method?.card_last4).toBe('4242');
    expect(seenByBookkeeper.user_survey_response).not.toBeNull();
  });
});
