import { formatPlanChangeDate } from '@mesonet/shared/billing/billing-dates';
import { formatAud } from '@mesonet/shared/billing/money';
import type { PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { sessionHeadersThroughApi, signUpThroughApi } from './support/demo-network';

// Plan and Extras and Start Trial or Billing (spec §2 "Account area", §4 plan change, §8, §9): the demo
// companies' plans changed through the screens, and a fresh sign-up taken from the checklist to billing.

const poll = { timeout: 20_000, interval: 250 };
const password = 'paddock-password';

// The plan form offers our own stations: the tests wait until the demo network has put them in place.
const app = useDemoApp({ waitFor: 'stations', timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const lineValue = (page: Page, label: string) =>
  main(page)
    .locator('.plan-lines__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

const sessionHeaders = (email: string, password: string) => sessionHeadersThroughApi(app.server, email, password);

/** PUT /api/members/company_settings as that member, as the other account screens would send it. */
async function companySettings(headers: Record<string, string>, body: object): Promise<void> {
  const response = await fetch(app.url('/api/members/company_settings'), {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`company settings failed: ${response.status} ${await response.text()}`);
}

/** A card saved through the fake processor (CONTRACT.md §4), as Payment Details would save it. */
async function saveCard(headers: Record<string, string>, number: string): Promise<void> {
  const card = await fetch(app.url('/api/payments/fake/payment_methods'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: { number, exp_month: 12, exp_year: 2031, cvc: '123' } }),
  });
  if (!card.ok) throw new Error(`card refused: ${card.status}`);
  await companySettings(headers, {
    update_type: 'billing_payment_method',
    payment_details: {
      local_details: { name_on_card: 'Robin Rowe', address_same_as_company_address: true },
      payment_method: (await card.json()) as object,
    },
  });
}

function signUp(email: string, companyName: string): Promise<void> {
  return signUpThroughApi(app.server, { email, password, companyName });
}

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(secret);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(app.url('/'));
}

/** Submits the plan form and answers with the server's quote, as the confirmation view shows it. */
async function submitPlan(page: Page): Promise<PlanChangeQuoteDto> {
  const answer = page.waitForResponse((response) => response.url().includes('/api/members/plan_change_quote'));
  await button(page, 'Submit').click();
  const quote = (await (await answer).json()) as PlanChangeQuoteDto;
  await main(page).getByRole('heading', { level: 2, name: 'Confirm your plan' }).waitFor();
  return quote;
}

const exInc = (amounts: { ex_gst_cents: number; inc_gst_cents: number }) =>
  `${formatAud(amounts.ex_gst_cents)} ex GST (${formatAud(amounts.inc_gst_cents)} inc GST)`;

// The machine is shared and slow: each test walks several screens.
describe('Plan and Extras', { timeout: 120_000 }, () => {
  it('upgrades standard to farm with the prorated charge, then schedules the way back down', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'standard@demo.test');
    await page.goto('/my/account/plan_and_extras');
    await main(page).getByRole('heading', { level: 2, name: 'Your plan: Standard Bundle' }).waitFor();
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$200.00 ex GST ($220.00 inc GST)');
    expect(await lineValue(page, 'Next billing date').textContent()).toMatch(
      /^\d{1,2} \w{3} \d{4} at \d{2}:\d{2} [AP]M$/,
    );
    await saveScreenshots(page, 'billing-plan-summary');

    await button(page, 'Change Plan').click();
    const farm = main(page).getByRole('radio', { name: /Farm Bundle/ });
    expect(
      await main(page)
        .getByRole('radio', { name: /Standard Bundle/ })
        .isChecked(),
    ).toBe(true);
    await farm.check();
    await saveScreenshots(page, 'billing-plan-form');
    const upgrade = await submitPlan(page);

    // Spec §9: rebate = current price × remaining days ÷ days in the period; charge = new price − rebate.
    expect(upgrade.kind).toBe('upgrade');
    expect(upgrade.rebate_ex_gst_cents).toBe(Math.round((20000 * upgrade.remaining_days) / upgrade.period_days));
    expect(upgrade.charge.ex_gst_cents).toBe(36500 - upgrade.rebate_ex_gst_cents);
    expect(upgrade.remaining_days).toBeGreaterThan(300);
    expect(await lineValue(page, 'New plan').textContent()).toBe('Farm Bundle');
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$365.00 ex GST ($401.50 inc GST)');
    expect(await lineValue(page, 'Rebate for your current plan').textContent()).toBe(
      `${formatAud(upgrade.rebate_ex_gst_cents)} ex GST (${upgrade.remaining_days} of ${upgrade.period_days} days left of $200.00)`,
    );
    expect(await lineValue(page, 'Charged now').textContent()).toBe(exInc(upgrade.charge));
    expect(await button(page, 'Cancel').isVisible()).toBe(true);
    await saveScreenshots(page, 'billing-plan-upgrade-confirm');

    await button(page, 'Upgrade Plan and Pay').click();
    await main(page).getByText('Your plan has been upgraded.').waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Your plan: Farm Bundle' }).waitFor();
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$365.00 ex GST ($401.50 inc GST)');
    expect(await main(page).getByRole('radio').count()).toBe(0);
    await saveScreenshots(page, 'billing-plan-upgraded');

    // Spec §4: a cheaper plan waits for the next billing date.
    await button(page, 'Change Plan').click();
    await main(page)
      .getByRole('radio', { name: /Standard Bundle/ })
      .check();
    const downgrade = await submitPlan(page);
    expect(downgrade.kind).toBe('scheduled');
    const takesEffect = await lineValue(page, 'Takes effect').textContent();
    expect(takesEffect).toMatch(/^\d{2} \w{3} \d{4}$/);
    expect(await button(page, 'Upgrade Plan and Pay').count()).toBe(0);
    await saveScreenshots(page, 'billing-plan-downgrade-confirm');
    await button(page, 'Confirm Scheduled Plan Change').click();
    await main(page).getByText('Your plan change has been scheduled.').waitFor();
    await main(page)
      .getByText(`Your plan changes to Standard Bundle on ${takesEffect}, at $200.00 ex GST ($220.00 inc GST) a year.`)
      .waitFor();
    expect(await main(page).getByRole('heading', { level: 2, name: 'Your plan: Farm Bundle' }).isVisible()).toBe(true);
    await saveScreenshots(page, 'billing-plan-scheduled');
    await page.context().close();
  });

  it('asks premium for its station, offers extras without it, and Cancel goes back to the form', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'standard@demo.test');
    await page.goto('/my/account/plan_and_extras');
    await button(page, 'Change Plan').click();
    await main(page)
      .getByRole('radio', { name: /Premium Bundle/ })
      .check();
    const selected = main(page).getByLabel('Selected AWS');
    await expect.poll(() => selected.locator('option').count(), poll).toBeGreaterThan(10);
    await button(page, 'Submit').click();
    await main(page).getByText('Selected AWS is required').waitFor();
    await saveScreenshots(page, 'billing-plan-premium-required');

    await selected.selectOption({ label: 'Saddleworth' });
    const extra1 = main(page).getByLabel('Additional AWS 1');
    const extra2 = main(page).getByLabel('Additional AWS 2');
    expect(await extra1.locator('option', { hasText: /^Saddleworth$/ }).count()).toBe(0);
    await extra1.selectOption({ label: 'Jamestown' });
    expect(await extra2.locator('option', { hasText: /^Jamestown$/ }).count()).toBe(0);
    const quote = await submitPlan(page);
    expect(quote.kind).toBe('upgrade');
    expect(await lineValue(page, 'New plan').textContent()).toBe('Premium Bundle with Saddleworth, Jamestown');
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$630.00 ex GST ($693.00 inc GST)');
    await saveScreenshots(page, 'billing-plan-premium-confirm');

    await button(page, 'Cancel').click();
    expect(
      await main(page)
        .getByRole('radio', { name: /Premium Bundle/ })
        .isChecked(),
    ).toBe(true);
    expect(await selected.inputValue()).toBe(quote.plan.site_slug);
    await button(page, 'Cancel').click();
    await main(page)
      .getByRole('heading', { level: 2, name: /^Your plan: / })
      .waitFor();
    await page.context().close();
  });

  it('moves premium to another station at once, then says from when the stations may change again', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'premium@demo.test');
    await page.goto('/my/account/plan_and_extras');
    await button(page, 'Change Plan').click();
    const selected = main(page).getByLabel('Selected AWS');
    await expect.poll(() => selected.locator('option').count(), poll).toBeGreaterThan(10);
    await selected.selectOption({ label: 'Burra' });
    const moved = await submitPlan(page);
    expect(moved).toMatchObject({ kind: 'save', stations_only: true });
    const nextChange = formatPlanChangeDate(moved.stations_changeable_from!);
    await main(page)
      .getByText(
        `Your plan will be saved. Nothing is charged now. After this change, your selected stations can next be changed from ${nextChange}.`,
      )
      .waitFor();
    await saveScreenshots(page, 'billing-plan-stations-confirm');
    await button(page, 'Save').click();
    await main(page).getByText(`Your selected stations can next be changed from ${nextChange}.`).waitFor();
    expect(await lineValue(page, 'Selected AWS').textContent()).toBe('Burra');
    await saveScreenshots(page, 'billing-plan-stations-moved');

    // Within 30 days another move is refused under the field, with the date in Adelaide.
    await button(page, 'Change Plan').click();
    await selected.selectOption({ label: 'Auburn' });
    await button(page, 'Submit').click();
    await main(page)
      .getByText(
        `Your selected stations were changed less than 30 days ago. You can change them again from ${nextChange}.`,
      )
      .waitFor();
    await saveScreenshots(page, 'billing-plan-stations-too-soon');
    await page.context().close();
  });

  it('says a declined upgrade payment in the words of spec §8, with the way to Payment Details', async () => {
    await saveCard(await sessionHeaders('farm@demo.test', 'demo-password'), '4000 0000 0000 0341');
    const page = await app.newPage();
    await app.logIn(page, 'farm@demo.test');
    await page.goto('/my/account/plan_and_extras');
    await button(page, 'Change Plan').click();
    await main(page)
      .getByRole('radio', { name: /Premium Bundle/ })
      .check();
    const selected = main(page).getByLabel('Selected AWS');
    await expect.poll(() => selected.locator('option').count(), poll).toBeGreaterThan(10);
    await selected.selectOption({ label: 'Saddleworth' });
    await submitPlan(page);
    await button(page, 'Upgrade Plan and Pay').click();
    await main(page)
      .getByText(
        'Your payment was unsuccessful. Please check your credit card balance or enter a new card via the Payment Details page, and try again.',
      )
      .waitFor();
    expect(await main(page).getByRole('link', { name: 'Go to Payment Details' }).getAttribute('href')).toBe(
      '/my/account/payment_details',
    );
    await saveScreenshots(page, 'billing-plan-payment-declined');
    await button(page, 'Cancel').click();
    await button(page, 'Cancel').click();
    await main(page).getByRole('heading', { level: 2, name: 'Your plan: Farm Bundle' }).waitFor();
    await page.context().close();
  });
});

