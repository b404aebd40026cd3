import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoPassword, signUpThroughApi } from './support/demo-network';

// In every form a field left empty or invalid shows its
// exact message, next to it, as soon as the grower leaves it, and again on a submit attempt, which
// moves the cursor to the first field to correct. A disabled Submit never hides the reason.

const poll = { timeout: 15_000, interval: 100 };
// The machine is shared and slow: each test logs in and walks a screen or two.
const walksScreens = { timeout: 120_000 };

// The survey and the plan form offer our own stations: the tests wait until they are in place.
const app = useDemoApp({ waitFor: 'stations', timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

interface Mail {
  text: string;
}

/** The link of the newest mail to `to` that matches `pattern`, as a path the page can open. */
async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(app.url(`/api/dev/outbox?to=${encodeURIComponent(to)}`));
      const mails = response.ok ? ((await response.json()) as Mail[]) : [];
      link = pattern.exec(mails[0]?.text ?? '')?.[0];
      return link;
    }, poll)
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The messages a screen reader reads with the field: the alerts its aria-describedby names, as shown. */
function describedMessages(field: Locator): Promise<string[]> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((note): note is HTMLElement => note?.getAttribute('role') === 'alert' && note.checkVisibility())
      .map((note) => note.textContent ?? ''),
  );
}

/** The field shows exactly `message` in an alert next to it, and is marked invalid. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect.poll(() => describedMessages(field), poll).toEqual([message]);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const alerts = field.page().getByRole('alert').filter({ hasText: message });
  expect(await alerts.first().isVisible()).toBe(true);
}

async function expectNoMessage(field: Locator): Promise<void> {
  await expect.poll(() => describedMessages(field), poll).toEqual([]);
}

/** Focuses the field, gives it `value` (none: leaves it as it is) and tabs on, as a grower leaves it. */
async function leave(field: Locator, value?: string): Promise<void> {
  await field.focus();
  if (value !== undefined) await field.fill(value);
  await field.press('Tab');
}

/** Leaving the field with `value` (none: as it is) shows `message` next to it. */
async function expectOnLeaving(field: Locator, value: string | undefined, message: string): Promise<void> {
  await leave(field, value);
  await expectMessage(field, message);
}

const hasFocus = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** Pressing `submit` shows each field's message, and the cursor goes to the first of the fields. */
async function expectOnSubmit(submit: Locator, shown: Array<[Locator, string]>): Promise<void> {
  await submit.click();
  for (const [field, message] of shown) await expectMessage(field, message);
  await expect.poll(() => hasFocus(shown[0]![0]), poll).toBe(true);
}

/** A page of its own, logged in as `email` (none: signed out), at `path`. */
async function openAs(email: string | null, path: string): Promise<Page> {
  const page = await app.newPage();
  if (email) {
    await page.goto('/login');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password').fill('demo-password');
    await button(main(page), 'Login').click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }
  await page.goto(path);
  return page;
}

