import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

const app = useDemoApp({ offline: false, timeout: 90_000 });

const newPage = () => app.newPage();

const main = (page: Page) => page.getByRole('main');

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(app.url('/'));
}

describe('sign up → sign in → menu → sign out', () => {
  it('takes a new grower from sign-up to the signed-in menu and back out', async () => {
    const page = await newPage();
    await page.goto('/signup?referral_code=FRIEND7&email=pat%40example.com');
    await expect.poll(() => main(page).getByLabel('Email').inputValue()).toBe('pat@example.com');
    expect(await main(page).getByLabel('Referral Code').inputValue()).toBe('FRIEND7');
    expect(await page.getByText('You are not logged in.').count()).toBe(0);

    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await main(page).getByText('First name is required').waitFor();
    expect(await main(page).getByText('Surname is required').isVisible()).toBe(true);
    expect(await main(page).getByText('Password is required').isVisible()).toBe(true);
    await saveScreenshots(page, 'signup-errors');

    await main(page).getByLabel('First Name').fill('Pat');
    await main(page).getByLabel('Surname').fill('Paddock');
    await main(page).getByLabel('Company/Organisation Name').fill('Paddock Pastoral');
    await main(page).getByLabel('Phone').fill('0412 345 678');
    await main(page).getByLabel('Password').fill('paddock-password');
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.waitForURL(app.url('/login'));
    await main(page).getByText('Your account has been created. Please log in.').waitFor();
    expect(await main(page).getByLabel('Email').inputValue()).toBe('pat@example.com');
    await main(page).getByLabel('Password').fill('paddock-password');
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(app.url('/'));
    await page.getByText('You are not logged in.').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const item of [
      'Map',
      'Sites List',
      'News & Alerts',
      'Growing Seasons',
      'My Account',
      'Logout',
      'Overview (opens in a new tab)',
    ]) {
      expect(await menu.getByRole('link', { name: item, exact: true }).isVisible(), item).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Sign Up', exact: true }).count()).toBe(0);
    await saveScreenshots(page, 'menu-signed-in');

    await menu.getByRole('link', { name: 'Logout', exact: true }).click();
    await page.waitForURL(app.url('/'));
    await page.getByText('You are not logged in.').waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'access-token')).toBeUndefined();
  });

  it('explains a taken email and company name as the spec says', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await main(page).getByLabel('First Name').fill('Pat');
    await main(page).getByLabel('Surname').fill('Paddock');
    await main(page).getByLabel('Company/Organisation Name').fill('Paddock Pastoral');
    await main(page).getByLabel('Email').fill('pat@example.com');
    await main(page).getByLabel('Password').fill('another-password');
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await main(page)
      .getByText(/The email address is already registered/)
      .waitFor();
    await main(page)
      .getByText(/'Paddock Pastoral_Pat_Paddock'/)
      .waitFor();
    await saveScreenshots(page, 'signup-taken');
  });

  it('shows a wrong password at form level with Sign Up as a link', async () => {
    const page = await newPage();
    await page.goto('/login');
    await main(page).getByLabel('Email').fill('pat@example.com');
    await main(page).getByLabel('Password').fill('not-the-password');
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    const alert = main(page).getByRole('alert').filter({ hasText: 'Invalid login credentials' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    await saveScreenshots(page, 'login-error');
  });

  it('returns to the page that asked for sign-in', async () => {
    const page = await newPage();
    await page.goto('/my/account/company_details');
    await main(page).getByText('Not Logged In').waitFor();
    await page.goto('/login');
    await main(page).getByLabel('Email').fill('pat@example.com');
    await main(page).getByLabel('Password').fill('paddock-password');
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(app.url('/my/account/company_details'));
  });

  it('keeps a grower signed in when a late answer refuses the session they had before', async () => {
    const page = await newPage();
    await logIn(page, 'pat@example.com', 'paddock-password');
    // The session that replaces this one, as signing in again elsewhere in the app would give.
    const signedInAgain = await fetch(app.url('/api/auth/sign_in'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pat@example.com', password: 'paddock-password' }),
    });
    const newerSession = ['access-token', 'client', 'uid', 'expiry'].map((name) => ({
      name,
      value: encodeURIComponent(signedInAgain.headers.get(name) ?? ''),
      url: app.url('/'),
    }));
    // The old session's next check is refused, and the answer arrives once the newer session is in place.
    // A check the app makes with the newer session goes to the server, which accepts it.
    const accessToken = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'access-token')?.value;
    const oldAccessToken = decodeURIComponent((await accessToken()) ?? '');
    await page.route('**/api/auth/validate_token', async (route) => {
      if (route.request().headers()['access-token'] !== oldAccessToken) return route.continue();
      await page.context().addCookies(newerSession);
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ field_name: 'base', messages: ['You need to sign in.'] }] }),
      });
    });
    const refusalHandled = page.waitForEvent('console', (message) =>
      message.text().includes('/auth/validate_token → 401'),
    );
    await page.reload();
    await refusalHandled;
    expect(await accessToken()).toBe(newerSession[0]?.value);

    await page.unroute('**/api/auth/validate_token');
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Logout', exact: true }).waitFor();
    expect(await page.getByText('You are not logged in.').count()).toBe(0);
  });

  it('keeps a grower signed in when the session check gets no answer (one bar of signal)', async () => {
    const page = await newPage();
    await logIn(page, 'pat@example.com', 'paddock-password');
    await page.route('**/api/auth/validate_token', (route) => route.abort('internetdisconnected'));
    const unanswered = page.waitForEvent('console', (message) =>
      message.text().includes('GET /auth/validate_token: no response'),
    );
    await page.reload();
    await unanswered;
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access-token')).toBe(true);

    await page.unroute('**/api/auth/validate_token');
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Logout', exact: true }).waitFor();
  });
});

describe('password reset through the demo outbox', () => {
  it('mails a single-use link that sets a new password', async () => {
    const page = await newPage();
    await page.goto('/password_reset');
    expect(await page.getByText('You are not logged in.').count()).toBe(0);
    await main(page).getByLabel('Email').fill('pat@example.com');
    await main(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await main(page).getByText('Your password reset request has been received.').waitFor();
    await saveScreenshots(page, 'password-reset-sent');

    const mails = (await (await fetch(app.url('/api/dev/outbox?to=pat%40example.com'))).json()) as Array<{
      subject: string;
      text: string;
    }>;
    expect(mails[0]?.subject).toBe('Reset your Mesonet password');
    const link = /https?:\/\/\S+\/new_password\?reset_password_token=\S+/.exec(mails[0]?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const path = new URL(link as string).pathname + new URL(link as string).search;

    await page.goto(path);
    await main(page)
      .getByLabel(/^Password/)
      .fill('fresh-password');
    await main(page).getByLabel('Re-enter Password').fill('fresh-password');
    await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await main(page).getByText('Your new password has been set.').waitFor();
    await saveScreenshots(page, 'new-password-set');

    await logIn(page, 'pat@example.com', 'fresh-password');
    expect(await page.getByText('You are not logged in.').count()).toBe(0);

    const second = await newPage();
    await second.goto(path);
    await main(second).getByText('Your request could not be accepted.').waitFor();
    expect(await main(second).getByRole('link', { name: 'Request a new password reset' }).isVisible()).toBe(true);
    await saveScreenshots(second, 'new-password-rejected');
  });
});
