import { billingMessages } from '@mesonet/shared/billing/billing.messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { silentLog } from './fixtures';
import { accountApi, addPlanStations, type AccountApi, type Headers } from './account-api';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

const day = 24 * 60 * 60_000;

describe.each(databaseTargets)('billing, payments and trials on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock(new Date('2026-11-21T00:00:00Z'));
  const processor = createFakeProcessor();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      paymentProcessor: processor,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
    });
    api = accountApi(app);
    await addPlanStations(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const card = (number: string) => api.fakeCard(number);
  const plan = (h: Headers, key: string, station: string | null = null, extras: string[] = []) =>
    api.settings(h, 'billing_products', 'company_details', {
      primary_billing_product_key: key,
      primary_billing_product_aws_slug: station,
      additional_aws_slugs: extras,
      price_yearly_recurring_ex_tax: 1,
    });
  const saveCard = (h: Headers, number?: string) => api.saveCard(h, number);
  const billing = async (h: Headers) => {
    await signInAgain(h);
    const res = await api.request('GET', '/api/members/billing', h);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json();
  };

  const emails = new Map<Headers, string>();
  /** Sessions last 14 days (spec §9): sign in again after the clock jumps past a trial or a year. */
  const signInAgain = async (h: Headers) => Object.assign(h, await api.signIn(emails.get(h) as string));

  async function readyCompany(prefix: string, number = '4242424242424242') {
    const { headers, email } = await api.newCompany(prefix, { plan: null });
    emails.set(headers, email);
    await api.completeSetupButStart(headers, {
      name: `${prefix} Pty`,
      plan: { primary_billing_product_key: 'farm_bundle_1' },
      card: number,
    });
    return headers;
  }

  it('the fake processor declines its test cards at entry with their decline codes (CONTRACT.md §4)', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'generic_decline'],
      ['4000000000000044', 'do_not_honor'],
      ['4000000000000051', 'card_not_supported'],
    ]) {
      const res = await card(number as string);
      expect(res.statusCode).toBe(402);
      expect(res.json().error.decline_code).toBe(code);
    }
    expect((await card('4242424242424242')).json().card.last4).toBe('4242');
    expect((await card('4000000000000341')).statusCode).toBe(200);
  });

  it('premium needs a selected AWS; extras drop the primary and duplicates; client prices are ignored', async () => {
    const { headers } = await api.newCompany('Premium Rules', { plan: null });
    const missing = await plan(headers, 'premium_bundle_1');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field_name: 'primary_billing_product_aws_slug', messages: [billingMessages.selectedAwsRequired] },
    ]);
    const tooMany = await plan(headers, 'premium_bundle_1', 'clare', ['a', 'b', 'c', 'd']);
    expect(tooMany.json().errors[0].field_name).toBe('additional_aws_slugs');
    const saved = await plan(headers, 'premium_bundle_1', 'clare', ['clare', 'saddleworth', 'saddleworth']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kind).toBe('save');
    expect(saved.json().billing.billing_item_access_plan.additional_aws_slugs).toEqual(['saddleworth']);
    expect(saved.json().billing.total_yearly_recurring_ex_tax).toBe(63000);
    expect(saved.json().billing.total_yearly_recurring_inc_tax).toBe(69300);
  });

  it('a card needs a name; an unknown payment method is refused; the saved card shows its last 4', async () => {
    const { headers } = await api.newCompany('Card Rules', { plan: null });
    const noName = await api.settings(headers, 'billing_payment_method', 'payment_details', {
      local_details: { name_on_card: '', address_same_as_company_address: false, address_line1: 'x' },
      payment_method: { id: 'pm_fake_visa_4242_12_2030_ok_0000000000000000' },
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.map((e: { field_name: string }) => e.field_name)).toEqual(['name_on_card']);
    const badAddress = await api.settings(headers, 'billing_payment_method', 'payment_details', {
      local_details: { name_on_card: 'O F', address_same_as_company_address: false, address_line1: 'x' },
      payment_method: { id: 'pm_fake_visa_4242_12_2030_ok_0000000000000000' },
    });
    const fields = badAddress.json().errors.map((e: { field_name: string }) => e.field_name);
    expect(fields.sort()).toEqual(['address_city', 'address_line1', 'address_postal_code', 'address_state_province']);
    const unknown = await api.settings(headers, 'billing_payment_method', 'payment_details', {
      local_details: { name_on_card: 'O F' },
      payment_method: { id: 'pm_made_up' },
    });
    expect(unknown.json().errors[0].field_name).toBe('payment_method');
    const saved = await saveCard(headers);
    expect(saved.json().payment_method.card_last4).toBe('4242');
    expect(saved.json().data.company.has_payment_method).toBe(true);
  });

  it('trial: needs the survey, runs two weeks, then the job charges the plan once even when run twice at once', async () => {
    const { headers: early } = await api.newCompany('Too Early', { plan: null });
    expect((await api.startTrialOrBilling(early, true)).json().errors[0].messages[0]).toBe(
      billingMessages.trialNeedsSetup,
    );

    const headers = await readyCompany('Trial');
    const started = await api.startTrialOrBilling(headers, true);
    expect(started.statusCode).toBe(200);
    expect(started.json().billing.billing_discount_code_status).toBe('in_use');
    expect(started.json().billing.billing_plan_free_until).toBe('2026-12-05T00:00:00.000Z');
    expect((await api.startTrialOrBilling(headers, true)).statusCode).toBe(422);

    clock.advance(15 * day);
    const runs = await Promise.all([app.billing.runDueBilling(), app.billing.runDueBilling()]);
    expect(runs.reduce((n, r) => n + r.billed, 0)).toBe(1);
    const after = await billing(headers);
    expect(after.billing.billing_discount_code_status).toBe('completed');
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({
      kind: 'trial_end',
      status: 'paid',
      amount: { ex_gst_cents: 36500, gst_cents: 3650, inc_gst_cents: 40150 },
    });
    expect(after.billing.billing_plan_billing_next_billable_at).toBe('2027-12-05T00:00:00.000Z');
    expect((await app.billing.runDueBilling()).billed).toBe(0);
  });

  it('billing now, then an upgrade charges the prorated price once; a double submit charges once', async () => {
    const headers = await readyCompany('Upgrade');
    const start = await api.startTrialOrBilling(headers, false);
    expect(start.statusCode).toBe(200);
    expect(start.json().billing.billing_discount_code_status).toBe('declined');
    expect(start.json().invoice.amount.inc_gst_cents).toBe(40150);

    clock.advance(100 * day);
    await signInAgain(headers);
    await signInAgain(headers);
    const quote = await api.request(
      'GET',
      '/api/members/plan_change_quote?primary_billing_product_key=premium_bundle_1&primary_billing_product_aws_slug=clare',
      headers,
    );
    expect(quote.json()).toMatchObject({
      kind: 'upgrade',
      remaining_days: 265,
      period_days: 365,
      rebate_ex_gst_cents: 26500,
    });
    expect(quote.json().charge).toEqual({ ex_gst_cents: 27500, gst_cents: 2750, inc_gst_cents: 30250 });

    const before = processor.charges.size;
    const [a, b] = await Promise.all([
      plan(headers, 'premium_bundle_1', 'clare'),
      plan(headers, 'premium_bundle_1', 'clare'),
    ]);
    expect([a.json().kind, b.json().kind].sort()).toEqual(['unchanged', 'upgrade']);
    expect(processor.charges.size).toBe(before + 1);
    const state = await billing(headers);
    expect(state.billing.billing_product_feature_set_key).toBe('premium_bundle');
    expect(state.invoices.filter((i: { kind: string }) => i.kind === 'upgrade')).toHaveLength(1);
  });

  it('a downgrade is scheduled and takes effect at the next billing date', async () => {
    const headers = await readyCompany('Downgrade');
    await api.startTrialOrBilling(headers, false);
    const res = await plan(headers, 'standard_bundle_1');
    expect(res.json().kind).toBe('scheduled');
    expect(res.json().billing.billing_item_access_plan.billing_product_key).toBe('farm_bundle_1');
    expect(res.json().billing.scheduled_billing_item_access_plan.billing_product_key).toBe('standard_bundle_1');
    clock.advance(366 * day);
    await app.billing.runDueBilling();
    const after = await billing(headers);
    expect(after.billing.billing_item_access_plan.billing_product_key).toBe('standard_bundle_1');
    expect(after.billing.scheduled_billing_item_access_plan).toBeNull();
    expect(after.invoices[0]).toMatchObject({ kind: 'renewal', amount: { inc_gst_cents: 22000 } });
  });

  it('a failed first charge starts billing with an unpaid invoice and a declining card; a new card pays it', async () => {
    const headers = await readyCompany('Declining Start', '4000000000000341');
    const start = await api.startTrialOrBilling(headers, false);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().message).toBe(billingMessages.billingStartedPaymentUnsuccessful);
    expect(start.json().invoice).toMatchObject({
      kind: 'billing_start',
      status: 'unpaid',
      amount: { inc_gst_cents: 40150 },
    });
    // What the browser stores: the company with the unpaid invoice and the card marked declining (spec §8).
    const declining = { status: 'declining', last_error_code: 'card_declined', last_decline_code: 'generic_decline' };
    expect(start.json().data.company).toMatchObject({
      paid: false,
      billing_discount_code_status: 'declined',
      invoices_payment_unsuccessful: [{ kind: 'billing_start', status: 'unpaid' }],
      active_payment_method: declining,
    });
    expect((await api.me(headers)).company).toMatchObject({
      invoices_payment_unsuccessful: [{ kind: 'billing_start' }],
      active_payment_method: declining,
    });
    const state = await billing(headers);
    expect(state.billing.invoices_payment_unsuccessful).toHaveLength(1);
    expect(state.invoices).toMatchObject([{ kind: 'billing_start', status: 'unpaid' }]);
    // Billing has started: the trial is no longer on offer.
    expect((await api.startTrialOrBilling(headers, true)).json().errors[0].messages[0]).toBe(
      billingMessages.trialAlreadyUsed,
    );

    const renewed = await saveCard(headers);
    expect(renewed.json().payment_method.status).toBe('active');
    expect(renewed.json().data.company).toMatchObject({ paid: true, invoices_payment_unsuccessful: [] });
  });

  it('a declining card at the trial end leaves an unpaid invoice; a new card pays it', async () => {
    const headers = await readyCompany('Declining Trial', '4000000000000341');
    expect((await api.startTrialOrBilling(headers, true)).statusCode).toBe(200);
    clock.advance(15 * day);
    expect((await app.billing.runDueBilling()).failed).toBe(1);
    const failed = await billing(headers);
    expect(failed.billing.invoices_payment_unsuccessful).toHaveLength(1);
    expect(failed.billing.active_payment_method.status).toBe('declining');
    const renewed = await saveCard(headers);
    expect(renewed.json().billing.invoices_payment_unsuccessful).toHaveLength(0);
    expect(renewed.json().payment_method.status).toBe('active');
  });

  it('the demo companies have a card, a completed trial and a paid invoice (CONTRACT.md §4)', async () => {
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    const headers = await api.signIn('allaccess@demo.test', demoPassword);
    const res = await api.request('GET', '/api/members/billing', headers);
    expect(res.json().billing).toMatchObject({
      paid: true,
      billing_discount_code_status: 'completed',
      active_payment_method: { card_last4: '4242', status: 'active' },
    });
    expect(res.json().invoices).toHaveLength(1);
    const premium = await api.signIn('premium@demo.test', demoPassword);
    const plan = (await api.request('GET', '/api/members/billing', premium)).json().billing;
    expect(plan.total_yearly_recurring_ex_tax).toBe(72000);
  });

  it('free@demo.test has account setup complete with a card that is never charged, and stays unpaid', async () => {
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    const setUp = {
      paid: false,
      has_payment_method: true,
      has_billing_discount_code_use: true,
      active_payment_method: { card_last4: '4242', status: 'active', last_charged_at: null },
      invoices_payment_unsuccessful: [],
    };
    const free = await api.signIn('free@demo.test', demoPassword);
    expect((await api.me(free)).company).toMatchObject(setUp);
    expect((await api.request('GET', '/api/members/billing', free)).json().invoices).toEqual([]);

    // A data folder seeded before the free company had its card gets it at the next start.
    await app.database.db.execute(
      sql`delete from payment_methods where company_id = (select company_id from users where email = 'free@demo.test')`,
    );
    await app.database.db.execute(
      sql`update companies set has_payment_method = false where id = (select company_id from users where email = 'free@demo.test')`,
    );
    expect(await seedDemoAccounts(app.database.db, clock.now, silentLog)).toBe(0);
    expect((await api.me(free)).company).toMatchObject(setUp);
  });

  it('a processor timeout leaves the plan unchanged and says so', async () => {
    const headers = await readyCompany('Timeout');
    await api.startTrialOrBilling(headers, false);
    processor.unavailable = true;
    const res = await plan(headers, 'premium_bundle_1', 'clare');
    processor.unavailable = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().errors).toEqual([{ field_name: 'payment', messages: [billingMessages.processorUnavailable] }]);
    expect((await billing(headers)).billing.billing_item_access_plan.billing_product_key).toBe('farm_bundle_1');
  });
});