describe('account forms', walksScreens, () => {
  it('company details: clearing the name and tabbing on says why Submit stays grey', async () => {
    const page = await openAs('farm@demo.test', '/my/account/company_details');
    const name = main(page).getByLabel('Company/Organisation Name');
    await expect.poll(() => name.inputValue(), poll).not.toBe('');
    const submit = button(main(page), 'Submit');

    await expectOnLeaving(name, '', 'Company/Organisation Name is required');
    expect(await submit.isDisabled()).toBe(true);
    await saveScreenshots(page, 'form-validation-company-details');

    // The message follows the typing once shown: too short, then gone.
    await name.fill('Ab');
    await expectMessage(name, 'Company/Organisation Name is too short');
    await name.fill('Abbott Farms');
    await expectNoMessage(name);

    const address = main(page).getByRole('textbox', { name: 'Address', exact: true });
    await expectOnLeaving(address, '12', 'Address is too short');
    await expectOnLeaving(main(page).getByLabel('Locality'), 'X', 'Locality is too short');
    await expectOnLeaving(main(page).getByLabel('Postcode'), '50', 'Postcode is too short');
    await expectOnLeaving(main(page).getByLabel('ABN'), '123', 'ABN is too short');

    // Filled and changed, Submit is open: pressing it keeps every message and goes to the first.
    await name.fill('Ab');
    await expectOnSubmit(submit, [
      [name, 'Company/Organisation Name is too short'],
      [address, 'Address is too short'],
    ]);
    await page.context().close();
  });

  it('survey: a required answer cleared says so when left', async () => {
    const page = await openAs('farm@demo.test', '/my/account/user_survey');
    const occupation = main(page).getByLabel('Occupation or Industry');
    await expect.poll(() => occupation.inputValue(), poll).not.toBe('');
    await expectOnLeaving(occupation, '', 'Occupation or industry is required');
    await expectOnLeaving(main(page).getByLabel('Main Use of Mesonet'), '', 'Main use is required');
    const age = main(page).getByLabel('Age');
    await age.selectOption('');
    await expectOnLeaving(age, undefined, 'Age is required');
    expect(await button(main(page), 'Submit').isDisabled()).toBe(true);
    await page.context().close();
  });

  it('new company name: says what is missing before and after Submit', async () => {
    const page = await openAs('removed@demo.test', '/create_new_company_account');
    const name = main(page).getByLabel('Company/Organisation Name');
    await expectOnLeaving(name, undefined, 'Company/Organisation Name is required');
    await name.fill('Ab');
    await expectMessage(name, 'Company/Organisation Name is too short');
    await expectOnLeaving(name, '', 'Company/Organisation Name is required');
    await name.fill('Ab');
    await expectOnSubmit(button(main(page), 'Submit'), [[name, 'Company/Organisation Name is too short']]);
    await page.context().close();
  });

  it('invite user, then complete sign-up from the mailed link', async () => {
    const page = await openAs('allaccess@demo.test', '/my/account/user_management/invite');
    const email = main(page).getByRole('textbox', { name: 'Email', exact: true });
    const retype = main(page).getByLabel('Retype Email');
    await expectOnLeaving(email, undefined, 'Email address is required');
    await expectOnLeaving(email, 'shearer.example.com', 'Must be a valid email address');
    await expectOnLeaving(retype, undefined, 'Email addresses must match');
    await email.fill('shearer@example.com');
    await expectNoMessage(email);
    await expectOnLeaving(retype, 'shearer@example.org', 'Email addresses must match');
    await expectOnSubmit(button(main(page), 'Send Invitation'), [[retype, 'Email addresses must match']]);
    await retype.fill('shearer@example.com');
    await button(main(page), 'Send Invitation').click();
    await page.waitForURL(app.url('/my/account/user_management'));
    await page.context().close();

    const invitee = await openAs(null, await mailedLink('shearer@example.com', /http\S+\/complete_signup\?\S+/));
    const firstName = main(invitee).getByLabel('First Name');
    const surname = main(invitee).getByLabel('Surname');
    await expectOnLeaving(firstName, undefined, 'First name is required');
    await expectOnLeaving(surname, undefined, 'Surname is required');
    await expectOnLeaving(main(invitee).getByLabel('Email'), 'shearer@', 'Must be a valid email address');
    await expectOnLeaving(main(invitee).getByLabel('Password'), 'short', 'Password is too short');
    await firstName.fill('Sam');
    await expectOnSubmit(button(main(invitee), 'Complete Sign Up'), [[surname, 'Surname is required']]);
    await invitee.context().close();
  });
});

describe('billing forms', walksScreens, () => {
  it('payment: leaving the card boxes incomplete says so, as does the name on card', async () => {
    // Every demo company has a card on file; the card boxes are a new grower's first sight of the page.
    await signUpThroughApi(app.server, {
      email: 'casey.card@example.com',
      password: demoPassword,
      companyName: 'Card Check Cropping',
      firstName: 'Casey',
      surname: 'Card',
    });
    const page = await openAs('casey.card@example.com', '/my/account/payment_details');
    const cardNumber = main(page).getByLabel('Card Number');
    await leave(cardNumber, '4242 4242');
    await main(page).getByLabel('Expiry (MM/YY)').press('Tab');
    await main(page).getByLabel('CVC').press('Tab');
    await expectMessage(cardNumber, 'Credit Card details must be completed');
    const nameOnCard = main(page).getByLabel('Name on Card');
    await expectOnLeaving(nameOnCard, undefined, 'Name on card is required');

    await main(page).getByLabel('Address same as company address').uncheck();
    const address = main(page).getByRole('textbox', { name: 'Address', exact: true });
    await expectOnLeaving(address, '12', 'Address is too short');

    await expectOnSubmit(button(main(page), 'Save Card Details'), [
      [cardNumber, 'Credit Card details must be completed'],
      [nameOnCard, 'Name on card is required'],
      [address, 'Address is too short'],
    ]);
    await page.context().close();
  });

  it("plan: premium without its station says 'Selected AWS is required'", async () => {
    const page = await openAs('free@demo.test', '/my/account/plan_and_extras');
    await button(main(page), 'Change Plan').click();
    await main(page)
      .getByRole('radio', { name: /Premium Bundle/ })
      .check();
    const station = main(page).getByLabel('Selected AWS');
    await expect.poll(() => station.locator('option').count(), poll).toBeGreaterThan(10);
    await expectOnLeaving(station, undefined, 'Selected AWS is required');
    await station.selectOption({ label: 'Saddleworth' });
    await expectNoMessage(station);
    await station.selectOption('');
    await expectOnSubmit(button(main(page), 'Submit'), [[station, 'Selected AWS is required']]);
    await page.context().close();
  });

  it('referral email: the rules of the invitation, when each box is left', async () => {
    const page = await openAs('standard@demo.test', '/my/account/referrals');
    const section = main(page).getByRole('region', { name: 'Refer a new user' });
    const email = section.getByRole('textbox', { name: 'Email', exact: true });
    const retype = section.getByLabel('Retype Email');
    await expectOnLeaving(email, undefined, 'Email address is required');
    await expectOnLeaving(email, 'grower.example.com', 'Must be a valid email address');
    await email.fill('grower@example.com');
    await expectOnLeaving(retype, 'grower@example.org', 'Email addresses must match');
    await expectOnSubmit(button(section, 'Send Referral'), [[retype, 'Email addresses must match']]);
    await page.context().close();
  });

  it('referral code: required when left empty and on Accept Referral', async () => {
    const page = await openAs('free@demo.test', '/my/account/referrals');
    const code = main(page).getByRole('textbox', { name: 'Referral Code' });
    await expectOnLeaving(code, undefined, 'Referral code is required');
    await expectOnSubmit(button(main(page), 'Accept Referral'), [[code, 'Referral code is required']]);
    await page.context().close();
  });
});

