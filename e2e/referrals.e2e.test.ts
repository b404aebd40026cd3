import { referralScreenTexts } from '@mesonet/shared/billing/referrals-view';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The Referrals screen (spec §2 "Referrals", §5, §8): a paid demo owner refers a new grower, who signs up,
// follows the emailed link and finds the code filled in. The steps build on each other, in order.

const poll = { timeout: 15_000, interval: 200 };
const referrer = 'standard@demo.test';
const newcomer = 'new-grower@example.com';
const newcomerPassword = 'paddock-password';

const app = useDemoApp({ env: { DEMO_STATIONS: '0' }, timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function openReferrals(page: Page, query = ''): Promise<void> {
  await page.goto(`/my/account/referrals${query}`);
  await main(page).getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
}

/** The link of the newest referral mail to `to`, as the invitee would follow it. */
async function mailedCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${app.server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = response.ok ? ((await response.json()) as Array<{ text: string }>) : [];
      code = /referral_code=([A-Z0-9]+)/.exec(mails[0]?.text ?? '')?.[1];
      return code;
    }, poll)
    .toBeTruthy();
  return code as string;
}

describe('referrals', () => {
  it('signed out: says to log in with the invited email address', async () => {
    const page = await app.newPage();
    await page.goto('/my/account/referrals?referral_code=ABCD2345');
    await main(page).getByText('Not Logged In').waitFor();
    expect(await main(page).textContent()).toContain(referralScreenTexts.logInNotice);
    await saveScreenshots(page, 'referrals-signed-out');
  });

  it('a paid owner refers a new grower: the emails must match, then the table shows the referral', async () => {
    const page = await app.newPage();
    await logIn(page, referrer, 'demo-password');
    await openReferrals(page);
    const section = main(page).getByRole('region', { name: 'Refer a new user' });
    await section.waitFor();
    expect(await main(page).getByText('You have not referred anyone yet.').count()).toBe(1);
    const send = section.getByRole('button', { name: 'Send Referral' });
    expect(await send.isDisabled()).toBe(true);

    await section.getByRole('textbox', { name: 'Email', exact: true }).fill(newcomer);
    await section.getByLabel('Retype Email').fill('someone-else@example.com');
    await send.click();
    await section.getByText('Email addresses must match').waitFor();

    await section.getByLabel('Retype Email').fill(newcomer);
    await send.click();
    await main(page).getByRole('status').filter({ hasText: 'Referral submitted!' }).waitFor();
    const table = main(page).getByRole('table', { name: 'Your referrals' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Status', 'Email', 'Referral date']);
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['Sent', newcomer]);
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await section.getByText('You can send 2 more of your 3.').count()).toBe(1);
    expect(await main(page).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/about/disclaimer',
    );
    await saveScreenshots(page, 'referrals-sent');
  });

  it('the new grower signs up, follows the emailed link, finds the code filled in and accepts it', async () => {
    const code = await mailedCode(newcomer);
    // Signed up without the code, as someone who did not use the link would.
    const signUp = await fetch(`${app.server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Nell',
        surname: 'Newgrower',
        company_name: 'Newgrower Orchards',
        phone: '',
        email: newcomer,
        password: newcomerPassword,
        password_confirmation: newcomerPassword,
      }),
    });
    expect(signUp.status).toBe(200);

    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await logIn(page, newcomer, newcomerPassword);
    await openReferrals(page, `?referral_code=${code}`);
    const section = main(page).getByRole('region', { name: 'Enter referral code' });
    await section.waitFor();
    expect(await section.getByLabel('Referral Code').inputValue()).toBe(code);
    // An unpaid company has nobody to refer yet: no table, no 'Refer a new user'.
    expect(await main(page).getByRole('table').count()).toBe(0);
    await saveScreenshots(page, 'referrals-enter-code');

    await section.getByLabel('Referral Code').fill('');
    await section.getByRole('button', { name: 'Accept Referral' }).click();
    await section.getByText('Referral code is required').waitFor();
    await section.getByLabel('Referral Code').fill(code);
    await section.getByRole('button', { name: 'Accept Referral' }).click();
    await main(page).getByRole('status').filter({ hasText: 'Referral accepted!' }).waitFor();
    const nextSteps = main(page).getByRole('region', { name: 'Next steps' });
    await nextSteps.waitFor();
    expect(await nextSteps.textContent()).toContain('Standard Demo');
    expect(await nextSteps.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/my/account/account_setup_checklist',
      '/my/account/plan_and_extras',
      '/my/account/payment_details',
    ]);
    await saveScreenshots(page, 'referrals-next-steps');
  });
});
