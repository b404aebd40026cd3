import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterRequestsSoFar, linkNames, saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';

// The site dashboard (spec §2 "Site dashboard"): over the map at
// /map/{slug}/dashboard and on its own page at /sites/{slug}/data_views/dashboard, for a visitor,
// free@demo.test and allaccess@demo.test; where closing goes; refreshing while the tab is shown.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const newPage = () => app.newPage();
const logIn = (page: Page, email: string) => app.logIn(page, email);

const markers = (page: Page) => page.getByRole('button', { name: /^[^:]+: Temperature / });
const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const keyTile = (scope: Locator, label: string) =>
  scope.locator('.key-tile').filter({ has: scope.page().getByRole('heading', { name: label, exact: true }) });
const summaryTable = (scope: Locator) => scope.getByRole('table', { name: 'Summary – Jamestown' });
const updatedLine = /^Updated at \d{2}:\d{2} on \d{2} [A-Z][a-z]{2} \d{4} \(\d+ minutes? ago\)/;

/** Opens Jamestown's popup from the keyboard and follows its name, as a grower opens the dashboard. */
async function openDashboardFromMap(page: Page): Promise<Locator> {
  await expect.poll(() => markers(page).count(), poll).toBe(demoStationCount);
  await page.getByRole('button', { name: /^Jamestown: / }).focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('region', { name: 'Jamestown', exact: true });
  // Enter on the name, not a click at its position: the popup may still be panning the map into view.
  await popup.getByRole('link', { name: 'Jamestown' }).press('Enter');
  await page.waitForURL(app.url('/map/jamestown/dashboard'));
  const dashboard = panel(page, 'Dashboard: Jamestown');
  await dashboard.waitFor();
  return dashboard;
}

