import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The account area (spec §2 "Account area"): the frame, the setup
// checklist a fresh sign-up works through, company details, the survey and the user's own details.

const poll = { timeout: 20_000, interval: 250 };
const password = 'paddock-password';

// The survey offers our own stations: the tests wait until the demo network has put them in place.
const app = useDemoApp({ waitFor: 'stations', timeout: 120_000 });
const newPage = () => app.newPage();

const main = (page: Page) => page.getByRole('main');
const accountMenu = (page: Page) => main(page).getByRole('navigation', { name: 'Account' });
const menuLabels = (page: Page) => accountMenu(page).getByRole('listitem').allTextContents();
const nextStepLinks = (page: Page) => main(page).locator('.next-step-banner').getByRole('link');
const submit = (page: Page, name = 'Submit') => main(page).getByRole('button', { name, exact: true });
const isDisabled = (button: Locator) => button.isDisabled();

async function signUpAndLogIn(page: Page, email: string, phone: string, companyName: string): Promise<void> {
  await page.goto('/signup');
  await main(page).getByLabel('First Name').fill('Robin');
  await main(page).getByLabel('Surname').fill('Rowe');
  await main(page).getByLabel('Company/Organisation Name').fill(companyName);
  await main(page).getByLabel('Phone').fill(phone);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await submit(page, 'Sign Up').click();
  await page.waitForURL(app.url('/login'));
  // The URL changes before the login screen replaces the sign-up form: wait for the screen's own text.
  await main(page).getByText('Your account has been created. Please log in.').waitFor();
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(app.url('/'));
}

describe('account frame', () => {
  it("says 'Not Logged In' to a visitor on every account screen", async () => {
    const page = await newPage();
    for (const [path, title] of [
      ['/my/account', 'My Account'],
      ['/my/account/account_setup_checklist', 'Account Setup Checklist'],
      ['/my/account/update_user_details', 'Update User Profile'],
    ] as const) {
      await page.goto(path);
      await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await main(page).getByText('Not Logged In', { exact: true }).isVisible()).toBe(true);
      expect(await accountMenu(page).count()).toBe(0);
    }
    await saveScreenshots(page, 'account-not-logged-in');
    await page.context().close();
  });

  it('shows the owner every account page, and opens Company Details filled in after its loading overlay', async () => {
    const owner = await newPage();
    await app.logIn(owner, 'allaccess@demo.test');
    await owner.goto('/my/account');
    await main(owner).getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await main(owner).getByText('Welcome, Alex.').waitFor();
    expect(await menuLabels(owner)).toEqual([
      'Account Setup Checklist',
      'Company Details',
      'Plan and Extras',
      'Payment Details',
      'User Survey',
      'Start Trial or Billing',
      'User Management',
      'Update User Profile',
      'Referrals',
    ]);
    // Account setup is complete: no 'Next Step' anywhere.
    await owner.goto('/my/account/account_setup_checklist');
    await main(owner).getByRole('list', { name: 'Account setup steps' }).waitFor();
    expect(await nextStepLinks(owner).count()).toBe(0);
    expect(
      await main(owner)
        .getByRole('list', { name: 'Account setup steps' })
        .locator('.setup-checklist__state')
        .allTextContents(),
    ).toEqual(['Done', 'Done', 'Done', 'Done', 'Done']);
    await saveScreenshots(owner, 'account-owner-checklist');

    // The overlay covers the screen while its data loads; the form opens filled in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await owner.route('**/api/members/company_details', async (route) => {
      await held;
      await route.continue();
    });
    await accountMenu(owner).getByRole('link', { name: 'Company Details' }).click();
    await main(owner).getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    expect(await main(owner).locator('[aria-busy="true"]').count()).toBe(1);
    await saveScreenshots(owner, 'account-loading');
    release();
    await expect
      .poll(() => main(owner).getByLabel('Company/Organisation Name').inputValue(), poll)
      .toBe('All Access Demo Agronomy');
    expect(await main(owner).getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(0);
    expect(await main(owner).getByLabel('State').inputValue()).toBe('SA');
    await owner.context().close();
  });

  it('shows a member only what their permissions open', async () => {
    const member = await newPage();
    await app.logIn(member, 'agronomist@demo.test');
    await member.goto('/my/account');
    await main(member).getByText('Welcome, Morgan.').waitFor();
    expect(await menuLabels(member)).toEqual(['User Management', 'Update User Profile', 'Referrals']);
    await saveScreenshots(member, 'account-member-index');

    await member.goto('/my/account/company_details');
    await main(member).getByText('You do not have permission to do this.').waitFor();
    await saveScreenshots(member, 'account-member-not-permitted');

    // Referrals is open to every member (spec §2): a paid company's member may refer a new user.
    await accountMenu(member).getByRole('link', { name: 'Referrals' }).click();
    await main(member).getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    await main(member).getByRole('heading', { level: 2, name: 'Refer a new user' }).waitFor();
    expect(await accountMenu(member).getByRole('link', { name: 'Referrals' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await main(member).getByLabel('Company/Organisation Name').count()).toBe(0);
    expect(await menuLabels(member)).toEqual(['User Management', 'Update User Profile', 'Referrals']);
    await member.context().close();
  });
});

