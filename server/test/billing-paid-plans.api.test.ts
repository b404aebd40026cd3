import { billingMessages, stationsChangeTooSoon } from '@mesonet/shared/billing/billing.messages';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { accountApi, addPlanStations, type AccountApi, type Headers } from './account-api';
import { researchMastReadings } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

const day = 24 * 60 * 60_000;
const declining = '4000000000000341';
const good = '4242424242424242';

/**
 * Paid plans are paid: failed yearly charges are retried 1, 3 and 7 days on and mailed to the owner and
 * billing members; past the last retry the company sees the free plan until it pays; one free trial per
 * owner and per card; a plan's stations alone change at most once per 30 days.
 */
describe.each(databaseTargets)('paid plans are paid, on the %s database', (target) => {
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

  /** Sessions last 14 days: every look after the clock moved signs in again. */
  const session = (email: string) => api.signIn(email);
  const billingOf = async (email: string) => {
    const res = await api.request('GET', '/api/members/billing', await session(email));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const plan = (h: Headers, key: string, station: string | null = null, extras: string[] = []) =>
    api.settings(h, 'billing_products', 'company_details', {
      primary_billing_product_key: key,
      primary_billing_product_aws_slug: station,
      additional_aws_slugs: extras,
    });
  const quote = (h: Headers, key: string, station: string, extras: string[] = []) =>
    api.request(
      'GET',
      `/api/members/plan_change_quote?primary_billing_product_key=${key}&primary_billing_product_aws_slug=${station}&additional_aws_slugs=${extras.join(',')}`,
      h,
    );

  /** A company through the checklist but the last step, on `planKey` (premium at `site`), with `card`. */
  async function readyCompany(prefix: string, card: string, planKey = 'farm_bundle_1', station: string | null = null) {
    const { headers, email } = await api.newCompany(prefix, { plan: null });
    await setUp(headers, `${prefix} Pty`, card, planKey, station);
    return { headers, email };
  }
  const setUp = (
    headers: Headers,
    name: string,
    card: string,
    planKey = 'farm_bundle_1',
    station: string | null = null,
  ) =>
    api.completeSetupButStart(headers, {
      name,
      card,
      plan: {
        primary_billing_product_key: planKey,
        primary_billing_product_aws_slug: station,
        additional_aws_slugs: [],
      },
    });

  /** What the company's members see of a station: delta T is a farm metric, temperature a free one. */
  async function deltaTSeenBy(email: string): Promise<unknown> {
    const station = await app.stations.findBySlug('clare');
    if (!station) throw new Error('station missing');
    await app.ingestion.ingest(station, researchMastReadings(clock.now().getTime()));
    const res = await api.request('GET', '/api/members/sites', await session(email));
    const clare = (res.json() as StationListItem[]).find((s) => s.slug === 'clare');
    expect(clare?.current_data_hash.data_array.find((i) => i.metric_id === 'temperature')?.value).toBeTypeOf('number');
    return clare?.current_data_hash.data_array.find((i) => i.metric_id === 'delta_t')?.value;
  }

  /** The payment mails to `email`, newest first (members also have their invitation). */
  const paymentMails = async (email: string) =>
    (await api.outbox(email)).filter((mail) => /^Your Mesonet (payment|plan) for /.test(mail.subject));
  const subjects = async (email: string) => (await paymentMails(email)).map((mail) => mail.subject);

  // Only two test cards can be saved (CONTRACT.md §4), so the order matters: the owner's first trial
  // claims the good card, their second company tries the declining one, which stays unclaimed for the
  // retry tests below.
  it('one free trial per owner: the owner’s next company gets none, whatever its card', async () => {
    const { headers: owner, email } = await api.newCompany('Serial Trialler', { plan: null });
    await setUp(owner, 'Serial Trialler Pty', good);
    const heir = await api.addMember(owner, 'heir@serial.test', { billing: true, users: true });
    expect((await billingOf(email)).billing.free_trial_available).toBe(true);
    expect((await api.startTrialOrBilling(owner, true)).statusCode).toBe(200);

    // The owner hands the company on, is removed, and starts another company with another card.
    expect((await api.inviteOwner(owner, 'heir@serial.test')).statusCode).toBe(200);
    const accepted = await api.request('PUT', '/api/company_ownership_invitation_response', heir, {
      acceptance_params: { response: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await api.removeUser(heir, email)).statusCode).toBe(200);
    const leaver = await session(email);
    const created = await api.request('PUT', '/api/company_user_removal_create_new_company', leaver, {
      create_new_company_params: { company_name: 'Second Go Farms' },
    });
    expect(created.statusCode, created.body).toBe(200);
    await setUp(await session(email), 'Second Go Farms', declining);

    const h = await session(email);
    expect((await billingOf(email)).billing.free_trial_available).toBe(false);
    const farm = await api.request(
      'GET',
      '/api/members/plan_change_quote?primary_billing_product_key=farm_bundle_1',
      h,
    );
    expect(farm.json().free_trial_available).toBe(false);
    const trial = await api.startTrialOrBilling(h, true);
    expect(trial.statusCode).toBe(422);
    expect(trial.json().errors).toEqual([{ field_name: 'base', messages: [billingMessages.freeTrialUsedElsewhere] }]);
    // The heir's company keeps its trial: the rule follows people and cards, not the company.
    expect((await billingOf('heir@serial.test')).billing.billing_discount_code_status).toBe('in_use');
  });

  it('one free trial per card: another owner’s company with the card gets none and starts billing at once', async () => {
    const other = await readyCompany('Same Card', good);
    const h = await session(other.email);
    expect((await billingOf(other.email)).billing.free_trial_available).toBe(false);
    const trial = await api.startTrialOrBilling(h, true);
    expect(trial.statusCode).toBe(422);
    expect(trial.json().errors[0].messages).toEqual([billingMessages.freeTrialUsedElsewhere]);
    const billing = await api.startTrialOrBilling(h, false);
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json().billing).toMatchObject({ billing_discount_code_status: 'declined', paid: true });
  });

  it('a failed trial-end charge is retried after 1, 3 and 7 days, each failure mailed to the owner and billing members', async () => {
    const { headers: owner, email } = await readyCompany('Retry Farms', declining);
    await api.addMember(owner, 'books@retry.test', { billing: true });
    await api.addMember(owner, 'paddock@retry.test', { home: true });
    expect((await api.startTrialOrBilling(owner, true)).statusCode).toBe(200);

    clock.advance(14 * day);
    expect(await app.billing.runDueBilling()).toMatchObject({ failed: 1 });
    const failedAt = clock.now().getTime();
    let state = await billingOf(email);
    expect(state.billing.invoices_payment_unsuccessful).toMatchObject([
      { kind: 'trial_end', status: 'unpaid', next_retry_at: new Date(failedAt + day).toISOString() },
    ]);
    expect(state.billing.unpaid_past_last_retry).toBe(false);
    const unsuccessful = 'Your Mesonet payment for Retry Farms Pty was unsuccessful';
    for (const to of [email, 'books@retry.test']) expect(await subjects(to)).toEqual([unsuccessful]);
    expect(await subjects('paddock@retry.test')).toEqual([]);
    const [mail] = await paymentMails(email);
    expect(mail?.text).toContain('$401.50 (inc GST)');
    expect(mail?.text).toContain('We will try your card again on 6 Dec 2026 at 10:30 AM (Adelaide time).');
    expect(mail?.text).toContain('http://localhost:3000/my/account/payment_details');

    // Not before its day.
    clock.advance(day - 60_000);
    expect(await app.billing.runDueBilling()).toMatchObject({ retriesPaid: 0, retriesFailed: 0 });
    for (const [wait, retries, next] of [
      [60_000, 1, 3 * day],
      [2 * day, 2, 7 * day],
    ] as const) {
      clock.advance(wait);
      expect(await app.billing.runDueBilling()).toMatchObject({ retriesFailed: 1 });
      state = await billingOf(email);
      expect(state.billing.invoices_payment_unsuccessful[0].next_retry_at).toBe(
        new Date(failedAt + next).toISOString(),
      );
      expect(state.billing.billing_product_feature_set_key).toBe('farm_bundle');
      expect(await subjects('books@retry.test')).toHaveLength(retries + 1);
    }
    expect(await deltaTSeenBy(email)).toBeTypeOf('number');

    // The last retry fails: the free plan until the invoice is paid.
    clock.advance(4 * day);
    expect(await app.billing.runDueBilling()).toMatchObject({ retriesFailed: 1 });
    state = await billingOf(email);
    expect(state.billing).toMatchObject({
      unpaid_past_last_retry: true,
      billing_product_feature_set_key: 'free_access',
      billing_item_access_plan: { billing_product_key: 'farm_bundle_1' },
      invoices_payment_unsuccessful: [{ kind: 'trial_end', next_retry_at: null }],
    });
    expect((await api.me(await session(email))).company.billing_product_feature_set_key).toBe('free_access');
    expect(await deltaTSeenBy(email)).toBeUndefined();
    const [last] = await paymentMails('books@retry.test');
    expect(last?.subject).toBe('Your Mesonet plan for Retry Farms Pty is on hold until payment');
    expect(last?.text).toContain('sees only what the Free Access plan shows instead of the Farm Bundle plan');
    clock.advance(30 * day);
    expect(await app.billing.runDueBilling()).toMatchObject({ retriesPaid: 0, retriesFailed: 0 });

    // A good card pays it, and the plan is back at once (the cached viewer forgets).
    const paid = await api.saveCard(await session(email), good);
    expect(paid.json().billing).toMatchObject({
      invoices_payment_unsuccessful: [],
      unpaid_past_last_retry: false,
      billing_product_feature_set_key: 'farm_bundle',
    });
    expect(await deltaTSeenBy(email)).toBeTypeOf('number');
  });

  it('a failed first charge is retried too; past the last retry a new card pays it and restores the plan', async () => {
    const { headers: owner, email } = await readyCompany('First Charge', declining);
    const start = await api.startTrialOrBilling(owner, false);
    expect(start.json().invoice).toMatchObject({
      status: 'unpaid',
      next_retry_at: new Date(clock.now().getTime() + day).toISOString(),
    });
    expect(await subjects(email)).toEqual(['Your Mesonet payment for First Charge Pty was unsuccessful']);
    for (const wait of [1, 2, 4]) {
      clock.advance(wait * day);
      expect(await app.billing.runDueBilling()).toMatchObject({ retriesFailed: 1 });
    }
    expect(await deltaTSeenBy(email)).toBeUndefined();
    expect(await subjects(email)).toHaveLength(4);

    const replaced = await api.saveCard(await session(email), good);
    expect(replaced.json().data.company).toMatchObject({ paid: true, billing_product_feature_set_key: 'farm_bundle' });
    expect(await deltaTSeenBy(email)).toBeTypeOf('number');
  });

  it('the selected stations alone change at once at most once per 30 days; the quote says from when', async () => {
    const { headers, email } = await readyCompany('Station Hopper', good, 'premium_bundle_1', 'clare');
    expect((await plan(headers, 'premium_bundle_1', 'clare', ['saddleworth'])).json().kind).toBe('save');
    // Before the plan is in effect the stations show nothing, so they may change freely.
    expect((await plan(headers, 'premium_bundle_1', 'jamestown', ['saddleworth'])).json().kind).toBe('save');
    expect((await plan(headers, 'premium_bundle_1', 'clare', ['saddleworth'])).json().kind).toBe('save');
    expect((await api.startTrialOrBilling(headers, false)).statusCode).toBe(200);

    const asked = await quote(headers, 'premium_bundle_1', 'jamestown', ['saddleworth']);
    expect(asked.json()).toMatchObject({
      kind: 'save',
      stations_only: true,
      stations_changeable_from: new Date(clock.now().getTime() + 30 * day).toISOString(),
    });
    const moved = await plan(headers, 'premium_bundle_1', 'jamestown', ['saddleworth']);
    expect(moved.json().kind).toBe('save');
    expect(moved.json().billing.billing_item_access_plan.site_slug).toBe('jamestown');
    const from = new Date(clock.now().getTime() + 30 * day);
    expect(moved.json().billing.stations_changeable_from).toBe(from.toISOString());

    clock.advance(10 * day);
    const h = await session(email);
    const refusal = (field: string) => ({ errors: [{ field_name: field, messages: [stationsChangeTooSoon(from)] }] });
    // Thirty days after the change, in Adelaide (the tests before moved the clock to 18 Jan 2027).
    expect(stationsChangeTooSoon(from)).toBe(
      'Your selected stations were changed less than 30 days ago. You can change them again from 17 Feb 2027.',
    );
    const again = await quote(h, 'premium_bundle_1', 'clare', ['saddleworth']);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refusal('primary_billing_product_aws_slug'));
    const extras = await plan(h, 'premium_bundle_1', 'jamestown', ['clare']);
    expect(extras.statusCode).toBe(422);
    expect(extras.json()).toEqual(refusal('additional_aws_slugs'));
    expect((await billingOf(email)).billing.billing_item_access_plan.additional_aws_slugs).toEqual(['saddleworth']);
    // Another plan change is no station change: an added extra is an upgrade, charged and allowed.
    const upgrade = await quote(h, 'premium_bundle_1', 'jamestown', ['saddleworth', 'clare']);
    expect(upgrade.json()).toMatchObject({
      kind: 'upgrade',
      stations_only: false,
      stations_changeable_from: from.toISOString(),
    });

    clock.advance(20 * day);
    const later = await plan(await session(email), 'premium_bundle_1', 'jamestown', ['clare']);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().billing.billing_item_access_plan.additional_aws_slugs).toEqual(['clare']);
  });
});
