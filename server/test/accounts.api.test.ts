import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { stationListSchema } from '@mesonet/shared/contracts/stations.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyPeople, demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { accountApi, password, taken, validDetails, validSurvey, type AccountApi, type Headers } from './account-api';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, testClock, type TestApp } from './test-app';

describe.each(databaseTargets)(
  'company accounts: permissions, details, survey, profile on the %s database',
  (target) => {
    let app: TestApp;
    let api: AccountApi;
    const clock = testClock();

    beforeAll(async () => {
      app = await createTestApp(target, {
        clock: clock.now,
        rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
      });
      api = accountApi(app);
      await app.stations.createStation({
        slug: 'saddleworth',
        name: 'Saddleworth',
        type: 'research',
        lat: -34.1,
        lng: 138.8,
      });
      await app.stations.createStation({ slug: 'bom-clare', name: 'BOM Clare', type: 'bom', lat: -33.8, lng: 138.6 });
    });
    afterAll(async () => {
      await app.close();
    });

    describe('who may do what (spec §6)', () => {
      let owner: Headers;
      const people: Record<string, Headers> = {};
      let outsider: Headers;

      beforeAll(async () => {
        const company = await api.newCompany('Permission', { userLimit: 20 });
        owner = company.headers;
        people.owner = owner;
        people.billing = await api.addMember(owner, 'billing@permission.test', { billing: true });
        people.users = await api.addMember(owner, 'users@permission.test', { users: true });
        people.home = await api.addMember(owner, 'home@permission.test', { home: true });
        people.none = await api.addMember(owner, 'none@permission.test', {});
        people.removed = await api.addMember(owner, 'removed@permission.test', {
          home: true,
          billing: true,
          users: true,
        });
        expect((await api.removeUser(owner, 'removed@permission.test')).statusCode).toBe(200);
        outsider = (await api.newCompany('Outsider')).headers;
        people.outsider = outsider;
      });

      let inviteCount = 0;
      const actions: Record<string, (h: Headers) => ReturnType<AccountApi['request']>> = {
        'read company details': (h) => api.request('GET', '/api/members/company_details', h),
        'save company details': (h) => api.settings(h, 'company_details', 'company_details', validDetails),
        'read the survey': (h) => api.request('GET', '/api/members/user_survey', h),
        'save the survey': (h) => api.settings(h, 'user_survey', 'user_survey_response', validSurvey),
        'list users': (h) => api.request('GET', '/api/members/company_users', h),
        invite: (h) => api.invite(h, `invitee${(inviteCount += 1)}@permission.test`),
        'change permissions': (h) => api.setPermissions(h, 'home@permission.test', { home: true }),
        'make account owner': (h) => api.inviteOwner(h, 'home@permission.test'),
        'remove a user': (h) => api.removeUser(h, 'none@permission.test'),
      };

      it.each<[string, string, number]>([
        ['billing', 'read company details', 200],
        ['billing', 'save company details', 200],
        ['billing', 'read the survey', 200],
        ['billing', 'save the survey', 200],
        ['billing', 'list users', 403],
        ['billing', 'invite', 403],
        ['billing', 'change permissions', 403],
        ['billing', 'make account owner', 403],
        ['billing', 'remove a user', 403],
        ['users', 'read company details', 403],
        ['users', 'save company details', 403],
        ['users', 'read the survey', 403],
        ['users', 'save the survey', 403],
        ['users', 'list users', 200],
        ['users', 'invite', 200],
        ['users', 'change permissions', 200],
        ['users', 'make account owner', 403],
        ['home', 'read company details', 403],
        ['home', 'save the survey', 403],
        ['home', 'list users', 403],
        ['home', 'invite', 403],
        ['home', 'remove a user', 403],
        ['none', 'read company details', 403],
        ['none', 'save company details', 403],
        ['none', 'list users', 403],
        ['none', 'invite', 403],
        ['none', 'change permissions', 403],
        ['none', 'make account owner', 403],
        ['none', 'remove a user', 403],
        ['removed', 'read company details', 403],
        ['removed', 'save company details', 403],
        ['removed', 'read the survey', 403],
        ['removed', 'list users', 403],
        ['removed', 'invite', 403],
        ['removed', 'change permissions', 403],
        ['removed', 'make account owner', 403],
        ['removed', 'remove a user', 403],
        ['outsider', 'change permissions', 404],
        ['outsider', 'make account owner', 404],
        ['outsider', 'remove a user', 404],
        ['owner', 'read company details', 200],
        ['owner', 'save company details', 200],
        ['owner', 'read the survey', 200],
        ['owner', 'save the survey', 200],
        ['owner', 'list users', 200],
        ['owner', 'invite', 200],
        ['owner', 'change permissions', 200],
        ['owner', 'make account owner', 200],
        ['users', 'remove a user', 200],
      ])('%s: %s → %d', async (who, action, status) => {
        const res = await actions[action]!(people[who]!);
        expect(res.statusCode).toBe(status);
        if (status === 403) {
          expect(res.json()).toEqual({
            errors: [{ field_name: 'base', messages: [who === 'removed' ? m.removedFromCompany : m.notPermitted] }],
          });
        }
        if (status === 404) {
          expect(res.json()).toEqual({ errors: [{ field_name: 'email', messages: [m.noSuchCompanyUser] }] });
        }
      });

      it("nobody touches another company's users: to an outsider they do not exist", async () => {
        const res = await api.setPermissions(outsider, 'home@permission.test', {
          home: true,
          billing: true,
          users: true,
        });
        expect(res.statusCode).toBe(404);
        const list = (await api.request('GET', '/api/members/company_users', owner)).json();
        const home = list.company_users.find((user: { email: string }) => user.email === 'home@permission.test');
        expect(home.permissions).toMatchObject({ account_billing: false, user_management: false });
        expect(list.company_users.map((user: { email: string }) => user.email)).not.toContain(
          'removed@permission.test',
        );
      });

      it('a removed member keeps no part of the plan: the member site list refuses them', async () => {
        const farmOnly = async (h: Headers) => {
          const res = await api.request('GET', '/api/members/sites', h);
          expect(res.statusCode).toBe(200);
          const [station] = stationListSchema.parse(res.json());
          // The member list carries only what the plan shows.
          return station?.current_data_hash.data_array.some((i) => i.metric_id === 'delta_t');
        };
        // A saved paid plan shows its metrics once the trial or billing has started (shared/src/plans/effective-plan.ts).
        await app.database.db.execute(
          sql`update companies set has_billing_discount_code_use = true where name = 'Permission Farms'`,
        );
        expect(await farmOnly(people.billing!)).toBe(true);
        const removed = await api.request('GET', '/api/members/sites', people.removed!);
        expect({ status: removed.statusCode, body: removed.json() }).toEqual({
          status: 403,
          body: { errors: [{ field_name: 'base', messages: [m.removedFromCompany] }] },
        });
      });

      it('recorded every membership change with who did it', async () => {
        const recorded = await api.events('Permission Farms');
        expect(recorded).toContainEqual({
          action: 'permissions_changed',
          subject_email: 'home@permission.test',
          actor_email: 'users@permission.test',
        });
        expect(recorded).toContainEqual({
          action: 'user_removed',
          subject_email: 'none@permission.test',
          actor_email: 'users@permission.test',
        });
        expect(recorded).toContainEqual({
          action: 'ownership_invited',
          subject_email: 'home@permission.test',
          actor_email: 'permission-owner@example.com',
        });
        expect(recorded.filter((event) => event.action === 'invitation_accepted')).toHaveLength(5);
      });

      it.each<[string, string, string, unknown, Array<[string, string]>]>([
        [
          'an invite without email',
          'invite_user_to_company',
          'invite_user_to_company_details',
          { email: ' ' },
          [['email', m.emailRequired]],
        ],
        [
          'an invite to a bad email',
          'invite_user_to_company',
          'invite_user_to_company_details',
          { email: 'sam@farm' },
          [['email', m.emailInvalid]],
        ],
        [
          'a permission that is not true or false',
          'invite_user_to_company',
          'invite_user_to_company_details',
          { email: 'sam@example.com', permission_account_billing: 'yes' },
          [['permission_account_billing', m.permissionChoice]],
        ],
        [
          'permissions not all given',
          'update_user_permissions',
          'user_permissions',
          { email: 'home@permission.test', permission_account_billing: true },
          [
            ['permission_home_location_growing_seasons', m.permissionChoice],
            ['permission_user_management', m.permissionChoice],
          ],
        ],
        [
          'an owner invitation without email',
          'invite_user_to_be_owner',
          'invite_user_to_be_owner_details',
          {},
          [['email', m.emailRequired]],
        ],
        [
          'a removal of a bad email',
          'remove_user',
          'remove_user_details',
          { email: 'nobody' },
          [['email', m.emailInvalid]],
        ],
      ])('refuses %s, naming the field', async (_name, updateType, key, payload, errors) => {
        const res = await api.settings(owner, updateType, key, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          errors: errors.map(([field_name, message]) => ({ field_name, messages: [message] })),
        });
      });

      it.each([
        ['GET', '/api/members/company_details'],
        ['GET', '/api/members/user_survey'],
        ['GET', '/api/members/company_users'],
        ['PUT', '/api/members/company_settings'],
        ['PUT', '/api/members/user_detail'],
        ['PUT', '/api/company_ownership_invitation_response'],
        ['PUT', '/api/company_transfer_invitation_response'],
        ['PUT', '/api/company_user_removal_create_new_company'],
      ] as const)('%s %s needs a session', async (method, url) => {
        const res = await api.request(method, url, {}, method === 'PUT' ? {} : undefined);
        expect(res.statusCode).toBe(401);
      });

      it('refuses to change the owner or oneself, and never removes the owner', async () => {
        const usersEmail = 'users@permission.test';
        for (const [res, message] of [
          [
            await api.setPermissions(people.users!, 'permission-owner@example.com', { home: true }),
            m.ownerUnchangeable,
          ],
          [await api.setPermissions(people.users!, usersEmail, { users: true, billing: true }), m.notYourself],
          [await api.removeUser(people.users!, 'permission-owner@example.com'), m.ownerCannotBeRemoved],
          [await api.removeUser(owner, 'permission-owner@example.com'), m.notYourself],
        ] as const) {
          expect(res.statusCode).toBe(403);
          expect(res.json().errors).toEqual([{ field_name: 'base', messages: [message] }]);
        }
      });

      it('says a plan is needed for user management without one', async () => {
        const { headers } = await api.newCompany('Planless', { plan: null });
        for (const res of [
          await api.request('GET', '/api/members/company_users', headers),
          await api.invite(headers, 'someone@planless.test'),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().errors).toEqual([{ field_name: 'base', messages: [m.planRequired] }]);
        }
      });
    });

    describe('company details (spec §5)', () => {
      let owner: Headers;
      beforeAll(async () => {
        owner = (await api.newCompany('Details')).headers;
        await api.newCompany('Taken Name');
      });

      it('opens with the name only, then saves trimmed values and sets has_company_details', async () => {
        expect((await api.request('GET', '/api/members/company_details', owner)).json()).toEqual({
          company_details: {
            name: 'Details Farms',
            abn: null,
            address1: null,
            address2: null,
            locality: null,
            postalcode: null,
            state_province: null,
            country: 'Australia',
          },
        });
        expect((await api.me(owner)).company.has_company_details).toBe(false);
        const res = await api.settings(owner, 'company_details', 'company_details', {
          ...validDetails,
          name: '  Details Farms Pty Ltd ',
          address1: ' 1 Paddock Lane ',
          postalcode: ' 5453 ',
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.company_details).toEqual({
          name: 'Details Farms Pty Ltd',
          abn: '51824753556',
          address1: '1 Paddock Lane',
          address2: null,
          locality: 'Clare',
          postalcode: '5453',
          state_province: 'SA',
          country: 'Australia',
        });
        expect(body.data.company).toMatchObject({ name: 'Details Farms Pty Ltd', has_company_details: true });
        expect(body.message).toBe(m.companyDetailsSaved);
        expect((await api.request('GET', '/api/members/company_details', owner)).json().company_details.abn).toBe(
          '51824753556',
        );
      });

      it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
        ['no name', { name: ' ' }, [['name', m.companyNameRequired]]],
        ['a short name', { name: 'AB' }, [['name', m.companyNameTooShort]]],
        ['a short ABN', { abn: '51 824' }, [['abn', m.abnTooShort]]],
        ['a short address', { address1: '12' }, [['address1', m.addressTooShort]]],
        ['a short locality', { locality: 'C' }, [['locality', m.localityTooShort]]],
        ['a short postcode', { postalcode: '545' }, [['postalcode', m.postcodeTooShort]]],
        ['no state', { state_province: '' }, [['state_province', m.stateRequired]]],
        ['a state not in the list', { state_province: 'XYZ' }, [['state_province', m.stateRequired]]],
        ['a name another company uses, in other case', { name: 'taken name FARMS' }, [['name', taken]]],
        [
          'everything missing',
          {
            name: undefined,
            address1: undefined,
            locality: undefined,
            postalcode: undefined,
            state_province: undefined,
          },
          [
            ['name', m.companyNameRequired],
            ['address1', m.addressTooShort],
            ['locality', m.localityTooShort],
            ['postalcode', m.postcodeTooShort],
            ['state_province', m.stateRequired],
          ],
        ],
      ])('refuses %s, naming the field', async (_name, change, errors) => {
        const res = await api.settings(owner, 'company_details', 'company_details', { ...validDetails, ...change });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          errors: errors.map(([field_name, message]) => ({ field_name, messages: [message] })),
        });
      });

      it('names the fields when the payload is missing, and refuses an unknown update type', async () => {
        const missing = await api.request('PUT', '/api/members/company_settings', owner, {
          update_type: 'company_details',
        });
        expect(missing.statusCode).toBe(422);
        expect(missing.json().errors.map((e: { field_name: string }) => e.field_name)).toEqual([
          'name',
          'address1',
          'locality',
          'postalcode',
          'state_province',
        ]);
        const unknown = await api.request('PUT', '/api/members/company_settings', owner, {
          update_type: 'make_me_rich',
        });
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json()).toEqual({ errors: [{ field_name: 'update_type', messages: [m.unknownUpdateType] }] });
      });
    });

    describe('user survey (spec §3, §5, §9)', () => {
      let owner: Headers;
      beforeAll(async () => {
        owner = (await api.newCompany('Survey')).headers;
      });

      it('is empty at first, then saved with the station as its option; saving sets has_user_survey_response', async () => {
        expect((await api.request('GET', '/api/members/user_survey', owner)).json()).toEqual({
          user_survey_response: null,
        });
        const res = await api.settings(owner, 'user_survey', 'user_survey_response', validSurvey);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.company.has_user_survey_response).toBe(true);
        const saved = (await api.request('GET', '/api/members/user_survey', owner)).json().user_survey_response;
        expect(saved).toMatchObject({
          user1_age: '36-45',
          main_aws_of_interest: { label: 'Saddleworth', value: 'saddleworth' },
          farm_size: null,
          main_two_herbicides_used_in_summer: null,
          social_media_use: 'Facebook, Instagram',
        });
        const again = await api.settings(owner, 'user_survey', 'user_survey_response', {
          ...validSurvey,
          user1_age: 'Over 65',
        });
        expect(again.json().user_survey_response.user1_age).toBe('Over 65');
      });

      it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
        [
          'the required answers missing',
          {
            user1_age: '',
            user1_gender: '',
            occupation_industry: '',
            main_aws_of_interest: '',
            main_use_of_mesonet: '',
            where_heard_about_us: '',
          },
          [
            ['user1_age', m.ageRequired],
            ['user1_gender', m.genderRequired],
            ['occupation_industry', m.occupationRequired],
            ['main_aws_of_interest', m.mainAwsRequired],
            ['main_use_of_mesonet', m.mainUseRequired],
            ['where_heard_about_us', m.whereHeardRequired],
          ],
        ],
        [
          'an occupation of 51 characters',
          { occupation_industry: 'x'.repeat(51) },
          [['occupation_industry', m.occupationTooLong]],
        ],
        [
          'a main use of 501 characters',
          { main_use_of_mesonet: 'x'.repeat(501) },
          [['main_use_of_mesonet', m.mainUseTooLong]],
        ],
        ['a farm size not in the list', { farm_size: 'Huge' }, [['farm_size', m.notInList]]],
        [
          'a station we do not have',
          { main_aws_of_interest: 'Atlantis' },
          [['main_aws_of_interest', m.mainAwsUnknown]],
        ],
        ['a BOM station', { main_aws_of_interest: 'BOM Clare' }, [['main_aws_of_interest', m.mainAwsUnknown]]],
      ])('refuses %s, naming the fields', async (_name, change, errors) => {
        const res = await api.settings(owner, 'user_survey', 'user_survey_response', { ...validSurvey, ...change });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          errors: errors.map(([field_name, message]) => ({ field_name, messages: [message] })),
        });
      });
    });

    describe('update user details (spec §2, §7 PUT /members/user_detail)', () => {
      let jo: Headers;
      beforeAll(async () => {
        jo = (await api.newCompany('Profile')).headers;
        const other = (await api.newCompany('Neighbour')).headers;
        const res = await api.request('PUT', '/api/members/user_detail', other, {
          update_type: 'user_detail',
          uid: 'neighbour-owner@example.com',
          email: 'neighbour-owner@example.com',
          phone: '+61 412 999 000',
        });
        expect(res.statusCode).toBe(200);
      });
      const detail = (headers: Headers, change: Record<string, unknown>) =>
        api.request('PUT', '/api/members/user_detail', headers, {
          update_type: 'user_detail',
          uid: 'profile-owner@example.com',
          email: 'profile-owner@example.com',
          phone: '0412 000 111',
          ...change,
        });

      const withPassword = { current_password: password };
      it.each<[string, Record<string, unknown>, number, Array<[string, string]>]>([
        ['another user’s uid', { uid: 'neighbour-owner@example.com' }, 403, [['base', m.notOwnUid]]],
        [
          'an email another user has',
          { email: 'Neighbour-Owner@example.com', ...withPassword },
          422,
          [['email', taken]],
        ],
        ['a phone another user has, written otherwise', { phone: '0412 999 000' }, 422, [['phone', taken]]],
        [
          'both taken',
          { email: 'neighbour-owner@example.com', phone: '61412999000', ...withPassword },
          422,
          [
            ['email', taken],
            ['phone', taken],
          ],
        ],
        ['no phone', { phone: '' }, 422, [['phone', m.phoneRequired]]],
        ['a landline', { phone: '08 8123 4567' }, 422, [['phone', m.phoneInvalid]]],
        ['no email', { email: '' }, 422, [['email', 'Email address is required']]],
        [
          'a new email without the current password',
          { email: 'jo.elsewhere@example.com' },
          422,
          [['current_password', m.currentPasswordRequired]],
        ],
        [
          'a new email with a wrong current password',
          { email: 'jo.elsewhere@example.com', current_password: 'not-my-password' },
          422,
          [['current_password', m.currentPasswordWrong]],
        ],
        [
          // Without the password, whether another user has the address stays unsaid.
          'an email another user has, without the current password',
          { email: 'neighbour-owner@example.com', current_password: '' },
          422,
          [['current_password', m.currentPasswordRequired]],
        ],
      ])('refuses %s', async (_name, change, status, errors) => {
        const res = await detail(jo, change);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({
          errors: errors.map(([field_name, message]) => ({ field_name, messages: [message] })),
        });
      });

      it('updates the phone without the password and keeps the session', async () => {
        const res = await detail(jo, {});
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          message: 'You have updated your detail successfully!',
          reauthentication_required: false,
          data: { phone: '0412000111' },
        });
        expect((await api.request('GET', '/api/auth/validate_token', jo)).statusCode).toBe(200);
      });

      it('a new email ends every session: the user logs in again with it', async () => {
        expect(await api.outbox('profile-owner@example.com')).toEqual([]);
        const res = await detail(jo, { email: ' Jo.New@Example.com ', ...withPassword });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ reauthentication_required: true, data: { email: 'jo.new@example.com' } });
        expect((await api.request('GET', '/api/auth/validate_token', jo)).statusCode).toBe(401);
        await api.signIn('jo.new@example.com');
      });

      it('tells the old address who changed what, when, and what to do if it was not them', async () => {
        const mails = await api.outbox('profile-owner@example.com');
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        expect(mail?.subject).toBe('The email address of your Mesonet account was changed');
        for (const body of [mail?.text, mail?.html]) {
          expect(body).toContain('Olive Profile');
          expect(body).toContain('profile-owner@example.com');
          expect(body).toContain('jo.new@example.com');
          // The test clock's 2026-11-21T00:00Z is 10:30 AM in Adelaide (daylight saving).
          expect(body).toContain('21 Nov 2026 at 10:30 AM (Adelaide time)');
          expect(body).toContain('http://localhost:3000/about/contact_us');
        }
        expect(await api.outbox('jo.new@example.com')).toEqual([]);
      });
    });

    describe('demo accounts', () => {
      it('let a tester see a member, a removed member and an invitation waiting for an answer', async () => {
        await seedDemoAccounts(app.database.db, clock.now, silentLog);
        const owner = await api.signIn(demoCompanyPeople.ownerEmail, demoPassword);
        const list = (await api.request('GET', '/api/members/company_users', owner)).json();
        expect(list).toMatchObject({ active_users: 3, permitted_users: 5 });
        expect(
          list.company_users.map(
            (u: { email: string; permissions: { company_invitation_accepted_at: string | null } }) => [
              u.email,
              u.permissions.company_invitation_accepted_at === null,
            ],
          ),
        ).toEqual([
          ['allaccess@demo.test', true],
          ['agronomist@demo.test', false],
          ['contractor@demo.test', true],
        ]);
        expect((await api.request('GET', '/api/members/company_details', owner)).json().company_details).toMatchObject({
          address1: '12 Main North Road',
          state_province: 'SA',
        });
        expect((await api.request('GET', '/api/members/user_survey', owner)).json().user_survey_response).toMatchObject(
          {
            main_aws_of_interest: { label: 'Saddleworth', value: 'saddleworth' },
          },
        );
        const contractor = await api.signIn('contractor@demo.test', demoPassword);
        expect((await api.me(contractor)).invited_permissions).toMatchObject({
          company_name: 'All Access Demo Agronomy',
        });
        const removed = await api.signIn('removed@demo.test', demoPassword);
        expect((await api.me(removed)).permissions.removal_created_at).not.toBeNull();
        // Seeding again adds nobody.
        expect(await seedDemoAccounts(app.database.db, clock.now, silentLog)).toBe(0);
        expect((await api.request('GET', '/api/members/company_users', owner)).json().company_users).toHaveLength(3);
      });
    });
  },
);
