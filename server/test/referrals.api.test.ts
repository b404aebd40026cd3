import { referralMessages } from '@mesonet/shared/billing/referrals.messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProcessor } from '../src/modules/billing/fake-processor';
import { accountApi, validDetails, validSurvey, type AccountApi, type Headers } from './account-api';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

const day = 24 * 60 * 60_000;

describe.each(databaseTargets)('referrals on the %s database', (target) => {
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
    // The survey's main station of interest must be one of ours.
    await app.stations.createStation({
      slug: 'saddleworth',
      name: 'Saddleworth',
      type: 'research',
      lat: -34.1,
      lng: 138.8,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const emails = new Map<Headers, string>();
  /** Sessions last 14 days: sign in again after the clock jumps. */
  const signInAgain = async (h: Headers) => Object.assign(h, await api.signIn(emails.get(h) as string));

  const list = async (h: Headers) => {
    const res = await app.server.inject({ method: 'GET', url: '/api/members/referrals', headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const send = (h: Headers, email: string) =>
    app.server.inject({ method: 'POST', url: '/api/members/referrals', headers: h, payload: { referral: { email } } });
  const accept = (h: Headers, code: string) =>
    app.server.inject({
      method: 'PATCH',
      url: `/api/members/referrals/${encodeURIComponent(code)}`,
      headers: h,
      payload: { referral: { accept: true } },
    });
  const codeMailedTo = async (email: string) => {
    const mails = await api.outbox(email);
    const code = /referral_code=([A-Z0-9]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error(`no referral code mailed to ${email}`);
    return code;
  };

  /** A company set up through the API: details, farm plan ($365 ex GST), card and survey; not yet billed. */
  async function readyCompany(prefix: string) {
    const { headers, email } = await api.newCompany(prefix, { plan: null });
    emails.set(headers, email);
    await api.settings(headers, 'company_details', 'company_details', { ...validDetails, name: `${prefix} Pty` });
    await api.settings(headers, 'billing_products', 'company_details', {
      primary_billing_product_key: 'farm_bundle_1',
      primary_billing_product_aws_slug: null,
      additional_aws_slugs: [],
    });
    const card = await api.saveCard(headers);
    expect(card.statusCode, card.body).toBe(200);
    const survey = await api.settings(headers, 'user_survey', 'user_survey_response', validSurvey);
    expect(survey.statusCode, survey.body).toBe(200);
    return { headers, email };
  }
  const startTrialOrBilling = (h: Headers, trial: boolean) =>
    api.settings(h, 'billing_discount_code_use', 'billing_discount_code_use_details', { user_acceptance: trial });

  let referrer: Headers;

  beforeAll(async () => {
    referrer = (await readyCompany('Referrer')).headers;
    const billed = await startTrialOrBilling(referrer, false);
    expect(billed.statusCode, billed.body).toBe(200);
  });

  it('needs a session', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/members/referrals' });
    expect(res.statusCode).toBe(401);
  });

  it('a paid member sends a referral: remaining 3 → 2, the invitee is mailed a code', async () => {
    const before = await list(referrer);
    expect(before).toMatchObject({ referrals: [], remaining: 3, referrer: null, role: 'send', message: null });
    const res = await send(referrer, ' Invitee-One@Example.com ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: referralMessages.sent });
    const after = await list(referrer);
    expect(after.remaining).toBe(2);
    expect(after.referrals).toEqual([
      { status_text: 'Sent', email: 'invitee-one@example.com', referral_date: clock.now().toISOString() },
    ]);
    const [mail] = await api.outbox('invitee-one@example.com');
    expect(mail?.text).toContain('/signup?referral_code=');
    expect(mail?.text).toContain('expires in 7 days');
  });

  it('refuses a bad email, the same email twice, and the 4th referral', async () => {
    const bad = await send(referrer, 'not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field_name).toBe('email');
    const again = await send(referrer, 'invitee-one@example.com');
    expect(again.json().errors).toEqual([{ field_name: 'email', messages: [referralMessages.alreadyReferred] }]);
    expect((await send(referrer, 'invitee-two@example.com')).statusCode).toBe(200);
    expect((await send(referrer, 'invitee-three@example.com')).statusCode).toBe(200);
    const fourth = await send(referrer, 'invitee-four@example.com');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors).toEqual([{ field_name: 'base', messages: [referralMessages.maximumReached] }]);
    expect(await list(referrer)).toMatchObject({ remaining: 0, message: referralMessages.maximumReached });
  });

  it('an unpaid company may not send, it enters a code', async () => {
    const { headers } = await api.newCompany('Unpaid Sender', { plan: null });
    const res = await send(headers, 'someone@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ field_name: 'base', messages: [referralMessages.onlyPaidMaySend] }]);
    expect(await list(headers)).toMatchObject({ role: 'enter_code', remaining: 3, message: null });
  });

  it('only the invited email accepts; unknown codes are refused; acceptance names the referrer', async () => {
    const code = await codeMailedTo('invitee-two@example.com');
    const stranger = await api.newCompany('Stranger', { plan: null });
    const wrong = await accept(stranger.headers, code);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors).toEqual([{ field_name: 'referral_code', messages: [referralMessages.wrongEmail] }]);
    expect((await accept(stranger.headers, 'NOPE2345')).statusCode).toBe(404);
    const noAccept = await app.server.inject({
      method: 'PATCH',
      url: `/api/members/referrals/${code}`,
      headers: stranger.headers,
      payload: { referral: {} },
    });
    expect(noAccept.statusCode).toBe(422);
    expect(noAccept.json().errors[0].field_name).toBe('accept');

    const invitee = await api.newCompany('Invitee Two', { plan: null });
    await app.database.db.execute(
      sql`update users set email = 'invitee-two@example.com' where email = ${invitee.email}`,
    );
    const headers = await api.signIn('invitee-two@example.com');
    const ok = await accept(headers, code.toLowerCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: referralMessages.accepted });
    expect((await list(headers)).referrer).toEqual({ name: 'Olive Referrer', company_name: 'Referrer Pty' });
    const twice = await accept(headers, code);
    expect(twice.json().errors).toEqual([{ field_name: 'referral_code', messages: [referralMessages.codeUsed] }]);
    expect((await list(referrer)).referrals.map((r: { status_text: string }) => r.status_text)).toContain('Accepted');
  });

  it('a paid company may not accept a code', async () => {
    const code = await codeMailedTo('invitee-three@example.com');
    const paid = await api.newCompany('Paid Already', { plan: null });
    await app.database.db.execute(
      sql`update users set email = 'invitee-three@example.com' where email = ${paid.email}`,
    );
    await app.database.db.execute(sql`update companies set paid = true where name = ${paid.companyName}`);
    const res = await accept(await api.signIn('invitee-three@example.com'), code);
    expect(res.json().errors).toEqual([{ field_name: 'referral_code', messages: [referralMessages.paidMayNotAccept] }]);
  });

  it('credits: none during the trial, 10 % and 20 % of the first paid invoice when it ends, off the next invoices', async () => {
    const sender = await readyCompany('Second Referrer');
    expect((await startTrialOrBilling(sender.headers, false)).statusCode).toBe(200);
    const inviteeEmail = 'trial-invitee@example.com';
    expect((await send(sender.headers, inviteeEmail)).statusCode).toBe(200);
    const code = await codeMailedTo(inviteeEmail);
    const invitee = await readyCompany('Trial Invitee');
    await app.database.db.execute(sql`update users set email = ${inviteeEmail} where email = ${invitee.email}`);
    emails.set(invitee.headers, inviteeEmail);
    await signInAgain(invitee.headers);
    expect((await accept(invitee.headers, code)).statusCode).toBe(200);
    expect((await startTrialOrBilling(invitee.headers, true)).statusCode).toBe(200);
    expect((await list(invitee.headers)).credits).toEqual([]);
    expect((await list(sender.headers)).credits).toEqual([]);

    clock.advance(15 * day);
    await app.billing.runDueBilling();
    await signInAgain(invitee.headers);
    await signInAgain(sender.headers);
    expect((await list(invitee.headers)).credits).toEqual([
      expect.objectContaining({ reason: 'invitee', percent: 20, amount_cents: 7300, applied_invoice_id: null }),
    ]);
    expect((await list(sender.headers)).credits).toEqual([
      expect.objectContaining({ reason: 'referrer', percent: 10, amount_cents: 3650, applied_invoice_id: null }),
    ]);
    expect((await list(sender.headers)).referrals[0].status_text).toBe('Successful');

    clock.advance(366 * day);
    await app.billing.runDueBilling();
    await signInAgain(invitee.headers);
    await signInAgain(sender.headers);
    const renewal = async (h: Headers) => {
      const res = await api.request('GET', '/api/members/billing', h);
      return res.json().invoices.find((i: { kind: string }) => i.kind === 'renewal');
    };
    expect((await renewal(sender.headers)).amount.ex_gst_cents).toBe(36500 - 3650);
    expect((await renewal(invitee.headers)).amount).toEqual({
      ex_gst_cents: 29200,
      gst_cents: 2920,
      inc_gst_cents: 32120,
    });
    expect((await renewal(invitee.headers)).description).toContain('less $73.00 referral cashback');
    const [senderCredit] = (await list(sender.headers)).credits;
    expect(senderCredit.applied_invoice_id).not.toBeNull();
    expect(senderCredit.amount_cents).toBe(3650);
  });

  const signUp = (email: string, companyName: string, referralCode: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/auth',
      payload: {
        first_name: 'Sam',
        surname: 'Newcomer',
        company_name: companyName,
        email,
        password: 'paddock-password',
        password_confirmation: 'paddock-password',
        phone: '',
        referral_code: referralCode,
      },
    });

  it('a code given at sign-up by the invited email is accepted; any other code does not block sign-up', async () => {
    const sender = await readyCompany('Sign-up Referrer');
    expect((await startTrialOrBilling(sender.headers, false)).statusCode).toBe(200);
    expect((await send(sender.headers, 'signup-invitee@example.com')).statusCode).toBe(200);
    expect((await send(sender.headers, 'someone-else@example.com')).statusCode).toBe(200);
    const code = await codeMailedTo('signup-invitee@example.com');
    const othersCode = await codeMailedTo('someone-else@example.com');

    const wrongEmail = await signUp('not-invited@example.com', 'Not Invited Farms', othersCode);
    expect(wrongEmail.statusCode, wrongEmail.body).toBe(200);
    expect((await list(await api.signIn('not-invited@example.com'))).referrer).toBeNull();
    const unknown = await signUp('unknown-code@example.com', 'Unknown Code Farms', 'NOPE2345');
    expect(unknown.statusCode, unknown.body).toBe(200);
    const blank = await signUp('blank-code@example.com', 'Blank Code Farms', '   ');
    expect(blank.statusCode, blank.body).toBe(200);

    const ok = await signUp('Signup-Invitee@Example.com', 'Signup Invitee Farms', ` ${code.toLowerCase()} `);
    expect(ok.statusCode, ok.body).toBe(200);
    const invitee = await api.signIn('signup-invitee@example.com');
    expect(await list(invitee)).toMatchObject({
      role: 'enter_code',
      referrer: { name: 'Olive Sign-up Referrer', company_name: 'Sign-up Referrer Pty' },
    });
    const statuses = (await list(sender.headers)).referrals.map((r: { email: string; status_text: string }) => [
      r.email,
      r.status_text,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['signup-invitee@example.com', 'Accepted'],
        ['someone-else@example.com', 'Sent'],
      ]),
    );
  });

  it('an expired code is refused after 7 days', async () => {
    const sender = await readyCompany('Third Referrer');
    expect((await startTrialOrBilling(sender.headers, false)).statusCode).toBe(200);
    expect((await send(sender.headers, 'late@example.com')).statusCode).toBe(200);
    const code = await codeMailedTo('late@example.com');
    clock.advance(7 * day);
    await signInAgain(sender.headers);
    expect((await list(sender.headers)).referrals[0].status_text).toBe('Expired');
    const late = await api.newCompany('Late Invitee', { plan: null });
    await app.database.db.execute(sql`update users set email = 'late@example.com' where email = ${late.email}`);
    const res = await accept(await api.signIn('late@example.com'), code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field_name: 'referral_code', messages: [referralMessages.codeExpired] }]);
  });
});
