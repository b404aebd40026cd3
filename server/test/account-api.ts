import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type TestApp } from './test-app';

/** Helpers of the account API tests: requests as the browser sends them, companies and members made through the API. */

export type Headers = Record<string, string>;
export type Flags = { home?: boolean; billing?: boolean; users?: boolean };

export const password = 'paddock-password';
export const taken = 'has already been taken';

export const validDetails = {
  name: 'Permission Farms',
  abn: '51 824 753 556',
  address1: '12 Main North Road',
  address2: '',
  locality: 'Clare',
  postalcode: '5453',
  state_province: 'SA',
  country: 'Australia',
};

export const validSurvey = {
  user1_age: '36-45',
  user1_gender: 'Female',
  occupation_industry: 'Grain grower',
  main_aws_of_interest: 'Saddleworth',
  main_use_of_mesonet: 'Deciding when to spray',
  farm_size: '',
  main_crop_type: 'Wheat',
  main_two_herbicides_used_in_summer: '',
  usual_supplier_of_summer_herbicide: '',
  where_heard_about_us: 'Social Media',
  social_media_use: 'Facebook,Instagram',
};

/** The stations the billing tests choose plans with: premium's selected station and its extras. */
export async function addPlanStations(app: TestApp): Promise<void> {
  for (const [slug, name] of [
    ['saddleworth', 'Saddleworth'],
    ['clare', 'Clare'],
    ['jamestown', 'Jamestown'],
  ] as const) {
    await app.stations.createStation({ slug, name, type: 'research', lat: -34.1, lng: 138.8 });
  }
}

export function accountApi(app: TestApp) {
  const request = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const settings = (headers: Headers, updateType: string, key: string, payload: unknown) =>
    request('PUT', '/api/members/company_settings', headers, { update_type: updateType, [key]: payload });
  const invite = (headers: Headers, email: string, flags: Flags = { home: true, billing: true, users: true }) =>
    settings(headers, 'invite_user_to_company', 'invite_user_to_company_details', {
      email,
      permission_home_location_growing_seasons: flags.home ?? false,
      permission_account_billing: flags.billing ?? false,
      permission_user_management: flags.users ?? false,
    });
  const setPermissions = (headers: Headers, email: string, flags: Flags) =>
    settings(headers, 'update_user_permissions', 'user_permissions', {
      email,
      permission_home_location_growing_seasons: flags.home ?? false,
      permission_account_billing: flags.billing ?? false,
      permission_user_management: flags.users ?? false,
    });
  const removeUser = (headers: Headers, email: string) =>
    settings(headers, 'remove_user', 'remove_user_details', { email });
  const inviteOwner = (headers: Headers, email: string) =>
    settings(headers, 'invite_user_to_be_owner', 'invite_user_to_be_owner_details', { email });
  /** The fake processor's card form (CONTRACT.md §4), as the browser posts a card to it. */
  const fakeCard = (number: string) =>
    request(
      'POST',
      '/api/payments/fake/payment_methods',
      {},
      {
        card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    );
  /** A card saved as Payment Details saves it: the processor's payment method, at the company address. */
  const saveCard = async (headers: Headers, number = '4242 4242 4242 4242') =>
    settings(headers, 'billing_payment_method', 'payment_details', {
      local_details: { name_on_card: 'Olive Farmer', address_same_as_company_address: true },
      payment_method: (await fakeCard(number)).json(),
    });
  /** Takes a company through the checklist but its last step: company details, the plan, a card and the survey. */
  async function completeSetupButStart(
    headers: Headers,
    setUp: { name: string; plan: Record<string, unknown>; card?: string },
  ): Promise<void> {
    const details = await settings(headers, 'company_details', 'company_details', {
      ...validDetails,
      name: setUp.name,
    });
    expect(details.statusCode, details.body).toBe(200);
    const chosen = await settings(headers, 'billing_products', 'company_details', setUp.plan);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const card = await saveCard(headers, setUp.card);
    expect(card.statusCode, card.body).toBe(200);
    const survey = await settings(headers, 'user_survey', 'user_survey_response', validSurvey);
    expect(survey.statusCode, survey.body).toBe(200);
  }
  /** Start Trial or Billing: `accept` true starts the free trial, false billing now. */
  const startTrialOrBilling = (headers: Headers, accept: boolean) =>
    settings(headers, 'billing_discount_code_use', 'billing_discount_code_use_details', { user_acceptance: accept });
  /** The signed-in user as validate_token answers; it rotates the token, so the headers take the new one. */
  async function me(headers: Headers) {
    const res = await request('GET', '/api/auth/validate_token', headers);
    expect(res.statusCode).toBe(200);
    headers['access-token'] = String(res.headers['access-token']);
    return res.json().data;
  }

  async function signIn(email: string, pass = password): Promise<Headers> {
    const res = await request('POST', '/api/auth/sign_in', {}, { email, password: pass });
    expect(res.statusCode).toBe(200);
    return {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
  }

  /** A signed-up owner of a new company, on a plan unless told otherwise. */
  async function newCompany(prefix: string, opts: { plan?: string | null; userLimit?: number } = {}) {
    const email = `${prefix.toLowerCase().replace(/\s+/g, '-')}-owner@example.com`;
    const companyName = `${prefix} Farms`;
    const res = await request(
      'POST',
      '/api/auth',
      {},
      {
        first_name: 'Olive',
        surname: prefix,
        company_name: companyName,
        email,
        password,
        phone: '',
      },
    );
    expect(res.statusCode).toBe(200);
    const plan = opts.plan === undefined ? 'farm_bundle_1' : opts.plan;
    await app.database.db.execute(
      sql`update companies set plan_key = ${plan}, has_billing_plan = ${plan !== null}, user_limit = ${opts.userLimit ?? null} where name = ${companyName}`,
    );
    return { email, companyName, headers: await signIn(email) };
  }

  async function outbox(to: string): Promise<Array<{ subject: string; text: string; html: string }>> {
    await app.mail.settle();
    return (await request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
  }

  async function invitationToken(to: string): Promise<string> {
    const [mail] = await outbox(to);
    const token = /complete_signup\?invitation_token=([A-Za-z0-9_-]+)&email=/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in the mail to ${to}`);
    return token;
  }

  const completeSignup = (acceptance: Record<string, unknown>) =>
    request('PUT', '/api/accept_invitation_and_complete_signup', {}, { acceptance_params: acceptance });

  /** Invites `email` into the company, accepts through the mailed link, and signs the new member in. */
  async function addMember(owner: Headers, email: string, flags: Flags): Promise<Headers> {
    expect((await invite(owner, email, flags)).statusCode).toBe(200);
    const res = await completeSignup({
      invitation_token: await invitationToken(email),
      first_name: 'Mem',
      surname: email.split('@')[0],
      email,
      password,
      phone: '',
    });
    expect(res.statusCode).toBe(200);
    return signIn(email);
  }

  async function events(companyName: string) {
    return queryRows<{ action: string; subject_email: string; actor_email: string | null }>(
      app.database.db,
      sql`select e.action, e.subject_email, a.email as actor_email
          from company_membership_events e
          join companies c on c.id = e.company_id
          left join users a on a.id = e.actor_user_id
          where c.name = ${companyName} order by e.id`,
    );
  }

  return {
    request,
    settings,
    invite,
    setPermissions,
    removeUser,
    inviteOwner,
    fakeCard,
    saveCard,
    completeSetupButStart,
    startTrialOrBilling,
    me,
    signIn,
    newCompany,
    outbox,
    invitationToken,
    completeSignup,
    addMember,
    events,
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