describe('account setup for a fresh sign-up', () => {
  it('walks the checklist: company details, then the survey, with the next step following', async () => {
    const page = await newPage();
    await signUpAndLogIn(page, 'robin@example.com', '0412 345 678', 'Rowe Cropping');

    await page.goto('/my/account/account_setup_checklist');
    await main(page).getByRole('heading', { level: 1, name: 'Account Setup Checklist' }).waitFor();
    const steps = main(page).getByRole('list', { name: 'Account setup steps' });
    await expect
      .poll(() => nextStepLinks(page).allTextContents(), poll)
      .toEqual(['Complete Your Company Details', 'Complete Your Company Details']);
    expect(await steps.locator('.setup-checklist__state').allTextContents()).toEqual([
      'Next step',
      'Not done yet',
      'Not done yet',
      'Not done yet',
      'Not done yet',
    ]);
    await saveScreenshots(page, 'account-checklist-fresh');

    // The banner's link opens the step, whose own screen shows no banner.
    await nextStepLinks(page).first().click();
    await page.waitForURL(app.url('/my/account/company_details'));
    const name = main(page).getByLabel('Company/Organisation Name');
    await expect.poll(() => name.inputValue(), poll).toBe('Rowe Cropping');
    expect(await nextStepLinks(page).count()).toBe(0);
    expect(await isDisabled(submit(page))).toBe(true);

    // Spec §8: a name another company has.
    await name.fill('Free Demo Farm');
    await main(page).getByLabel('ABN').fill('51 824 753');
    await main(page).getByRole('textbox', { name: 'Address', exact: true }).fill('4 Silo Road');
    await main(page).getByLabel('Locality').fill('Clare');
    await main(page).getByLabel('Postcode').fill('5453');
    expect(await isDisabled(submit(page))).toBe(true);
    await main(page).getByLabel('State').selectOption('SA');
    expect(await isDisabled(submit(page))).toBe(false);
    await submit(page).click();
    await main(page).getByText('ABN is too short').waitFor();
    await saveScreenshots(page, 'account-company-details-error');

    await main(page).getByLabel('ABN').fill('51 824 753 556');
    await submit(page).click();
    await main(page)
      .getByText('Company/Organisation Name is already in use. Please use a different Company/Organisation Name.')
      .waitFor();
    await name.fill('Rowe Cropping');

    await main(page).getByLabel('ABN').fill('51 824 753 556');
    await submit(page).click();
    await main(page).getByText('Your company details have been saved.').waitFor();
    await expect
      .poll(() => nextStepLinks(page).allTextContents(), poll)
      .toEqual(['Select a Billing Plan', 'Select a Billing Plan']);
    expect(await isDisabled(submit(page))).toBe(true);
    await saveScreenshots(page, 'account-company-details-saved');

    // Opened again, the form shows what was saved (ABN without its spaces).
    await page.reload();
    await expect.poll(() => main(page).getByLabel('ABN').inputValue(), poll).toBe('51824753556');
    expect(await main(page).getByLabel('State').inputValue()).toBe('SA');

    await accountMenu(page).getByRole('link', { name: 'User Survey' }).click();
    await page.waitForURL(app.url('/my/account/user_survey'));
    const station = main(page).getByLabel('Main Weather Station of Interest');
    await expect.poll(() => station.locator('option').count(), poll).toBeGreaterThan(10);
    expect(await nextStepLinks(page).allTextContents()).toEqual(['Select a Billing Plan', 'Select a Billing Plan']);
    expect(await isDisabled(submit(page))).toBe(true);
    await saveScreenshots(page, 'account-survey-empty');

    await main(page).getByLabel('Age').selectOption('36-45');
    await main(page).getByLabel('Gender').selectOption('Female');
    await main(page).getByLabel('Occupation or Industry').fill('Grain grower');
    await station.selectOption('Saddleworth');
    await main(page).getByLabel('Main Use of Mesonet').fill('Deciding when it is safe to spray');
    await main(page).getByLabel('Where Did You Hear About Us?').selectOption('Social Media');
    await main(page).getByRole('checkbox', { name: 'Instagram' }).check();
    await main(page).getByRole('checkbox', { name: 'Facebook' }).check();
    expect(await isDisabled(submit(page))).toBe(false);
    await submit(page).click();
    await main(page).getByText('Thank you for completing the user survey.').waitFor();
    await saveScreenshots(page, 'account-survey-saved');

    await page.reload();
    await expect.poll(() => station.inputValue(), poll).toBe('Saddleworth');
    expect(await main(page).getByRole('checkbox', { name: 'Facebook' }).isChecked()).toBe(true);
    expect(await main(page).getByRole('checkbox', { name: 'Instagram' }).isChecked()).toBe(true);
    expect(await main(page).getByRole('checkbox', { name: 'TikTok' }).isChecked()).toBe(false);

    await accountMenu(page).getByRole('link', { name: 'Account Setup Checklist' }).click();
    await expect
      .poll(() => steps.locator('.setup-checklist__state').allTextContents(), poll)
      .toEqual(['Done', 'Next step', 'Not done yet', 'Done', 'Not done yet']);
    await page.context().close();
  });
});