describe('Start Trial or Billing', { timeout: 180_000 }, () => {
  it('points a fresh sign-up to the checklist, then starts the trial and ends it by starting billing', async () => {
    const email = 'robin.trial@example.com';
    await signUp(email, 'Rowe Trial Cropping');
    const page = await app.newPage();
    await logIn(page, email, password);
    await page.goto('/my/account/start_trial_or_billing');
    await main(page).getByRole('heading', { level: 2, name: 'Option 1: Two-Week Free Trial' }).waitFor();
    await main(page)
      .getByText(
        'The free trial can start once your company details, billing plan, payment details and user survey are complete. Please complete the account setup checklist first.',
      )
      .waitFor();
    await main(page)
      .getByText(
        'Billing can start once your company details, billing plan and payment details are complete. Please complete the account setup checklist first.',
      )
      .waitFor();
    const toChecklist = main(page).getByRole('link', { name: 'Go to the Account Setup Checklist' });
    expect(await toChecklist.count()).toBe(2);
    expect(await toChecklist.first().getAttribute('href')).toBe('/my/account/account_setup_checklist');
    expect(await button(page, 'Start Free Trial').count()).toBe(0);
    await saveScreenshots(page, 'billing-start-needs-setup');

    // Without a plan the form is open at once; choosing the first plan only saves it.
    await page.goto('/my/account/plan_and_extras');
    await main(page)
      .getByRole('radio', { name: /Farm Bundle/ })
      .check();
    expect(await button(page, 'Cancel').count()).toBe(0);
    await saveScreenshots(page, 'billing-plan-first-choice');
    const first = await submitPlan(page);
    expect(first.kind).toBe('save');
    await button(page, 'Save').click();
    await main(page).getByText('Your plan has been saved.').waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Your plan: Farm Bundle' }).waitFor();

    // The other steps, as their own screens would save them.
    const headers = await sessionHeaders(email, password);
    await companySettings(headers, {
      update_type: 'company_details',
      company_details: {
        name: 'Rowe Trial Cropping',
        abn: '',
        address1: '4 Silo Road',
        address2: '',
        locality: 'Clare',
        postalcode: '5453',
        state_province: 'SA',
        country: 'Australia',
      },
    });
    await companySettings(headers, {
      update_type: 'user_survey',
      user_survey_response: {
        user1_age: '36-45',
        user1_gender: 'Female',
        occupation_industry: 'Grain grower',
        main_aws_of_interest: 'Saddleworth',
        main_use_of_mesonet: 'Spraying',
        where_heard_about_us: 'Word of Mouth',
      },
    });
    await saveCard(headers, '4242 4242 4242 4242');

    await page.goto('/my/account/start_trial_or_billing');
    await main(page)
      .getByText('Your Farm Bundle plan is ready to start. Choose how you would like to begin.')
      .waitFor();
    await main(page)
      .getByText('Skip the trial and start your plan today, at $365.00 ex GST ($401.50 inc GST) a year.')
      .waitFor();
    await saveScreenshots(page, 'billing-start-options');
    await button(page, 'Start Free Trial').click();
    await main(page)
      .getByText(/^Your two-week free trial starts now\./)
      .waitFor();
    await saveScreenshots(page, 'billing-start-trial-confirm');
    await button(page, 'Cancel').click();
    await button(page, 'Start Free Trial').click();
    await button(page, 'Confirm Free Trial').click();
    await main(page)
      .getByText(
        /^You have a free trial in progress on the Farm Bundle plan\. It ends at \d{1,2} \w{3} \d{4} at \d{2}:\d{2} [AP]M, and billing starts then\.$/,
      )
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Start Trial or Billing' })
        .getByRole('link', { name: 'Plan and Extras' })
        .getAttribute('href'),
    ).toBe('/my/account/plan_and_extras');
    // The confirm form of the new status starts closed.
    expect(await button(page, 'Confirm Free Trial').count()).toBe(0);
    await saveScreenshots(page, 'billing-start-trial-in-progress');

    await button(page, 'Start Billing Immediately').click();
    await main(page)
      .getByText(
        "Your plan's first year, $365.00 ex GST ($401.50 inc GST), is charged to your saved card now, and billing carries on yearly from today.",
      )
      .waitFor();
    await button(page, 'Confirm and Pay').click();
    await main(page)
      .getByText(/^Your free trial ended, billing started on /)
      .waitFor();
    await saveScreenshots(page, 'billing-start-trial-completed');
    await expect.poll(() => button(page, 'Confirm and Pay').count(), poll).toBe(0);
    await page.context().close();
  });

  it('starts billing straight away for a grower whose card had its trial already', async () => {
    const email = 'sam.billing@example.com';
    await signUp(email, 'Sam Billing Pastoral');
    const headers = await sessionHeaders(email, password);
    await companySettings(headers, {
      update_type: 'billing_products',
      company_details: { primary_billing_product_key: 'standard_bundle_1' },
    });
    await companySettings(headers, {
      update_type: 'company_details',
      company_details: {
        name: 'Sam Billing Pastoral',
        abn: '',
        address1: '9 Creek Road',
        address2: '',
        locality: 'Burra',
        postalcode: '5417',
        state_province: 'SA',
        country: 'Australia',
      },
    });
    await saveCard(headers, '4242 4242 4242 4242');

    const page = await app.newPage();
    await logIn(page, email, password);
    await page.goto('/my/account/start_trial_or_billing');
    // The card had its free trial with the grower of the test before (one trial per owner and per card):
    // the trial is not offered, whatever the checklist says, and billing now is.
    await main(page)
      .getByText(
        /^The two-week free trial is offered once per account owner and per card, and yours has already been used/,
      )
      .waitFor();
    expect(await button(page, 'Start Free Trial').count()).toBe(0);
    await button(page, 'Start Billing Now').click();
    await button(page, 'Confirm and Pay').click();
    await main(page)
      .getByText(/^Thank you: billing has started, you declined the free trial\./)
      .waitFor();
    await saveScreenshots(page, 'billing-start-declined');
    await page.context().close();
  });
});
