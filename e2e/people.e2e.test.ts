import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoPassword } from './support/demo-network';

// User management and invitations (spec §2 "Account area", "Authentication
// screens") on the demo accounts: allaccess@demo.test's company has agronomist@ (a member),
// removed@ (removed) and an unanswered invitation to contractor@, who owns a company of their own.
// The steps build on each other, in order.

const poll = { timeout: 15_000, interval: 200 };
const owner = 'allaccess@demo.test';
const member = 'agronomist@demo.test';
const newcomer = 'shearer@example.com';

const app = useDemoApp({ env: { DEMO_STATIONS: '0' }, timeout: 120_000 });
const newPage = () => app.newPage();

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function newestMail(to: string): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(`${app.server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      mails = response.ok ? ((await response.json()) as Mail[]) : [];
      return mails.length;
    }, poll)
    .toBeGreaterThan(0);
  return mails[0]!;
}

const main = (page: Page) => page.getByRole('main');
const usersList = (page: Page) => main(page).getByRole('list', { name: 'Users' });
const userRow = (page: Page, text: string) => usersList(page).getByRole('listitem').filter({ hasText: text });

/** Logs in and waits to leave the login screen (a removed member is sent on elsewhere). */
async function logIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function openUserManagement(page: Page): Promise<void> {
  await page.goto('/my/account/user_management');
  await main(page).getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
  await usersList(page).waitFor();
}

async function answerInvitation(page: Page, path: string, answer: 'Accept' | 'Decline'): Promise<string> {
  await page.goto(path);
  await main(page).getByRole('heading', { level: 1, name: 'Ownership Invitation' }).waitFor();
  const accept = main(page).getByRole('radio', { name: 'Accept' });
  await accept.waitFor();
  // Spec §2: Accept is chosen until the user picks Decline.
  expect(await accept.isChecked()).toBe(true);
  await main(page).getByRole('radio', { name: answer }).check();
  await main(page).getByRole('button', { name: 'Submit' }).click();
  const outcome = main(page).locator('.people__outcome');
  await outcome.waitFor();
  expect(await outcome.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  return (await outcome.getByRole('status').textContent()) ?? '';
}

describe('user management and invitations', () => {
  it('lists the company: owner and [Me] rows fixed, invitations not yet accepted, removed members left out', async () => {
    const page = await newPage();
    await logIn(page, owner);
    await openUserManagement(page);

    await expect.poll(() => usersList(page).getByRole('listitem').count(), poll).toBe(3);
    const me = userRow(page, owner);
    expect(await me.textContent()).toContain('[Me]');
    expect(await me.textContent()).toContain('Account Owner');
    expect(await me.getByRole('link').count()).toBe(0);
    expect(await userRow(page, 'Morgan Agronomist').getByRole('link').getAttribute('href')).toBe(
      '/my/account/user_management/edit/agronomist%40demo.test',
    );
    expect(await userRow(page, 'contractor@demo.test').textContent()).toContain('[Not yet accepted]');
    expect(await usersList(page).getByText('removed@demo.test').count()).toBe(0);
    expect(await main(page).getByText('3 of 5 users').count()).toBe(1);
    await saveScreenshots(page, 'people-list');
    await page.context().close();
  });

  it('invites a new user, who completes sign-up through the mailed link, logs in and is listed', async () => {
    const page = await newPage();
    await logIn(page, owner);
    await openUserManagement(page);
    await main(page).getByRole('link', { name: 'Invite New User' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Invite New User' }).waitFor();

    const send = main(page).getByRole('button', { name: 'Send Invitation' });
    expect(await send.isDisabled()).toBe(true);
    for (const label of ['Home Location and Growing Seasons', 'Account and Billing', 'User Management']) {
      expect(await main(page).getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    }
    await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(newcomer);
    await main(page).getByLabel('Retype Email').fill('shearer@example.org');
    await send.click();
    await main(page).getByText('Email addresses must match').waitFor();
    await main(page).getByRole('checkbox', { name: 'Account and Billing' }).uncheck();
    await saveScreenshots(page, 'people-invite');

    await main(page).getByLabel('Retype Email').fill(newcomer);
    await send.click();
    await page.waitForURL(app.url('/my/account/user_management'));
    await main(page).getByText(`An invitation to join your company has been sent to ${newcomer}.`).waitFor();
    await expect.poll(() => userRow(page, newcomer).textContent(), poll).toContain('[Not yet accepted]');
    await page.context().close();

    const mail = await newestMail(newcomer);
    const link = /http\S+\/complete_signup\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const invitee = await newPage();
    await invitee.goto(new URL(link!).pathname + new URL(link!).search);
    await main(invitee).getByRole('heading', { level: 1, name: 'Complete Sign Up' }).waitFor();
    await main(invitee).getByText('All Access Demo Agronomy').waitFor();
    expect(await main(invitee).getByLabel('Email').inputValue()).toBe(newcomer);
    await main(invitee).getByRole('button', { name: 'Complete Sign Up' }).click();
    await main(invitee).getByText('First name is required').waitFor();
    await saveScreenshots(invitee, 'people-complete-signup');
    await main(invitee).getByLabel('First Name').fill('Sam');
    await main(invitee).getByLabel('Surname').fill('Shearer');
    await main(invitee).getByLabel('Password').fill('paddock-password');
    await main(invitee).getByRole('button', { name: 'Complete Sign Up' }).click();
    await invitee.waitForURL(app.url('/login'));
    await main(invitee).getByText('Your account has been created. Please log in.').waitFor();
    expect(await main(invitee).getByLabel('Email').inputValue()).toBe(newcomer);
    await main(invitee).getByLabel('Password').fill('paddock-password');
    await main(invitee).getByRole('button', { name: 'Login', exact: true }).click();
    await invitee.waitForURL(app.url('/'));

    // The link is spent: opening it again is the 'none' state, not an error page.
    await invitee.goto(new URL(link!).pathname + new URL(link!).search);
    await main(invitee)
      .getByText('There is no invitation for this link. It may have expired or already been used.')
      .waitFor();
    await saveScreenshots(invitee, 'people-complete-signup-used-link');
    await invitee.context().close();

    const ownerPage = await newPage();
    await logIn(ownerPage, owner);
    await openUserManagement(ownerPage);
    await expect.poll(() => userRow(ownerPage, 'Sam Shearer').count(), poll).toBe(1);
    expect(await userRow(ownerPage, 'Sam Shearer').textContent()).not.toContain('[Not yet accepted]');

    // Their permissions as invited (Account and Billing unticked), then changed on the edit view.
    await userRow(ownerPage, 'Sam Shearer').getByRole('link').click();
    await main(ownerPage).getByRole('heading', { level: 1, name: 'Edit User' }).waitFor();
    expect(await main(ownerPage).getByRole('checkbox', { name: 'Account and Billing' }).isChecked()).toBe(false);
    await main(ownerPage).getByRole('checkbox', { name: 'Account and Billing' }).check();
    await main(ownerPage).getByRole('button', { name: 'Update Permissions' }).click();
    await main(ownerPage).getByText(`The permissions of ${newcomer} have been updated.`).waitFor();
    expect(await main(ownerPage).getByRole('link', { name: '« Back to User Management' }).getAttribute('href')).toBe(
      '/my/account/user_management',
    );
    await saveScreenshots(ownerPage, 'people-edit');
    await ownerPage.context().close();
  });

  it('hands ownership over: the member declines, then accepts a second invitation', async () => {
    const ownerPage = await newPage();
    await logIn(ownerPage, owner);
    await ownerPage.goto(`/my/account/user_management/edit/${encodeURIComponent(member)}`);
    const makeOwner = main(ownerPage).getByRole('button', { name: 'Make Account Owner' });
    await makeOwner.click();
    await main(ownerPage).getByText(`An invitation to become the account owner has been sent to ${member}.`).waitFor();
    // Spec §2: the main form is hidden once the invitation is sent.
    expect(await main(ownerPage).getByRole('button', { name: 'Update Permissions' }).count()).toBe(0);
    expect((await newestMail(member)).subject).toBe(
      'Alex Demo asked you to become the account owner of All Access Demo Agronomy',
    );

    const memberPage = await newPage();
    await logIn(memberPage, member);
    await memberPage.goto('/company_ownership_invitation');
    await main(memberPage)
      .getByText('You have been invited to become the account owner of All Access Demo Agronomy.')
      .waitFor();
    await saveScreenshots(memberPage, 'people-ownership-invitation');
    expect(await answerInvitation(memberPage, '/company_ownership_invitation', 'Decline')).toBe(
      'You have declined the invitation to become the account owner of All Access Demo Agronomy.',
    );
    await memberPage.goto('/company_ownership_invitation');
    await main(memberPage).getByText('There is no ownership invitation waiting for your answer.').waitFor();

    await ownerPage.reload();
    await main(ownerPage).getByRole('button', { name: 'Make Account Owner' }).click();
    await main(ownerPage).getByText(`An invitation to become the account owner has been sent to ${member}.`).waitFor();
    expect(await answerInvitation(memberPage, '/company_ownership_invitation', 'Accept')).toBe(
      'You are now the account owner of All Access Demo Agronomy.',
    );
    await saveScreenshots(memberPage, 'people-ownership-accepted');
    await memberPage.goto('/company_ownership_invitation');
    await main(memberPage)
      .getByText('You have already accepted ownership of All Access Demo Agronomy: you are its account owner.')
      .waitFor();

    // The new owner's list: their own row is '[Me]' and the owner; the previous owner is a member now.
    await openUserManagement(memberPage);
    const me = userRow(memberPage, member);
    await expect.poll(() => me.textContent(), poll).toContain('Account Owner');
    expect(await me.textContent()).toContain('[Me]');
    expect(await userRow(memberPage, owner).getByRole('link').count()).toBe(1);
    await memberPage.context().close();
    await ownerPage.context().close();
  });

  it('sends a removed member to create a company of their own, which they then own', async () => {
    const page = await newPage();
    await logIn(page, 'removed@demo.test');
    // Spec §2: removed members are redirected after a second.
    await page.waitForURL(app.url('/create_new_company_account'));
    await main(page).getByRole('heading', { level: 1, name: 'Create New Company Account' }).waitFor();
    const submit = main(page).getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await main(page).getByLabel('Company/Organisation Name').fill('All Access Demo Agronomy');
    await submit.click();
    await main(page)
      .getByText('Company/Organisation Name is already in use. Please use a different Company/Organisation Name.')
      .waitFor();
    await saveScreenshots(page, 'people-new-company');

    await main(page).getByLabel('Company/Organisation Name').fill('Remy Consulting');
    await submit.click();
    const outcome = main(page).locator('.people__outcome');
    await outcome.getByText('Remy Consulting has been created, and you are its account owner.').waitFor();
    expect(await outcome.getByRole('link', { name: 'complete your company details' }).getAttribute('href')).toBe(
      '/my/account/company_details',
    );
    await saveScreenshots(page, 'people-new-company-created');

    // No longer removed: no redirect, and the page says it is not needed.
    await page.goto('/create_new_company_account');
    await main(page)
      .getByText('Creating a new company account is only needed after you have been removed from a company.')
      .waitFor();
    // The new company has no plan yet: user management says so.
    await page.goto('/my/account/user_management');
    await main(page).getByText('This feature is only available when a billing plan has been selected.').waitFor();
    expect(page.url()).toBe(app.url('/my/account/user_management'));
    await page.context().close();
  });

  it('lets contractor@ join the company they were invited to, and fills the company to its limit', async () => {
    const page = await newPage();
    await logIn(page, 'contractor@demo.test');
    await page.goto('/company_transfer_invitation');
    await main(page).getByText('You have been invited to join All Access Demo Agronomy.').waitFor();
    await saveScreenshots(page, 'people-transfer-invitation');
    expect(await answerInvitation(page, '/company_transfer_invitation', 'Accept')).toBe(
      'You have joined All Access Demo Agronomy.',
    );
    await page.goto('/company_transfer_invitation');
    await main(page).getByText('You have already accepted the invitation to join All Access Demo Agronomy.').waitFor();
    await page.context().close();

    // The company now holds four of five users; one more invitation reaches the limit.
    const ownerPage = await newPage();
    await logIn(ownerPage, member);
    await openUserManagement(ownerPage);
    await expect
      .poll(() => userRow(ownerPage, 'Casey Contractor').textContent(), poll)
      .not.toContain('[Not yet accepted]');
    expect(await main(ownerPage).getByText('4 of 5 users').count()).toBe(1);
    await main(ownerPage).getByRole('link', { name: 'Invite New User' }).click();
    await main(ownerPage).getByRole('textbox', { name: 'Email', exact: true }).fill('picker@example.com');
    await main(ownerPage).getByLabel('Retype Email').fill('picker@example.com');
    await main(ownerPage).getByRole('button', { name: 'Send Invitation' }).click();
    await main(ownerPage)
      .getByText('An invitation to join your company has been sent to picker@example.com.')
      .waitFor();
    await main(ownerPage).getByText('You have invited the maximum number of users.').waitFor();
    expect(await main(ownerPage).getByRole('button', { name: 'Invite New User' }).isDisabled()).toBe(true);
    await saveScreenshots(ownerPage, 'people-list-full');

    // Delete User cancels the invitation after a confirmation, and the button comes back.
    await userRow(ownerPage, 'picker@example.com').getByRole('link').click();
    await main(ownerPage).getByRole('button', { name: 'Delete User' }).click();
    const dialog = ownerPage.getByRole('alertdialog', { name: 'Delete User' });
    await dialog.waitFor();
    await saveScreenshots(ownerPage, 'people-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await main(ownerPage).getByText('The invitation to picker@example.com has been cancelled.').waitFor();
    expect(await main(ownerPage).getByRole('button', { name: 'Delete User' }).count()).toBe(0);
    await main(ownerPage).getByRole('link', { name: '« Back to User Management' }).click();
    await main(ownerPage).getByRole('link', { name: 'Invite New User' }).waitFor();
    await ownerPage.context().close();
  });

  it('tells a visitor to log in on the invitation screens', async () => {
    const page = await newPage();
    await page.goto('/company_ownership_invitation');
    await main(page).getByText('You are not logged in.').waitFor();
    expect(await main(page).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await page.goto('/company_transfer_invitation');
    await main(page).getByText('Please log in to answer your invitation to join a company.').waitFor();
    await page.goto('/complete_signup?invitation_token=not-a-real-token&email=x%40example.com');
    await main(page)
      .getByText('There is no invitation for this link. It may have expired or already been used.')
      .waitFor();
    await page.context().close();
  });
});