describe('site dashboard', () => {
  it('shows a visitor the station and the way to log in or sign up, over the map', async () => {
    const page = await newPage();
    await page.goto('/map/jamestown/dashboard');
    const dashboard = panel(page, 'Dashboard: Jamestown');
    await dashboard.getByRole('heading', { name: 'Dashboard: Jamestown' }).waitFor();
    expect(await dashboard.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await dashboard.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    await saveScreenshots(page, 'dashboard-visitor');

    // Loaded directly: closing goes to the map root.
    await dashboard.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/'));
    await dashboard.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("shows free@demo.test 'U' tiles for inversion and GHCOP, and closes back to the map", async () => {
    const page = await newPage();
    await logIn(page, 'free@demo.test');
    const dashboard = await openDashboardFromMap(page);

    for (const label of ['Inversion (VTD)', 'Harvest code (GFDI @2 m)']) {
      const tile = keyTile(dashboard, label);
      expect(await tile.innerText(), label).toContain('Not included in your plan');
      expect(await tile.getByRole('button', { name: `U (upgrade to see ${label})` }).isVisible()).toBe(true);
    }
    const summary = summaryTable(dashboard);
    await summary.waitFor();
    await dashboard.locator('.site-map path').first().waitFor();
    expect(await dashboard.getByText(updatedLine).isVisible()).toBe(true);
    expect(await summary.getByRole('row', { name: /^Temperature -?\d+\.\d+°C$/ }).count()).toBe(1);
    expect(await summary.getByRole('row', { name: /^Delta T U \(upgrade to see Delta T\)$/ }).count()).toBe(1);
    expect(await dashboard.getByRole('link', { name: 'More charts/tables' }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/',
    );
    await saveScreenshots(page, 'dashboard-free');

    await keyTile(dashboard, 'Inversion (VTD)').getByRole('button', { name: /^U / }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade required' });
    await modal.getByText('To view this content you must upgrade your billing plan.').waitFor();
    expect(await modal.getByRole('link', { name: 'View plans and extras' }).getAttribute('href')).toBe(
      '/my/account/plan_and_extras',
    );
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Opened from the map: closing goes back to it, with every marker still there.
    await dashboard.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/'));
    await dashboard.waitFor({ state: 'detached' });
    expect(await markers(page).count()).toBe(demoStationCount);
    await page.context().close();
  });

  it('shows allaccess@demo.test the key indicators with values and status, the summary and the graph cards', async () => {
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites/jamestown/data_views/dashboard');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Dashboard: Jamestown' }).waitFor();

    for (const label of ['Inversion (VTD)', 'Harvest code (GFDI @2 m)']) {
      const body = keyTile(main, label).locator('.key-tile__body');
      await body.waitFor();
      // One decimal or none, or more only where rounding would read as another band (34.6, not 35).
      expect(await body.locator('.key-tile__value').innerText(), label).toMatch(/^-?\d+(\.\d+)?$/);
      expect((await body.locator('.key-tile__status').innerText()).length, label).toBeGreaterThan(2);
      // Text beside the colour, and the colour from the thresholds.
      expect(await body.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgb(244, 246, 243)',
      );
    }
    // Beside the harvest code, the handbook's stop wind and the hours at 35 or more today.
    const notes = keyTile(main, 'Harvest code (GFDI @2 m)').locator('.key-tile__notes');
    expect(await notes.getByText(/^Stop at 2 m wind of\s*\d+\.\d+ km\/h$/).count()).toBe(1);
    expect(await notes.getByText(/^At 35 or more today\s*\d+\.\d+ h$/).count()).toBe(1);
    const summary = summaryTable(main);
    await summary.waitFor();
    expect(await main.getByText(updatedLine).isVisible()).toBe(true);
    expect(await summary.getByRole('row', { name: /^Delta T \d+\.\d+°C$/ }).count()).toBe(1);
    expect(await summary.getByRole('row', { name: /^Hours below 0 °C \(last 24 h\) \d+\.\d+ h$/ }).count()).toBe(1);
    expect(await summary.getByRole('button', { name: /^U / }).count()).toBe(0);

    const graphs = main.getByRole('list', { name: 'Charts for Jamestown' });
    expect(await graphs.locator('.view-card__badge').first().innerText()).toBe('All Time Graph');
    // Each graph's link names its graph, so the page's links read as its contents.
    expect(
      await graphs
        .getByRole('link', { name: 'Hazardous Inversion: Expanded All-History Graph', exact: true })
        .getAttribute('href'),
    ).toBe('/sites/jamestown/data_views/hazardous-inversion?range=all');
    expect(await linkNames(graphs)).toContain('Temperatures: Expanded All-History Graph');
    expect((await linkNames(graphs)).every((name) => /^[^:]+: \S/.test(name))).toBe(true);
    // The small map: the station's marker drawn even with no tiles, and its coordinates in words.
    await main.getByText(/^Jamestown · -33\.2053, 138\.6019$/).waitFor();
    await main.locator('.site-map path').first().waitFor();
    await saveScreenshots(page, 'dashboard-allaccess');

    // Loaded directly: closing goes to the site's views list.
    await main.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/sites/jamestown/data_views/'));
    await page.context().close();
  });

  it('opens a graph in the same panel over the map, and closes back through the dashboard to the map', async () => {
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    const dashboard = await openDashboardFromMap(page);
    await keyTile(dashboard, 'Inversion (VTD)').locator('.key-tile__status').waitFor();
    await dashboard.locator('.site-map path').first().waitFor();
    await saveScreenshots(page, 'dashboard-map-allaccess');
    await dashboard
      .getByRole('list', { name: 'Charts for Jamestown' })
      .getByRole('listitem')
      .getByRole('link', { name: 'Temperatures: Expanded All-History Graph', exact: true })
      .click();
    await page.waitForURL(app.url('/map/jamestown/temperatures?range=all'));
    const graph = panel(page, 'Temperatures – Jamestown');
    await graph.waitFor();

    await graph.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/map/jamestown/dashboard'));
    await panel(page, 'Dashboard: Jamestown').getByRole('button', { name: 'Close' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(app.url('/'));
    await panel(page, 'Dashboard: Jamestown').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('asks for the dashboard again when the tab is shown again, and every 60 s while it is shown', async () => {
    const page = await newPage();
    await page.clock.install();
    const requests: string[] = [];
    // Finished requests only: an interval tick while the last answer is still on its way joins that request.
    page.on('requestfinished', (request) => {
      if (request.url().includes('/data_views/dashboard/data_view_hash')) requests.push(request.url());
    });
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites/jamestown/data_views/dashboard');
    await summaryTable(page.getByRole('main')).waitFor();
    await expect.poll(() => requests.length, poll).toBe(1);

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    await setVisibility('hidden');
    await page.clock.fastForward(5 * 60_000);
    await afterRequestsSoFar(page);
    expect(requests).toHaveLength(1);
    await setVisibility('visible');
    await expect.poll(() => requests.length, poll).toBe(2);

    await page.clock.fastForward(61_000);
    await expect.poll(() => requests.length, poll).toBe(3);
    await page.context().close();
  });
});
