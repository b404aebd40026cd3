import { billingMessages } from '@mesonet/shared/billing/billing.messages';
import { defaultRemainFreeText } from '@mesonet/shared/billing/billing-banner';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { sessionHeadersThroughApi, signUpThroughApi } from './support/demo-network';

// Payment Details and the billing banner (spec §2 "Payment Details", §5 "Payment", §6, §8): the card
// goes to the built-in test processor (CONTRACT.md §4), then its payment method to company_settings.

const poll = { timeout: 20_000, interval: 250 };
const app = useDemoApp({ waitFor: 'stations', timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
const savedCard = (page: Page) => main(page).locator('.payment-card__face');
const cardError = (page: Page) => main(page).locator('.card-entry .field__error');
const saveButton = (page: Page) => main(page).getByRole('button', { name: 'Save Card Details' });
const banner = (page: Page) => page.locator('.billing-banner');

async function openPaymentDetails(page: Page): Promise<void> {
  await page.goto('/my/account/payment_details');
  await main(page).getByRole('heading', { level: 1, name: 'Payment Details' }).waitFor();
  await main(page).locator('.payment-card, .payment-form').first().waitFor();
}

async function enterCard(page: Page, number: string, expiry = '12/30', cvc = '123'): Promise<void> {
  await main(page).getByLabel('Card Number').fill(number);
  await main(page).getByLabel('Expiry (MM/YY)').fill(expiry);
  await main(page).getByLabel('CVC').fill(cvc);
}

const json = { 'content-type': 'application/json' };

/**
 * Signs up through the API (spec §7 POST /auth), signs in and chooses a plan, as a fresh grower would;
 * answers the session's headers.
 */
async function signUpWithPlan(
  email: string,
  password: string,
  planKey: string,
  companyName = 'Paddock Grains',
): Promise<Record<string, string>> {
  await signUpThroughApi(app.server, { email, password, companyName, firstName: 'Pat', surname: 'Paddock' });
  const session = await sessionHeadersThroughApi(app.server, email, password);
  const plan = await fetch(app.url('/api/members/company_settings'), {
    method: 'PUT',
    headers: { ...json, ...session },
    body: JSON.stringify({
      update_type: 'billing_products',
      company_details: { primary_billing_product_key: planKey },
    }),
  });
  expect(plan.status).toBe(200);
  return session;
}

describe('payment details', () => {
  it('takes a first card from an owner with none, then shows it as •••• 4242', async () => {
    await signUpWithPlan('frankie@example.com', 'paddock-password', 'free_access_1', 'Frankie Free Farm');
    const page = await app.newPage();
    await logIn(page, 'frankie@example.com', 'paddock-password');
    await openPaymentDetails(page);
    // No card on file: the card boxes at once, the company address ticked, no postcode box for the card.
    expect(await savedCard(page).count()).toBe(0);
    expect(await main(page).getByLabel('Address same as company address').isChecked()).toBe(true);
    expect(
      await main(page)
        .locator('.card-entry')
        .getByLabel(/postcode/i)
        .count(),
    ).toBe(0);
    await saveScreenshots(page, 'billing-payment-first-card');

    // Spec §5: nothing filled in shows every missing thing at once.
    await saveButton(page).click();
    await expect.poll(() => cardError(page).textContent(), poll).toBe(billingMessages.cardDetailsIncomplete);
    expect(await main(page).getByText(billingMessages.nameOnCardRequired).isVisible()).toBe(true);

    // The card number went to the processor's endpoint only, never to company_settings.
    const processorBodies: string[] = [];
    const settingsBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/payments/fake/payment_methods')) processorBodies.push(request.postData() ?? '');
      if (request.url().endsWith('/api/members/company_settings')) settingsBodies.push(request.postData() ?? '');
    });
    await enterCard(page, '4242424242424242');
    expect(await main(page).getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
    await main(page).getByLabel('Name on Card').fill('Frankie Free');
    await saveButton(page).click();

    await savedCard(page).waitFor();
    expect(await savedCard(page).textContent()).toContain('•••• 4242');
    expect(await savedCard(page).textContent()).toContain('12/2030');
    expect(await savedCard(page).textContent()).toContain('Frankie Free');
    await main(page).getByText(billingMessages.paymentDetailsSaved).waitFor();
    expect(processorBodies.some((body) => body.includes('4242424242424242'))).toBe(true);
    expect(settingsBodies).toHaveLength(1);
    expect(settingsBodies[0]).not.toContain('4242424242424242');
    expect(JSON.parse(settingsBodies[0]!)).toMatchObject({
      update_type: 'billing_payment_method',
      payment_details: {
        local_details: { name_on_card: 'Frankie Free', address_same_as_company_address: true },
        payment_method: { object: 'payment_method' },
      },
    });
    await saveScreenshots(page, 'billing-payment-saved-card');
    await page.context().close();
  });

  it('shows each declined card its own message and keeps the form filled in; a good card replaces the saved one', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await app.logIn(page, 'farm@demo.test');
    await openPaymentDetails(page);
    await savedCard(page).waitFor();
    expect(await savedCard(page).textContent()).toContain('•••• 4242');
    await saveScreenshots(page, 'billing-payment-preview');

    await main(page).getByRole('button', { name: 'Change Card Details' }).click();
    await main(page).getByLabel('Name on Card').fill('Farmer Jo');
    // Spec §5: a card address of its own needs line 1, locality, postcode and state.
    await main(page).getByLabel('Address same as company address').uncheck();
    await main(page).getByRole('textbox', { name: 'Address', exact: true }).fill('12 M');
    await saveButton(page).click();
    await expect.poll(() => cardError(page).textContent(), poll).toBe(billingMessages.cardDetailsIncomplete);
    for (const text of [
      'Address is too short',
      'Locality is too short',
      'Postcode is too short',
      'State is required',
    ]) {
      expect(await main(page).getByText(text).isVisible(), text).toBe(true);
    }
    await saveScreenshots(page, 'billing-payment-form-errors');
    await main(page).getByLabel('Address same as company address').check();

    // Spec §8 decline codes: do_not_honor and card_not_supported have their own words.
    for (const [number, message] of [
      ['4000 0000 0000 0044', billingMessages.doNotHonor],
      ['4000 0000 0000 0051', billingMessages.cardNotSupported],
    ] as const) {
      await enterCard(page, number);
      await saveButton(page).click();
      await expect.poll(() => cardError(page).textContent(), poll).toBe(message);
      // Loading stops; the boxes keep what was typed.
      expect(await main(page).locator('[aria-busy="true"]').count()).toBe(0);
      expect(await main(page).getByLabel('Name on Card').inputValue()).toBe('Farmer Jo');
      if (number.endsWith('0051')) await saveScreenshots(page, 'billing-payment-card-not-supported');
    }

    // Any other decline has no words of its own (spec §8: 'others empty'); loading stops, nothing is saved.
    await enterCard(page, '4000 0000 0000 0002');
    const declined = page.waitForResponse((response) => response.url().includes('/payment_methods'));
    await saveButton(page).click();
    expect((await declined).status()).toBe(402);
    await expect.poll(() => main(page).locator('[aria-busy="true"]').count(), poll).toBe(0);
    expect(await cardError(page).count()).toBe(0);
    expect(await main(page).getByLabel('Name on Card').inputValue()).toBe('Farmer Jo');

    await enterCard(page, '4242 4242 4242 4242', '07/31');
    await saveButton(page).click();
    await savedCard(page).waitFor();
    expect(await savedCard(page).textContent()).toContain('07/2031');
    expect(await savedCard(page).textContent()).toContain('Farmer Jo');
    await page.context().close();
  });

  it('a card whose charges fail: starting billing now shows the red banner and the declining card at once', async () => {
    const email = 'dana@example.com';
    const password = 'paddock-password';
    const headers = await signUpWithPlan(email, password, 'farm_bundle_1', 'Dana Declined Grains');
    const details = await fetch(app.url('/api/members/company_settings'), {
      method: 'PUT',
      headers: { ...json, ...headers },
      body: JSON.stringify({
        update_type: 'company_details',
        company_details: {
          name: 'Dana Declined Grains',
          address1: '4 Railway Terrace',
          locality: 'Riverton',
          postalcode: '5412',
          state_province: 'SA',
          country: 'Australia',
        },
      }),
    });
    expect(details.status).toBe(200);
    const page = await app.newPage();
    await logIn(page, email, password);
    await openPaymentDetails(page);
    // Everything from here happens in this one page load: a reload would lose the mark.
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

    // CONTRACT.md §4: 4000 0000 0000 0341 is saved, and every charge to it fails.
    await enterCard(page, '4000 0000 0000 0341');
    await main(page).getByLabel('Name on Card').fill('Dana Declined');
    await saveButton(page).click();
    await savedCard(page).waitFor();
    await main(page)
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Start Trial or Billing' })
      .click();
    await main(page).getByRole('button', { name: 'Start Billing Now' }).click();
    const started = page.waitForResponse((response) => response.url().endsWith('/api/members/company_settings'));
    await main(page).getByRole('button', { name: 'Confirm and Pay' }).click();
    expect((await started).status()).toBe(200);

    await main(page).getByText(billingMessages.billingStartedPaymentUnsuccessful).waitFor();
    await expect
      .poll(() => banner(page).textContent(), poll)
      .toBe(
        'Your credit card payment has been declined and you have 1 invoice(s) outstanding. You can click/tap here to enter a new credit card and pay the outstanding invoice(s).',
      );
    expect(await banner(page).getAttribute('class')).toContain('billing-banner--declined_card');
    await saveScreenshots(page, 'billing-start-payment-failed');

    await banner(page).getByRole('link').click();
    await page.waitForURL(app.url('/my/account/payment_details'));
    await main(page).getByText(billingMessages.decliningCard).waitFor();
    await main(page).getByRole('button', { name: 'Change Card Details' }).click();
    await main(page)
      .getByText('Your 1 outstanding invoice(s) will be charged to this card as soon as it is saved.')
      .waitFor();
    await saveScreenshots(page, 'billing-payment-declining');

    // A card that works pays the invoice: the banner and the warning go.
    await enterCard(page, '4242 4242 4242 4242');
    await saveButton(page).click();
    await main(page).getByText(billingMessages.paymentDetailsSaved).waitFor();
    await expect.poll(() => banner(page).count(), poll).toBe(0);
    expect(await main(page).getByText(billingMessages.decliningCard).count()).toBe(0);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
    await page.context().close();
  });

  it('with Stripe as the processor, says plainly when its card form cannot be loaded', async () => {
    const page = await app.newPage();
    // The server as PAYMENTS=stripe answers; js.stripe.com is out of reach here, as for a grower offline.
    await page.route('**/api/members/billing', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as BillingResponse;
      body.payments = { processor: 'stripe', publishable_key: 'pk_test_mesonet', payment_method_endpoint: null };
      await route.fulfill({ response, json: body });
    });
    await app.logIn(page, 'premium@demo.test');
    await openPaymentDetails(page);
    await main(page).getByRole('button', { name: 'Change Card Details' }).click();
    await main(page)
      .getByText(/^The card form could not be loaded/)
      .waitFor();
    expect(await main(page).getByLabel('Card Number').count()).toBe(0);
    await page.context().close();
  });
});

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(app.url('/'));
}

describe('billing banner', () => {
  it('tells the owner of a company in setup how many steps are done, and links to the next one', async () => {
    const email = 'pat@example.com';
    const password = 'paddock-password';
    await signUpWithPlan(email, password, 'farm_bundle_1');
    const page = await app.newPage();
    await logIn(page, email, password);
    await expect
      .poll(() => banner(page).textContent(), poll)
      .toBe(
        `You have completed 1 of 5 steps in the account setup process. Please complete all steps to commence your two-week free trial. ${defaultRemainFreeText}`,
      );
    expect(await banner(page).getAttribute('class')).toContain('billing-banner--setup');
    await saveScreenshots(page, 'billing-banner-setup');

    // The banner's link opens the first step not done.
    await banner(page).getByRole('link').click();
    await page.waitForURL(app.url('/my/account/company_details'));
    await page.context().close();
  });

  it('is not shown on all access, nor to a member without account and billing', async () => {
    for (const email of ['allaccess@demo.test', 'contractor@demo.test']) {
      const page = await app.newPage();
      await app.logIn(page, email);
      await page.goto('/my/account');
      await main(page).getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count(), email).toBe(0);
      await page.context().close();
    }
  });
});
