import { formatBillingDateTime, formatTrialExpiry } from '@mesonet/shared/billing/billing-dates';
import { defaultRemainFreeText } from '@mesonet/shared/billing/billing-banner';
import type { PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import type { CompanyBilling } from '@mesonet/shared/contracts/company.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The acceptance journey (spec §2 "Account area", §4, §6, §8, §9): a brand-new grower signs up,
// sees only the free metrics, works through the Account Setup Checklist to a premium trial with two
// extra stations, and then sees premium values on the map at exactly the plan's stations. Every step
// goes through the screens; only the wait for the demo's readings asks the API.

const poll = { timeout: 20_000, interval: 250 };
const email = 'jordan.journey@example.com';
const password = 'paddock-password';
const companyName = 'Journey Grains';

// The plan's station and its two extras; Crystal Brook stays outside the plan. All four are standard
// stations of our network, so each measures dew point (premium_bundle, spec §9).
const selectedStation = { name: 'Saddleworth', slug: 'saddleworth' };
const extraStations = [
  { name: 'Jamestown', slug: 'jamestown' },
  { name: 'Burra', slug: 'burra' },
];
const outsideStation = { name: 'Crystal Brook', slug: 'crystal-brook' };
const mapStations = [selectedStation, ...extraStations, outsideStation];

const app = useDemoApp({ waitFor: 'stations', timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const banner = (page: Page) => page.locator('.billing-banner');
const nextStepLinks = (page: Page) => main(page).locator('.next-step-banner').getByRole('link');
const checklistStates = (page: Page) =>
  main(page).getByRole('list', { name: 'Account setup steps' }).locator('.setup-checklist__state').allTextContents();
const lineValue = (page: Page, label: string) =>
  main(page)
    .locator('.plan-lines__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const marker = (page: Page, stationName: string) =>
  page.locator('.station-map').getByRole('button', { name: new RegExp(`^${stationName}: `) });
/** What a screen reader hears for a marker: station, metric and reading in words, e.g. 'Burra: Dew point 4.2 °C'. */
const markerWords = (page: Page, stationName: string) =>
  marker(page, stationName).locator('.visually-hidden').textContent();
/** What the marker's disc shows: the value, or 'U'. */
const markerFace = (page: Page, stationName: string) =>
  marker(page, stationName).locator('.station-marker__disc').textContent();

const setupBannerText = (done: number) =>
  `You have completed ${done} of 5 steps in the account setup process. Please complete all steps to commence your two-week free trial. ${defaultRemainFreeText}`;

/** The demo fills its readings in the background: the map is judged once these stations have theirs. */
async function waitForReadings(slugs: readonly string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(app.url('/api/sites')).catch(() => null);
    const stations = response?.ok ? ((await response.json()) as StationListItem[]) : [];
    const ready = slugs.every((slug) => stations.find((station) => station.slug === slug)?.current_data_last_updated);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`no readings yet at ${slugs.join(', ')}\n${app.server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Opens the map from the menu and shows dew point, a premium metric (spec §9). */
async function showDewPointOnMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Map', exact: true }).click();
  await page.waitForURL(app.url('/'));
  await marker(page, selectedStation.name).waitFor();
  await page.getByLabel('Metric').selectOption({ label: 'Dew point' });
  await page.getByRole('region', { name: 'Legend' }).getByRole('heading', { name: 'Dew point (°C)' }).waitFor();
}

async function openAccountScreen(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Account', exact: true }).click();
  await main(page).getByRole('navigation', { name: 'Account' }).getByRole('link', { name: title }).click();
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Follows the top 'Next Step' banner, checking both banners name the same step. */
async function followNextStep(page: Page, label: string, path: string): Promise<void> {
  await expect.poll(() => nextStepLinks(page).allTextContents(), poll).toEqual([label, label]);
  await nextStepLinks(page).first().click();
  await page.waitForURL(app.url(path));
  // The step's own screen shows no banner (spec §2).
  await expect.poll(() => nextStepLinks(page).count(), poll).toBe(0);
}

describe('from sign-up to a premium trial', { timeout: 300_000 }, () => {
  it('takes a new grower through the checklist to a trial, and the map then shows premium at the plan stations only', async () => {
    const page = await app.newPage();

    // 1. Sign up, then log in.
    await page.goto('/signup');
    await main(page).getByLabel('First Name').fill('Jordan');
    await main(page).getByLabel('Surname').fill('Journey');
    await main(page).getByLabel('Company/Organisation Name').fill(companyName);
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password').fill(password);
    await saveScreenshots(page, 'journey-signup');
    await button(page, 'Sign Up').click();
    await page.waitForURL(app.url('/login'));
    await main(page).getByText('Your account has been created. Please log in.').waitFor();
    expect(await main(page).getByLabel('Email').inputValue()).toBe(email);
    await main(page).getByLabel('Password').fill(password);
    await button(page, 'Login').click();
    await page.waitForURL(app.url('/'));

    // 2. Before the trial: temperature is shown, dew point is a 'U' at every station.
    await waitForReadings(mapStations.map((station) => station.slug));
    await page.reload();
    await marker(page, selectedStation.name).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => markerWords(page, selectedStation.name), poll)
      .toMatch(/^Saddleworth: Temperature -?\d+\.\d+ °C$/);
    await showDewPointOnMap(page);
    for (const station of mapStations) {
      await expect.poll(() => markerWords(page, station.name), poll).toBe(`${station.name}: Dew point upgrade to see`);
      expect(await markerFace(page, station.name), station.name).toBe('U');
    }
    // No plan yet: no billing banner (spec §6).
    expect(await banner(page).count()).toBe(0);
    await saveScreenshots(page, 'journey-map-before-trial');

    // 3. The checklist, and each 'Next Step' in turn.
    await openAccountScreen(page, 'Account Setup Checklist');
    await expect
      .poll(() => checklistStates(page), poll)
      .toEqual(['Next step', 'Not done yet', 'Not done yet', 'Not done yet', 'Not done yet']);
    await saveScreenshots(page, 'journey-checklist-fresh');

    // Company Details.
    await followNextStep(page, 'Complete Your Company Details', '/my/account/company_details');
    await expect.poll(() => main(page).getByLabel('Company/Organisation Name').inputValue(), poll).toBe(companyName);
    await main(page).getByRole('textbox', { name: 'Address', exact: true }).fill('12 Silo Road');
    await main(page).getByLabel('Locality').fill('Saddleworth');
    await main(page).getByLabel('Postcode').fill('5413');
    await main(page).getByLabel('State').selectOption('SA');
    await button(page, 'Submit').click();
    await main(page).getByText('Your company details have been saved.').waitFor();
    await saveScreenshots(page, 'journey-company-details-saved');

    // Plan and Extras: premium at Saddleworth with two additional stations.
    await followNextStep(page, 'Select a Billing Plan', '/my/account/plan_and_extras');
    await main(page)
      .getByRole('radio', { name: /Premium Bundle/ })
      .check();
    const selected = main(page).getByLabel('Selected AWS');
    await expect.poll(() => selected.locator('option').count(), poll).toBeGreaterThan(10);
    await selected.selectOption({ label: selectedStation.name });
    await main(page).getByLabel('Additional AWS 1').selectOption({ label: extraStations[0]!.name });
    await main(page).getByLabel('Additional AWS 2').selectOption({ label: extraStations[1]!.name });
    await saveScreenshots(page, 'journey-plan-form');
    const quoted = page.waitForResponse((response) => response.url().includes('/api/members/plan_change_quote'));
    await button(page, 'Submit').click();
    const quote = (await (await quoted).json()) as PlanChangeQuoteDto;
    await main(page).getByRole('heading', { level: 2, name: 'Confirm your plan' }).waitFor();
    // No trial or billing yet: the plan is only saved (spec §4), at $540 plus 2 × $90 (spec §9).
    expect(quote.kind).toBe('save');
    expect(quote.new_price).toMatchObject({ ex_gst_cents: 54_000 + 2 * 9_000, inc_gst_cents: 79_200 });
    await main(page).getByText('Your plan will be saved. Nothing is charged now.').waitFor();
    expect(await lineValue(page, 'New plan').textContent()).toBe('Premium Bundle with Saddleworth, Jamestown, Burra');
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$720.00 ex GST ($792.00 inc GST)');
    await saveScreenshots(page, 'journey-plan-confirm');
    await button(page, 'Save').click();
    await main(page).getByText('Your plan has been saved.').waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Your plan: Premium Bundle' }).waitFor();
    expect(await lineValue(page, 'Selected AWS').textContent()).toBe(selectedStation.name);
    expect(await lineValue(page, 'Additional AWS').locator('li').allTextContents()).toEqual([
      'Jamestown ($90.00 a year ex GST)',
      'Burra ($90.00 a year ex GST)',
    ]);
    expect(await lineValue(page, 'Yearly price').textContent()).toBe('$720.00 ex GST ($792.00 inc GST)');
    await expect.poll(() => banner(page).textContent(), poll).toBe(setupBannerText(2));
    await saveScreenshots(page, 'journey-plan-saved');

    // Payment Details: the card goes to the fake processor; the preview shows its last four digits.
    await followNextStep(page, 'Enter Your Payment Details', '/my/account/payment_details');
    await main(page).getByLabel('Card Number').fill('4242 4242 4242 4242');
    await main(page).getByLabel('Expiry (MM/YY)').fill('12/30');
    await main(page).getByLabel('CVC').fill('123');
    await main(page).getByLabel('Name on Card').fill('Jordan Journey');
    await main(page).getByRole('button', { name: 'Save Card Details' }).click();
    const card = main(page).locator('.payment-card__face');
    await card.waitFor();
    expect(await card.textContent()).toContain('•••• 4242');
    expect(await card.textContent()).toContain('Jordan Journey');
    await expect.poll(() => banner(page).textContent(), poll).toBe(setupBannerText(3));
    await saveScreenshots(page, 'journey-payment-saved');

    // User Survey: the required answers.
    await followNextStep(page, 'Complete User Survey', '/my/account/user_survey');
    const station = main(page).getByLabel('Main Weather Station of Interest');
    await expect.poll(() => station.locator('option').count(), poll).toBeGreaterThan(10);
    await main(page).getByLabel('Age').selectOption('26-35');
    await main(page).getByLabel('Gender').selectOption('Unspecified');
    await main(page).getByLabel('Occupation or Industry').fill('Grain and sheep');
    await station.selectOption(selectedStation.name);
    await main(page).getByLabel('Main Use of Mesonet').fill('Frost watch and spray timing');
    await main(page).getByLabel('Where Did You Hear About Us?').selectOption('Word of Mouth');
    await button(page, 'Submit').click();
    await main(page).getByText('Thank you for completing the user survey.').waitFor();
    // The rest of the setup is done: the banner offers the trial (spec §8).
    await expect
      .poll(() => banner(page).textContent(), poll)
      .toBe(
        'You have selected the Premium Bundle plan. If you want to accept the two week free trial offer, click/tap here.',
      );
    await saveScreenshots(page, 'journey-survey-saved');

    // Everything but the trial is done, and the premium plan is saved: still only the free metrics until
    // the trial starts (shared/src/plans/effective-plan.ts). Reloaded, so the readings are the server's now.
    await showDewPointOnMap(page);
    await page.reload();
    await page.getByRole('region', { name: 'Legend' }).getByRole('heading', { name: 'Dew point (°C)' }).waitFor();
    for (const station of mapStations) {
      await expect.poll(() => markerWords(page, station.name), poll).toBe(`${station.name}: Dew point upgrade to see`);
    }

    // Start Trial or Billing, from the banner's link: Option 1, the free trial.
    await banner(page).getByRole('link').click();
    await page.waitForURL(app.url('/my/account/start_trial_or_billing'));
    await main(page).getByRole('heading', { level: 1, name: 'Start Trial or Billing' }).waitFor();
    expect(await nextStepLinks(page).count()).toBe(0);
    await main(page)
      .getByText('Your Premium Bundle plan is ready to start. Choose how you would like to begin.')
      .waitFor();
    await main(page)
      .getByText('Skip the trial and start your plan today, at $720.00 ex GST ($792.00 inc GST) a year.')
      .waitFor();
    await saveScreenshots(page, 'journey-start-options');
    await button(page, 'Start Free Trial').click();
    const trialStarted = page.waitForResponse((response) => response.url().endsWith('/api/members/company_settings'));
    await button(page, 'Confirm Free Trial').click();
    const { billing } = (await (await trialStarted).json()) as { billing: CompanyBilling };
    expect(billing.billing_discount_code_status).toBe('in_use');
    const freeUntil = billing.billing_plan_free_until!;
    // Spec §9: two weeks, give or take the minute the test took and an Adelaide daylight-saving change.
    const daysLeft = (new Date(freeUntil).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(13.9);
    expect(daysLeft).toBeLessThan(14.1);
    await main(page)
      .getByText(
        `You have a free trial in progress on the Premium Bundle plan. It ends at ${formatTrialExpiry(freeUntil)}, and billing starts then.`,
      )
      .waitFor();
    await expect
      .poll(() => banner(page).textContent(), poll)
      .toBe(
        `You are currently trialling the Premium Bundle plan. Your billing commences at ${formatBillingDateTime(freeUntil)}.`,
      );
    expect(await button(page, 'Start Billing Immediately').isVisible()).toBe(true);
    await saveScreenshots(page, 'journey-trial-started');

    // Every step done: no 'Next Step' left on the checklist.
    await main(page)
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Account Setup Checklist' })
      .click();
    await expect.poll(() => checklistStates(page), poll).toEqual(['Done', 'Done', 'Done', 'Done', 'Done']);
    expect(await nextStepLinks(page).count()).toBe(0);
    await saveScreenshots(page, 'journey-checklist-done');

    // 4. The trial gives premium at Saddleworth and its two extras (spec §6), not at Crystal Brook.
    await showDewPointOnMap(page);
    for (const { name } of [selectedStation, ...extraStations]) {
      await expect
        .poll(() => markerWords(page, name), poll)
        .toMatch(new RegExp(`^${name}: Dew point -?\\d+\\.\\d+ °C \\(a station of your plan\\)$`));
      expect(await markerFace(page, name), name).toMatch(/^-?\d+\.\d+$/);
    }
    expect(await markerWords(page, outsideStation.name)).toBe(`${outsideStation.name}: Dew point upgrade to see`);
    expect(await markerFace(page, outsideStation.name)).toBe('U');
    await saveScreenshots(page, 'journey-map-trial');
    await page.context().close();
  });
});