describe('update user profile', () => {
  it('updates the phone, asks for the current password with a new email, refuses an address someone else has, and asks for a new login after an email change', async () => {
    const page = await newPage();
    await signUpAndLogIn(page, 'sam@example.com', '0412 000 111', 'Sam Pastoral');
    await page.goto('/my/account/update_user_details');
    const email = main(page).getByLabel('Email');
    const phone = main(page).getByLabel('Phone');
    await expect.poll(() => email.inputValue(), poll).toBe('sam@example.com');
    expect(await isDisabled(submit(page, 'Update'))).toBe(true);

    await phone.fill('0423 456 789');
    await submit(page, 'Update').click();
    await main(page).getByText('Updated Success').waitFor();
    await main(page).getByText('You have updated your detail successfully!').waitFor();
    expect(await isDisabled(submit(page, 'Update'))).toBe(true);
    await saveScreenshots(page, 'account-user-details-updated');

    // A new email is the login: 'Current password' appears with it, and Update waits for it.
    const currentPassword = main(page).getByLabel('Current password');
    expect(await currentPassword.count()).toBe(0);
    await email.fill('free@demo.test');
    await currentPassword.waitFor();
    expect(await isDisabled(submit(page, 'Update'))).toBe(true);
    await currentPassword.fill('not-my-password');
    await submit(page, 'Update').click();
    await main(page).getByText('Current password is not correct').waitFor();
    await expect.poll(() => currentPassword.evaluate((element) => element === document.activeElement), poll).toBe(true);
    expect(await currentPassword.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshots(page, 'account-user-details-current-password');
    await email.fill(' SAM@example.com ');
    await currentPassword.waitFor({ state: 'detached' });
    await email.fill('free@demo.test');
    await currentPassword.fill(password);
    await submit(page, 'Update').click();
    const refused = page.getByRole('alertdialog', { name: 'Invalid Email Address' });
    await refused.waitFor();
    await refused
      .getByText('The new email address is registered to a different user. Please enter a different email address.')
      .waitFor();
    await saveScreenshots(page, 'account-user-details-email-taken');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => email.evaluate((element) => element === document.activeElement), poll).toBe(true);

    await email.fill('sam.rowe@example.com');
    await submit(page, 'Update').click();
    const changed = page.getByRole('dialog', { name: 'Updated Success' });
    await changed
      .getByText('Your email address has changed: please log in again with your new email address.')
      .waitFor();
    await main(page).getByText('Not Logged In', { exact: true }).waitFor();
    await saveScreenshots(page, 'account-user-details-email-changed');
    await changed.getByRole('button', { name: 'Log In Again' }).click();
    await page.waitForURL(app.url('/login'));
    await main(page).getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await main(page).getByLabel('Email').inputValue()).toBe('sam.rowe@example.com');
    await main(page).getByLabel('Password').fill(password);
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(app.url('/my/account/update_user_details'));
    await expect.poll(() => email.inputValue(), poll).toBe('sam.rowe@example.com');
    await page.context().close();
  });
});
