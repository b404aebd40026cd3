import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshots } from './support/browser';
import { demoStationCount, logInAsDemoUser, offlinePage, waitForDemoReadings } from './support/demo-network';
import { startServer, type RunningServer } from './support/server-process';

// The map screen (issue 4, parts 1 and 2) on the demo network, for a visitor, free@demo.test and
// allaccess@demo.test. The browser is kept off the internet, as growers with no signal are: tiles fail
// and the built-in outline map has to carry the screen.

const poll = { timeout: 20_000, interval: 250 };

interface SiteSummary {
  slug: string;
  network: string;
  current_data_last_updated: number | null;
}

let server: RunningServer;
let browser: Browser;
let sites: SiteSummary[] = [];

beforeAll(async () => {
  server = await startServer({ env: { DEMO_STATIONS: '1' } });
  browser = await launchBrowser();
  sites = await waitForDemoReadings(server);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newPage = () => offlinePage(browser, server);

const logIn = (page: Page, email: string) => logInAsDemoUser(page, server, email);

/** Markers are role=button with the station, metric and reading as their name, e.g. 'Jamestown: Temperature 22.2 °C'. */
const markersFor = (page: Page, metricLabel: string) =>
  page.getByRole('button', { name: new RegExp(`^[^:]+: ${metricLabel} `) });
const marker = (page: Page, stationName: string) => page.getByRole('button', { name: new RegExp(`^${stationName}: `) });
const legend = (page: Page) => page.getByRole('region', { name: 'Legend' });
const popup = (page: Page, stationName: string) => page.getByRole('region', { name: stationName, exact: true });

/** Waits until Leaflet has finished panning the popup into view and fading it in (for steady screenshots). */
async function popupSettled(page: Page, opened: Locator): Promise<void> {
  await opened.waitFor();
  await expect.poll(() => page.locator('.leaflet-pan-anim').count(), poll).toBe(0);
  await expect
    .poll(
      () => opened.evaluate((element) => getComputedStyle(element.closest('.leaflet-popup') ?? element).opacity),
      poll,
    )
    .toBe('1');
}

/** Opens a station's popup from the keyboard (markers may overlap at zoom 8; the keyboard path must work anyway). */
async function openPopupWithKeyboard(page: Page, stationName: string): Promise<Locator> {
  await marker(page, stationName).focus();
  await page.keyboard.press('Enter');
  const opened = popup(page, stationName);
  await popupSettled(page, opened);
  return opened;
}

describe('map screen', () => {
  it('shows a visitor every station, the legend and the disclaimer, and changes metric', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => markersFor(page, 'Temperature').count(), poll).toBe(demoStationCount);
    expect(await page.getByText('Map tiles unavailable: showing the built-in outline map.').isVisible()).toBe(true);

    await legend(page).getByRole('heading', { name: 'Temperature (°C)' }).waitFor();
    expect(await legend(page).getByText('20–25', { exact: true }).isVisible()).toBe(true);

    const disclaimer = page.getByRole('complementary', { name: 'Disclaimer' });
    await disclaimer.getByText(/automatic weather stations/).waitFor();
    await saveScreenshots(page, 'map-visitor');

    const metric = page.getByLabel('Metric');
    expect(await metric.locator('option').count()).toBe(26);
    await metric.selectOption({ label: 'Wind 10 m' });
    await legend(page).getByRole('heading', { name: 'Wind 10 m (km/h)' }).waitFor();
    expect(await legend(page).getByText('7–15 Good for spraying').isVisible()).toBe(true);
    await expect.poll(() => markersFor(page, 'Wind 10 m').count(), poll).toBe(demoStationCount);

    // Rainfall legends start above 0; visitors are told the metric needs an account.
    await metric.selectOption({ label: 'Rain since 9am' });
    await legend(page).getByRole('heading', { name: 'Rain since 9am (mm)' }).waitFor();
    expect(await legend(page).getByText('0.2–1', { exact: true }).isVisible()).toBe(true);
    expect(await legend(page).getByText('Nil', { exact: true }).count()).toBe(0);
    expect(await legend(page).getByText('Rain since 9am is for members.').isVisible()).toBe(true);

    await disclaimer.getByRole('button', { name: 'Dismiss' }).click();
    await disclaimer.waitFor({ state: 'detached' });
    await page.reload();
    await legend(page).getByRole('heading', { name: 'Rain since 9am (mm)' }).waitFor();
    await markersFor(page, 'Rain since 9am').first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Disclaimer' }).count()).toBe(0);
  });

  it('keeps the Options choices across a reload', async () => {
    const lclbCount = sites.filter((site) => site.network === 'lclb').length;
    expect(lclbCount).toBeGreaterThan(0);
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => markersFor(page, 'Temperature').count(), poll).toBe(demoStationCount);
    expect(await page.getByText('Jamestown', { exact: true }).count()).toBe(0);

    const options = page.getByRole('button', { name: 'Options' });
    await options.click();
    await page.getByRole('radio', { name: 'Terrain' }).check();
    await page.getByRole('checkbox', { name: 'Show AWS Names' }).check();
    await page.getByRole('checkbox', { name: 'Show LCLB Stations' }).uncheck();
    await page.getByLabel('Metric').selectOption({ label: 'Delta T' });
    await expect.poll(() => markersFor(page, 'Delta T').count(), poll).toBe(demoStationCount - lclbCount);
    expect(await page.getByText('Jamestown', { exact: true }).isVisible()).toBe(true);

    // Escape closes the panel and gives focus back to its button.
    await page.getByRole('checkbox', { name: 'Show AWS Names' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Terrain' }).waitFor({ state: 'hidden' });
    expect(await options.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await options.getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await expect.poll(() => markersFor(page, 'Delta T').count(), poll).toBe(demoStationCount - lclbCount);
    expect(await page.getByLabel('Metric').inputValue()).toBe('delta_t');
    await page.getByRole('button', { name: 'Options' }).click();
    expect(await page.getByRole('radio', { name: 'Terrain' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Show AWS Names' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Show LCLB Stations' }).isChecked()).toBe(false);
    await saveScreenshots(page, 'map-options');
  });

  it("shows a visitor the free readings and 'Log in for more' in a popup", async () => {
    const page = await newPage();
    await page.goto('/');
    // Focus first: Leaflet pans a focused marker into view (Jamestown sits near the map's top edge).
    await marker(page, 'Jamestown').focus();
    // A real click event on the marker itself: at zoom 8 neighbouring markers may sit over its centre.
    await marker(page, 'Jamestown').dispatchEvent('click');
    const opened = popup(page, 'Jamestown');
    await popupSettled(page, opened);

    await opened.getByText('Log in for more').waitFor();
    expect(await opened.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await opened.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(await opened.getByRole('link', { name: 'Data history' }).count()).toBe(0);
    expect(await opened.getByRole('link', { name: 'Jamestown' }).getAttribute('href')).toBe('/map/jamestown/dashboard');
    const tiles = opened.getByRole('listitem');
    expect(await tiles.allInnerTexts()).toEqual([
      expect.stringMatching(/^Temperature\s+-?\d+\.\d\s*°C/),
      expect.stringMatching(/^Wind 10 m\s+\d+\s*km\/h\s+from [NESW]{1,3}/),
    ]);
    expect(await tiles.filter({ hasText: 'Wind 10 m' }).locator('svg.wind-arrow').count()).toBe(1);
    await saveScreenshots(page, 'map-popup-visitor');

    // Escape closes the popup and puts focus back on its marker.
    await opened.getByRole('link', { name: 'Jamestown' }).focus();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    await expect
      .poll(() => marker(page, 'Jamestown').evaluate((element) => element === document.activeElement))
      .toBe(true);

    // The site name opens the station's view over the map.
    await (await openPopupWithKeyboard(page, 'Jamestown')).getByRole('link', { name: 'Jamestown' }).click();
    await page.waitForURL(`${server.url}/map/jamestown/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard: Jamestown' }).waitFor();
    expect(await markersFor(page, 'Temperature').count()).toBe(demoStationCount);
  });

  it("shows free@demo.test 'U' tiles that open the upgrade-required modal", async () => {
    const page = await newPage();
    await logIn(page, 'free@demo.test');
    await markersFor(page, 'Temperature').first().waitFor();
    expect(await page.getByRole('button', { name: 'User Settings' }).count()).toBe(0);

    const opened = await openPopupWithKeyboard(page, 'Jamestown');
    expect(await opened.getByRole('link', { name: 'Data history' }).getAttribute('href')).toBe('/sites/jamestown');
    expect(await opened.getByText('Log in for more').count()).toBe(0);
    expect(
      await opened
        .getByRole('listitem')
        .filter({ hasText: /^Temperature/ })
        .innerText(),
    ).toMatch(/\d+\.\d/);

    const deltaT = opened.getByRole('button', { name: /^Delta T\s*U \(upgrade to see Delta T\)$/ });
    expect(await deltaT.innerText()).toMatch(/^Delta T\s+U\b/);
    await deltaT.click();
    const modal = page.getByRole('dialog', { name: 'Upgrade required' });
    await modal.getByText('To view this content you must upgrade your billing plan.').waitFor();
    expect(await modal.getByRole('link', { name: 'View plans and extras' }).getAttribute('href')).toBe(
      '/my/account/plan_and_extras',
    );
    await saveScreenshots(page, 'map-upgrade-free');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await deltaT.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await opened.isVisible()).toBe(true);
  });

  it('shows allaccess@demo.test every value, Delta T included', async () => {
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    await markersFor(page, 'Temperature').first().waitFor();

    const opened = await openPopupWithKeyboard(page, 'Jamestown');
    const deltaT = opened.getByRole('listitem').filter({ hasText: /^Delta T/ });
    expect(await deltaT.innerText()).toMatch(/^Delta T\s+\d+\.\d\s*°C/);
    expect(await opened.getByRole('button', { name: /upgrade to see/ }).count()).toBe(0);
    expect(await opened.getByRole('link', { name: 'Data history' }).isVisible()).toBe(true);
    await saveScreenshots(page, 'map-popup-allaccess');

    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'User Settings' }).click();
    await page.getByRole('heading', { name: 'Default map view' }).waitFor();
    expect(await page.getByText('Saving the default view is not available yet.').isVisible()).toBe(true);
  });
});
