import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, password, taken, type AccountApi, type Headers } from './account-api';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

describe.each(databaseTargets)('company accounts: invitations, ownership, removal on the %s database', (target) => {
  let app: TestApp;
  let api: AccountApi;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp(target, {
      clock: clock.now,
      rateLimits: { signInFailuresPerAccount: 1000, signInFailuresPerIp: 1000, signUpPerIp: 1000 },
    });
    api = accountApi(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('inviting a new person who accepts through the mail', () => {
    let owner: Headers;
    beforeAll(async () => {
      owner = (await api.newCompany('Invite')).headers;
    });

    it('sends a mail with a single-use link to /complete_signup and lists the invitee as not yet accepted', async () => {
      const res = await api.invite(owner, ' Sam@Invite.test ', { home: true, users: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'An invitation to join your company has been sent to sam@invite.test.',
        company_user: {
          email: 'sam@invite.test',
          first_name: null,
          permissions: {
            home_location_growing_seasons: true,
            account_billing: false,
            company_invitation_accepted_at: null,
          },
        },
      });
      const [mail] = await api.outbox('sam@invite.test');
      expect(mail?.subject).toBe('Olive Invite invited you to join Invite Farms on Mesonet');
      expect(mail?.text).toMatch(
        /http:\/\/localhost:3000\/complete_signup\?invitation_token=[A-Za-z0-9_-]{43}&email=sam%40invite\.test/,
      );
      expect(mail?.text).toContain('expires in 7 days');
      const list = (await api.request('GET', '/api/members/company_users', owner)).json();
      expect(list).toMatchObject({ active_users: 2, permitted_users: 3 });
      expect(list.company_users.map((u: { email: string }) => u.email)).toEqual([
        'invite-owner@example.com',
        'sam@invite.test',
      ]);
    });

    it('knows the link, refuses bad sign-up fields without spending it, then creates the member', async () => {
      const token = await api.invitationToken('sam@invite.test');
      expect(
        (await api.request('GET', `/api/accept_invitation_and_complete_signup?invitation_token=${token}`)).json(),
      ).toEqual({ state: 'invitation_exists', email: 'sam@invite.test', company_name: 'Invite Farms' });

      const bad = await api.completeSignup({
        invitation_token: token,
        first_name: '',
        surname: ' ',
        email: 'sam@',
        password: 'short',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        errors: [
          { field_name: 'first_name', messages: ['First name is required'] },
          { field_name: 'surname', messages: ['Surname is required'] },
          { field_name: 'email', messages: ['Must be a valid email address'] },
          { field_name: 'password', messages: ['Password is too short'] },
        ],
      });

      const res = await api.completeSignup({
        invitation_token: token,
        first_name: 'Sam',
        surname: 'Shearer',
        email: 'sam@invite.test',
        password,
        phone: '0412 345 001',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-token']).toBeUndefined();
      expect(res.json().data).toMatchObject({
        email: 'sam@invite.test',
        phone: '0412345001',
        company: { name: 'Invite Farms' },
        permissions: {
          owner: false,
          home_location_growing_seasons: true,
          account_billing: false,
          user_management: true,
        },
      });
      expect(res.json().data.permissions.company_invitation_accepted_at).not.toBeNull();
      const sam = await api.signIn('sam@invite.test');
      expect((await api.request('GET', '/api/members/company_users', sam)).statusCode).toBe(200);
    });

    it.each<[string, string]>([
      ['the used token', 'used'],
      ['an unknown token', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['garbage', "\u0000';drop table users"],
      ['nothing', ''],
    ])('answers %s with the none state, never an error', async (_name, kind) => {
      const token = kind === 'used' ? await api.invitationToken('sam@invite.test') : kind;
      const status = await api.request(
        'GET',
        `/api/accept_invitation_and_complete_signup?invitation_token=${encodeURIComponent(token)}`,
      );
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ state: 'none' });
      const put = await api.completeSignup({
        invitation_token: token,
        first_name: 'Eve',
        surname: 'Again',
        email: 'eve@invite.test',
        password,
      });
      expect(put.statusCode).toBe(422);
      expect(put.json()).toEqual({ errors: [{ field_name: 'invitation_token', messages: [m.invitationInvalid] }] });
    });

    it('records who invited whom and who accepted', async () => {
      expect(await api.events('Invite Farms')).toEqual([
        { action: 'user_invited', subject_email: 'sam@invite.test', actor_email: 'invite-owner@example.com' },
        { action: 'invitation_accepted', subject_email: 'sam@invite.test', actor_email: 'sam@invite.test' },
      ]);
    });

    it('refuses duplicates with the spec-style messages', async () => {
      for (const [email, message] of [
        ['sam@invite.test', m.alreadyInCompany],
        ['invite-owner@example.com', m.alreadyInCompany],
      ] as const) {
        const res = await api.invite(owner, email);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ errors: [{ field_name: 'email', messages: [message] }] });
      }
      expect((await api.invite(owner, 'kim@invite.test')).statusCode).toBe(200);
      const again = await api.invite(owner, 'KIM@invite.test');
      expect(again.json()).toEqual({ errors: [{ field_name: 'email', messages: [m.alreadyInvited] }] });
    });

    it('stops at the user limit (plan user_limit, else 3), counting open invitations', async () => {
      const res = await api.invite(owner, 'fourth@invite.test');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.maximumUsers] }] });
      const list = (await api.request('GET', '/api/members/company_users', owner)).json();
      expect(list).toMatchObject({ active_users: 3, permitted_users: 3 });
    });

    it('cancels an invitation on Delete User: its link dies and the seat is free again', async () => {
      const token = await api.invitationToken('kim@invite.test');
      const res = await api.removeUser(owner, 'kim@invite.test');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('The invitation to kim@invite.test has been cancelled.');
      expect(
        (await api.request('GET', `/api/accept_invitation_and_complete_signup?invitation_token=${token}`)).json(),
      ).toEqual({ state: 'none' });
      expect((await api.invite(owner, 'fourth@invite.test')).statusCode).toBe(200);
    });

    it('changes the permissions of an invitation not yet accepted', async () => {
      const res = await api.setPermissions(owner, 'fourth@invite.test', { billing: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().company_user.permissions).toMatchObject({
        home_location_growing_seasons: false,
        account_billing: true,
        user_management: false,
      });
      const ownerInvite = await api.inviteOwner(owner, 'fourth@invite.test');
      expect(ownerInvite.statusCode).toBe(422);
      expect(ownerInvite.json()).toEqual({ errors: [{ field_name: 'email', messages: [m.notYetAccepted] }] });
    });

    it("answers 'has already been taken' when the invited email signed up meanwhile", async () => {
      const token = await api.invitationToken('fourth@invite.test');
      await api.request(
        'POST',
        '/api/auth',
        {},
        {
          first_name: 'Fourth',
          surname: 'Person',
          company_name: 'Fourth Own Farm',
          email: 'fourth@invite.test',
          password,
        },
      );
      const res = await api.completeSignup({
        invitation_token: token,
        first_name: 'Fourth',
        surname: 'Person',
        email: 'fourth@invite.test',
        password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ field_name: 'email', messages: [taken] }] });
      // The invitation went to an address, not to their account: signed in, they cannot answer it.
      const fourth = await api.signIn('fourth@invite.test');
      expect((await api.me(fourth)).invited_permissions).toBeNull();
      const answer = await api.request('PUT', '/api/company_transfer_invitation_response', fourth, {
        acceptance_params: { response: 'accept', company_slug: 'invite-farms' },
      });
      expect(answer.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.noTransferInvitation] }] });
      // Invited again, now to their account, they can.
      expect((await api.removeUser(owner, 'fourth@invite.test')).statusCode).toBe(200);
      expect((await api.invite(owner, 'fourth@invite.test')).statusCode).toBe(200);
      expect((await api.me(fourth)).invited_permissions).toMatchObject({
        company_name: 'Invite Farms',
        company_slug: 'invite-farms',
      });
    });
  });

  describe('ownership transfer (spec §2 "Ownership invitation", §4)', () => {
    let owner: Headers;
    let member: Headers;
    beforeAll(async () => {
      owner = (await api.newCompany('Ownership')).headers;
      member = await api.addMember(owner, 'heir@ownership.test', { home: true });
    });

    it('has no invitation to answer at first', async () => {
      const res = await api.request('PUT', '/api/company_ownership_invitation_response', member, {
        acceptance_params: { response: 'accept' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.noOwnershipInvitation] }] });
    });

    it('sends the invitation by mail; declining leaves the owner as they were', async () => {
      const res = await api.inviteOwner(owner, 'heir@ownership.test');
      expect(res.statusCode).toBe(200);
      const [mail] = await api.outbox('heir@ownership.test');
      expect(mail?.subject).toBe('Olive Ownership asked you to become the account owner of Ownership Farms');
      expect(mail?.text).toContain('http://localhost:3000/company_ownership_invitation');
      expect((await api.me(member)).permissions.owner_invitation_created_at).not.toBeNull();
      const declined = await api.request('PUT', '/api/company_ownership_invitation_response', member, {
        acceptance_params: { response: 'decline' },
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({
        outcome: 'declined',
        message: 'You have declined the invitation to become the account owner of Ownership Farms.',
        data: { permissions: { owner: false } },
      });
      expect(declined.json().data.permissions.owner_invitation_declined_at).not.toBeNull();
      expect((await api.me(owner)).permissions.owner).toBe(true);
      const twice = await api.request('PUT', '/api/company_ownership_invitation_response', member, {
        acceptance_params: { response: 'accept' },
      });
      expect(twice.statusCode).toBe(422);
    });

    it('accepting makes the member the owner and the old owner a member, in one go', async () => {
      expect((await api.inviteOwner(owner, 'heir@ownership.test')).statusCode).toBe(200);
      const res = await api.request('PUT', '/api/company_ownership_invitation_response', member, {
        acceptance_params: { response: 'accept' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'accepted',
        message: 'You are now the account owner of Ownership Farms.',
        data: {
          permissions: {
            owner: true,
            home_location_growing_seasons: true,
            account_billing: true,
            user_management: true,
          },
        },
      });
      expect((await api.me(owner)).permissions).toMatchObject({ owner: false, user_management: true });
      const owners = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from users u join companies c on c.id = u.company_id where c.name = 'Ownership Farms' and u.owner`,
      );
      expect(owners[0]?.n).toBe(1);
      // The new owner now may hand it on; the old one no longer may.
      expect((await api.inviteOwner(owner, 'heir@ownership.test')).statusCode).toBe(403);
      expect((await api.events('Ownership Farms')).map((e) => e.action)).toEqual([
        'user_invited',
        'invitation_accepted',
        'ownership_invited',
        'ownership_declined',
        'ownership_invited',
        'ownership_accepted',
      ]);
    });

    it('refuses a response that is neither accept nor decline', async () => {
      const res = await api.request('PUT', '/api/company_ownership_invitation_response', member, {
        acceptance_params: { response: 'maybe' },
      });
      expect(res.json()).toEqual({ errors: [{ field_name: 'response', messages: [m.responseRequired] }] });
    });
  });

  describe('removal and a new company (spec §2 "Create new company account")', () => {
    let owner: Headers;
    let removed: Headers;
    beforeAll(async () => {
      owner = (await api.newCompany('Removal')).headers;
      removed = await api.addMember(owner, 'leaver@removal.test', { home: true, billing: true, users: true });
      await api.newCompany('Occupied');
    });

    it('a member who does not need a new company is told so', async () => {
      const res = await api.request('PUT', '/api/company_user_removal_create_new_company', removed, {
        create_new_company_params: { company_name: 'Leaver Farm' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.newCompanyNotNeeded] }] });
    });

    it('removing keeps the login, drops the permissions and the list row', async () => {
      const res = await api.removeUser(owner, 'leaver@removal.test');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('leaver@removal.test has been removed from your company.');
      const user = await api.me(removed);
      expect(user.permissions).toMatchObject({ account_billing: false, user_management: false });
      expect(user.permissions.removal_created_at).not.toBeNull();
      const list = (await api.request('GET', '/api/members/company_users', owner)).json();
      expect(list.company_users.map((u: { email: string }) => u.email)).toEqual(['removal-owner@example.com']);
      expect((await api.removeUser(owner, 'leaver@removal.test')).statusCode).toBe(404);
    });

    it.each<[string, unknown, string, string]>([
      ['no name', { company_name: ' ' }, 'company_name', m.companyNameRequired],
      ['a short name', { company_name: 'Ab' }, 'company_name', m.companyNameTooShort],
      ['a name in use', { company_name: 'occupied farms' }, 'company_name', taken],
      ['no payload', undefined, 'company_name', m.companyNameRequired],
    ])('refuses %s', async (_name, params, field, message) => {
      const res = await api.request(
        'PUT',
        '/api/company_user_removal_create_new_company',
        removed,
        params === undefined ? {} : { create_new_company_params: params },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ field_name: field, messages: [message] }] });
    });

    it('creates the removed member’s own company, with them as owner', async () => {
      const res = await api.request('PUT', '/api/company_user_removal_create_new_company', removed, {
        create_new_company_params: { company_name: ' Leaver Farm ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        company_name: 'Leaver Farm',
        message: 'Leaver Farm has been created, and you are its account owner.',
        data: {
          company: { name: 'Leaver Farm', slug: 'leaver-farm', billing_item_access_plan: null },
          permissions: { owner: true, account_billing: true, removal_created_at: null },
        },
      });
      expect((await api.request('GET', '/api/members/company_details', removed)).statusCode).toBe(200);
      const again = await api.request('PUT', '/api/company_user_removal_create_new_company', removed, {
        create_new_company_params: { company_name: 'Second Farm' },
      });
      expect(again.statusCode).toBe(403);
      expect((await api.events('Removal Farms')).map((e) => e.action)).toContain('user_removed');
      expect((await api.events('Leaver Farm')).map((e) => e.action)).toEqual(['company_created']);
    });
  });

  describe('joining from another company (spec §2 "Company transfer invitation")', () => {
    let inviter: Headers;
    let solo: Headers;
    let busyOwner: Headers;
    beforeAll(async () => {
      inviter = (await api.newCompany('Transfer', { userLimit: 10 })).headers;
      solo = (await api.newCompany('Solo')).headers;
      busyOwner = (await api.newCompany('Busy')).headers;
      await api.addMember(busyOwner, 'worker@busy.test', { home: true });
    });

    it('invites someone with an account: no token, a mail to the invitation page, invited_permissions', async () => {
      expect((await api.invite(inviter, 'solo-owner@example.com', { home: true })).statusCode).toBe(200);
      const [mail] = await api.outbox('solo-owner@example.com');
      expect(mail?.text).toContain('http://localhost:3000/company_transfer_invitation');
      expect(mail?.text).not.toContain('invitation_token');
      expect((await api.me(solo)).invited_permissions).toMatchObject({
        company_name: 'Transfer Farms',
        company_slug: 'transfer-farms',
        company_invitation_declined_at: null,
      });
    });

    it('declining clears the invitation', async () => {
      const res = await api.request('PUT', '/api/company_transfer_invitation_response', solo, {
        acceptance_params: { response: 'decline', company_slug: 'transfer-farms' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'declined',
        message: 'You have declined the invitation to join Transfer Farms.',
        data: { invited_permissions: null, company: { name: 'Solo Farms' } },
      });
      const list = (await api.request('GET', '/api/members/company_users', inviter)).json();
      expect(list.company_users).toHaveLength(1);
    });

    it('an answer for another company, or with none open, is the none state', async () => {
      expect((await api.invite(inviter, 'solo-owner@example.com', { home: true, billing: true })).statusCode).toBe(200);
      const wrong = await api.request('PUT', '/api/company_transfer_invitation_response', solo, {
        acceptance_params: { response: 'accept', company_slug: 'busy-farms' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.noTransferInvitation] }] });
    });

    it('accepting moves the user with the invitation’s permissions', async () => {
      const res = await api.request('PUT', '/api/company_transfer_invitation_response', solo, {
        acceptance_params: { response: 'accept', company_slug: 'transfer-farms' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'accepted',
        message: 'You have joined Transfer Farms.',
        data: {
          company: { name: 'Transfer Farms' },
          invited_permissions: null,
          permissions: {
            owner: false,
            home_location_growing_seasons: true,
            account_billing: true,
            user_management: false,
          },
        },
      });
      const list = (await api.request('GET', '/api/members/company_users', inviter)).json();
      expect(list.company_users.map((u: { email: string }) => u.email)).toContain('solo-owner@example.com');
      expect((await api.events('Solo Farms')).map((e) => e.action)).toEqual(['member_left']);
    });

    it('an owner whose company has other users must hand it over first', async () => {
      expect((await api.invite(inviter, 'busy-owner@example.com')).statusCode).toBe(200);
      const res = await api.request('PUT', '/api/company_transfer_invitation_response', busyOwner, {
        acceptance_params: { response: 'accept', company_slug: 'transfer-farms' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.ownerOfOtherUsers] }] });
      expect((await api.me(busyOwner)).company.name).toBe('Busy Farms');
    });
  });

  describe('only the person invited answers an invitation', () => {
    let inviter: Headers;
    beforeAll(async () => {
      inviter = (await api.newCompany('Holder', { userLimit: 10 })).headers;
    });
    const transferAnswer = (headers: Headers, response: 'accept' | 'decline') =>
      api.request('PUT', '/api/company_transfer_invitation_response', headers, {
        acceptance_params: { response, company_slug: 'holder-farms' },
      });
    let phones = 0;
    const changeEmail = (headers: Headers, uid: string, email: string) =>
      api.request('PUT', '/api/members/user_detail', headers, {
        update_type: 'user_detail',
        uid,
        email,
        phone: `0412 777 ${String((phones += 1)).padStart(3, '0')}`,
        current_password: password,
      });

    it('completing sign-up through the link takes the invited email only', async () => {
      expect((await api.invite(inviter, 'pat@holder.test')).statusCode).toBe(200);
      const token = await api.invitationToken('pat@holder.test');
      const fields = { invitation_token: token, first_name: 'Pat', surname: 'Other', password };
      const other = await api.completeSignup({ ...fields, email: 'someone-else@holder.test' });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ errors: [{ field_name: 'email', messages: [m.notInvitedEmail] }] });
      expect(
        (await api.request('POST', '/api/auth/sign_in', {}, { email: 'someone-else@holder.test', password }))
          .statusCode,
      ).toBe(401);
      const invited = await api.completeSignup({ ...fields, email: ' Pat@Holder.test ' });
      expect(invited.statusCode).toBe(200);
      expect(invited.json().data).toMatchObject({ email: 'pat@holder.test', company: { name: 'Holder Farms' } });
    });

    it('a user who takes on the invited email afterwards can neither accept nor decline it', async () => {
      expect((await api.invite(inviter, 'newcomer@holder.test')).statusCode).toBe(200);
      const { email, headers } = await api.newCompany('Taker');
      expect((await changeEmail(headers, email, 'newcomer@holder.test')).statusCode).toBe(200);
      const taker = await api.signIn('newcomer@holder.test');
      expect((await api.me(taker)).invited_permissions).toBeNull();
      for (const response of ['accept', 'decline'] as const) {
        const res = await transferAnswer(taker, response);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ errors: [{ field_name: 'base', messages: [m.noTransferInvitation] }] });
      }
      expect((await api.me(taker)).company.name).toBe('Taker Farms');
      const list = (await api.request('GET', '/api/members/company_users', inviter)).json();
      const newcomer = list.company_users.find((u: { email: string }) => u.email === 'newcomer@holder.test');
      expect(newcomer.permissions).toMatchObject({ company_invitation_accepted_at: null });
    });

    it('a user whose email was invited keeps the invitation after changing their email; the next holder of the address gets none', async () => {
      const mover = await api.newCompany('Mover');
      expect((await api.invite(inviter, mover.email)).statusCode).toBe(200);
      expect((await changeEmail(mover.headers, mover.email, 'mover@elsewhere.test')).statusCode).toBe(200);
      const next = await api.newCompany('Next');
      expect((await changeEmail(next.headers, next.email, mover.email)).statusCode).toBe(200);
      const nextHolder = await api.signIn(mover.email);
      expect((await api.me(nextHolder)).invited_permissions).toBeNull();
      expect((await transferAnswer(nextHolder, 'accept')).statusCode).toBe(422);

      const moved = await api.signIn('mover@elsewhere.test');
      expect((await api.me(moved)).invited_permissions).toMatchObject({ company_slug: 'holder-farms' });
      const res = await transferAnswer(moved, 'accept');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email: 'mover@elsewhere.test', company: { name: 'Holder Farms' } });
    });
  });

  describe('changes at the same moment', () => {
    it('lets only as many invitations through as there are seats', async () => {
      const { headers } = await api.newCompany('Race');
      const results = await Promise.all(['a', 'b', 'c', 'd'].map((name) => api.invite(headers, `${name}@race.test`)));
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 403, 403]);
      expect((await api.request('GET', '/api/members/company_users', headers)).json().active_users).toBe(3);
    });

    it('makes one invitation when the same email is invited twice at once', async () => {
      const { headers } = await api.newCompany('Twice');
      const results = await Promise.all([
        api.invite(headers, 'same@twice.test'),
        api.invite(headers, 'same@twice.test'),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      expect(await api.outbox('same@twice.test')).toHaveLength(1);
    });
  });

  describe('expiry', () => {
    it('an invitation older than 7 days is the none state, and its seat is free', async () => {
      const { headers: owner } = await api.newCompany('Expiry');
      expect((await api.invite(owner, 'late@expiry.test')).statusCode).toBe(200);
      const token = await api.invitationToken('late@expiry.test');
      clock.advance(invitationValidMs);
      expect(
        (await api.request('GET', `/api/accept_invitation_and_complete_signup?invitation_token=${token}`)).json(),
      ).toEqual({ state: 'none' });
      const fresh = await api.signIn('expiry-owner@example.com');
      const list = (await api.request('GET', '/api/members/company_users', fresh)).json();
      expect(list.company_users).toHaveLength(1);
      expect((await api.invite(fresh, 'late@expiry.test')).statusCode).toBe(200);
    });
  });
});