describe('sign-in forms', walksScreens, () => {
  it('login: email and password say what is missing when left and on Login', async () => {
    const page = await openAs(null, '/login');
    const email = main(page).getByLabel('Email');
    await expectOnLeaving(email, '', 'Email address is required');
    await expectOnLeaving(email, 'pat@', 'Must be a valid email address');
    await expectOnLeaving(main(page).getByLabel('Password'), undefined, 'Password is required');
    await email.fill('');
    await expectOnSubmit(button(main(page), 'Login'), [[email, 'Email address is required']]);
    await page.context().close();
  });

  it('sign-up: each required field says so when left, and all of them on Sign Up', async () => {
    const page = await openAs(null, '/signup');
    const firstName = main(page).getByLabel('First Name');
    const surname = main(page).getByLabel('Surname');
    const email = main(page).getByLabel('Email');
    const password = main(page).getByLabel('Password');
    await expectOnLeaving(firstName, undefined, 'First name is required');
    await expectOnLeaving(surname, undefined, 'Surname is required');
    await expectOnLeaving(email, 'pat.paddock.com', 'Must be a valid email address');
    await expectOnLeaving(password, 'seven77', 'Password is too short');

    await page.goto('/signup');
    await expectOnSubmit(button(main(page), 'Sign Up'), [
      [firstName, 'First name is required'],
      [surname, 'Surname is required'],
      [email, 'Email address is required'],
      [password, 'Password is required'],
    ]);
    await page.context().close();
  });

  it('password reset, then the new password from the mailed link', async () => {
    const page = await openAs(null, '/password_reset');
    const email = main(page).getByLabel('Email');
    await expectOnLeaving(email, undefined, 'Email address is required');
    await expectOnLeaving(email, 'premium.demo.test', 'Must be a valid email address');
    await expectOnSubmit(button(main(page), 'Reset'), [[email, 'Must be a valid email address']]);
    await email.fill('premium@demo.test');
    await button(main(page), 'Reset').click();
    await main(page).getByText('Your password reset request has been received.').waitFor();

    await page.goto(await mailedLink('premium@demo.test', /https?:\/\/\S+\/new_password\?reset_password_token=\S+/));
    const password = main(page).getByLabel(/^Password/);
    const retype = main(page).getByLabel('Re-enter Password');
    await expectOnLeaving(password, undefined, 'Password is required');
    await expectOnLeaving(password, 'short', 'Password is too short');
    await password.fill('paddock-password');
    await expectOnLeaving(retype, 'paddock-passwort', 'Passwords must match');
    await expectOnSubmit(button(main(page), 'Submit'), [[retype, 'Passwords must match']]);
    await page.context().close();
  });
});

describe('growing season form', walksScreens, () => {
  it('custom location: a wrong place says so when left and on Save', async () => {
    const page = await openAs('premium@demo.test', '/my/growing_seasons');
    await button(main(page), 'Add').click();
    const form = page.getByRole('dialog', { name: 'Add Growing Season Details' });
    const name = form.getByLabel('Growing Season Name');
    await expectOnLeaving(name, undefined, 'Growing Season Name is required');
    // Pressing Custom takes the cursor from the empty sowing date, whose message must not move Custom away.
    await form.getByRole('radio', { name: 'Custom' }).check();
    const sowingDate = form.getByLabel('Sowing Date');
    await expectMessage(sowingDate, 'Sowing Date is required');
    const location = form.getByLabel('Custom location (latitude, longitude)');
    await expectOnLeaving(location, 'Lameroo', 'e.g. -35.95, 139.78');
    await location.fill('-30.5, 139.1');
    await expectMessage(location, 'Must be between: -32.8, 137.8 and -38.2, 141.2');
    await name.fill('Barley, Lameroo');
    await expectOnSubmit(button(form, 'Save'), [
      [sowingDate, 'Sowing Date is required'],
      [location, 'Must be between: -32.8, 137.8 and -38.2, 141.2'],
    ]);
    await page.context().close();
  });
});
