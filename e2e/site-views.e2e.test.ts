import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkNames, saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// A site's views (spec §2 "Sites list and site views"): the list at
// /sites/{slug} for a visitor, free@demo.test and allaccess@demo.test, the all-sensors table with its
// CSV download, and where closing a view goes.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const newPage = () => app.newPage();
const logIn = (page: Page, email: string) => app.logIn(page, email);

const viewCards = (page: Page, stationName: string) =>
  page.getByRole('list', { name: `Charts and tables for ${stationName}`, exact: true });
/** A card of the list by its heading. */
const viewCard = (page: Page, stationName: string, name: string) =>
  viewCards(page, stationName)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardHeadings = (page: Page, stationName: string) =>
  viewCards(page, stationName).locator('.view-card__title').allInnerTexts();

const jamestownViews = [
  'Dashboard',
  'Hazardous Inversion',
  '2hr Hazardous Inversion Forecast',
  'Vertical Temperature Difference',
  'Grain Harvest Code of Practice (GHCOP, wind 2m)',
  'Temperatures',
  'Wind',
  'Relative Humidity & Delta T',
  'Rainfall',
  'Dew Point',
  'Grass Fire Danger Index (GFDI, wind 10m)',
  'Table: All Sensors',
];

describe('site views list (/sites/{slug})', () => {
  it('asks a visitor to log in or sign up', async () => {
    const page = await newPage();
    await page.goto('/sites/jamestown');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Site Data Views' }).waitFor();
    expect(await main.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await main.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(await viewCards(page, 'Jamestown').count()).toBe(0);
    await saveScreenshots(page, 'site-views-visitor');
    await page.context().close();
  });

  it('greys the views outside the free plan, with a U that opens the upgrade modal', async () => {
    const page = await newPage();
    await logIn(page, 'free@demo.test');
    await page.goto('/sites/jamestown/data_views/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Jamestown' }).waitFor();
    expect(await main.getByRole('link', { name: 'Back to Sites' }).getAttribute('href')).toBe('/sites');
    await expect.poll(() => cardHeadings(page, 'Jamestown'), poll).toEqual(jamestownViews);

    // What the free plan opens: the dashboard, temperatures, wind and the table. Each link names its view,
    // so a screen reader's list of links reads as the page's contents; the greyed views are not links.
    expect(await linkNames(viewCards(page, 'Jamestown'))).toEqual([
      'Dashboard: Open Dashboard',
      'Temperatures: Expanded 48H Graph',
      'Wind: Expanded 48H Graph',
      'Table: All Sensors: Open Table',
    ]);
    const temperatures = viewCard(page, 'Jamestown', 'Temperatures');
    expect(await temperatures.locator('.view-card__badge').innerText()).toBe('48-Hour');
    // The view's name is for the ear (hidden visually): the button looks as before.
    expect(await temperatures.getByRole('link').locator('.visually-hidden').innerText()).toBe('Temperatures:');
    expect(
      await main.getByRole('link', { name: 'Temperatures: Expanded 48H Graph', exact: true }).getAttribute('href'),
    ).toBe('/sites/jamestown/data_views/temperatures');
    expect(await main.getByRole('link', { name: 'Dashboard: Open Dashboard', exact: true }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/dashboard',
    );
    expect(
      await main.getByRole('link', { name: 'Table: All Sensors: Open Table', exact: true }).getAttribute('href'),
    ).toBe('/sites/jamestown/data_views/table-all-sensors');

    // The rest is greyed, says why and holds no link.
    const vtd = viewCard(page, 'Jamestown', 'Vertical Temperature Difference');
    expect(await vtd.getAttribute('class')).toContain('view-card--unavailable');
    expect(await vtd.getByRole('link').count()).toBe(0);
    expect(await vtd.innerText()).toContain('Not included in your plan');
    const rainfall = viewCard(page, 'Jamestown', 'Rainfall');
    expect(await rainfall.getByRole('link').count()).toBe(0);
    expect(await rainfall.getByRole('list', { name: 'Rainfall totals' }).innerText()).toMatch(
      /Daily Totals[\s\S]*Monthly Totals[\s\S]*Yearly Totals/,
    );
    await saveScreenshots(page, 'site-views-free');

    const upgrade = vtd.getByRole('button', { name: 'U (upgrade to see Vertical Temperature Difference)' });
    await upgrade.click();
    const modal = page.getByRole('dialog', { name: 'Upgrade required' });
    await modal.getByText('To view this content you must upgrade your billing plan.').waitFor();
    expect(await modal.getByRole('link', { name: 'View plans and extras' }).getAttribute('href')).toBe(
      '/my/account/plan_and_extras',
    );
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await upgrade.evaluate((element) => element === document.activeElement)).toBe(true);

    // A view outside the plan opened by its address says so too.
    await page.goto('/sites/jamestown/data_views/vertical-temperature-difference');
    await main.getByText('To view this content you must upgrade your billing plan.').waitFor();
    await page.context().close();
  });

  it("says 'Not measured at this station' where the station type cannot measure a view", async () => {
    const bom = app.sites.find((station) => station.aws_type === 'bom');
    expect(bom).toBeDefined();
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    await page.goto(`/sites/${bom!.slug}`);
    const vtd = viewCard(page, bom!.name, 'Vertical Temperature Difference');
    await vtd.waitFor();
    expect(await vtd.innerText()).toContain('Not measured at this station');
    expect(await vtd.getByRole('button').count()).toBe(0);
    expect(await vtd.getByRole('link').count()).toBe(0);
    await page.context().close();
  });

  it("shows allaccess@demo.test 'All Time Graph' badges and opens a graph on its whole history", async () => {
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites');
    await page
      .getByRole('list', { name: 'Sites', exact: true })
      .getByRole('link', { name: 'Jamestown', exact: true })
      .click();
    await page.waitForURL(app.url('/sites/jamestown'));
    await expect.poll(() => cardHeadings(page, 'Jamestown'), poll).toEqual(jamestownViews);
    const badges = await viewCards(page, 'Jamestown').locator('.view-card__badge').allInnerTexts();
    // Every graph is 'All Time Graph'; the table says its window without calling itself a graph.
    expect(badges).toEqual([...Array<string>(10).fill('All Time Graph'), 'All Time']);
    expect(await viewCards(page, 'Jamestown').locator('.view-card--unavailable').count()).toBe(0);

    const rainfall = viewCard(page, 'Jamestown', 'Rainfall');
    const totals = rainfall.getByRole('list', { name: 'Rainfall totals' });
    expect(await linkNames(rainfall)).toEqual([
      'Rainfall: Expanded All-History Graph',
      'Rainfall: Daily Totals',
      'Rainfall: Monthly Totals',
      'Rainfall: Yearly Totals',
    ]);
    expect(await totals.getByRole('link', { name: 'Rainfall: Daily Totals' }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/rainfall-totals-daily',
    );
    expect(await totals.getByRole('link', { name: 'Rainfall: Monthly Totals' }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/rainfall-totals-monthly',
    );
    expect(await totals.getByRole('link', { name: 'Rainfall: Yearly Totals' }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/rainfall-totals-yearly',
    );
    await saveScreenshots(page, 'site-views-allaccess');

    const expand = page.getByRole('main').getByRole('link', {
      name: 'Temperatures: Expanded All-History Graph',
      exact: true,
    });
    expect(await expand.getAttribute('href')).toBe('/sites/jamestown/data_views/temperatures?range=all');
    await expand.click();
    await page.waitForURL(app.url('/sites/jamestown/data_views/temperatures?range=all'));
    await page.getByRole('heading', { level: 1, name: 'Temperatures – Jamestown' }).waitFor();

    // Opened from the list: closing goes back to it.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/sites/jamestown'));
    await page.getByRole('heading', { level: 1, name: 'Jamestown' }).waitFor();
    await page.context().close();
  });
});

describe('all-sensors table (/sites/{slug}/data_views/table-all-sensors)', () => {
  it('lists the readings newest first with a Download CSV button, and closes to the views list', async () => {
    const page = await newPage();
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites/jamestown/data_views/table-all-sensors');
    await page.getByRole('heading', { level: 1, name: 'Table: All Sensors – Jamestown' }).waitFor();
    const table = page.getByRole('region', { name: 'Table: All Sensors' }).getByRole('table');
    await table.waitFor();

    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers[0]).toBe('Time');
    expect(headers).toContainEqual(expect.stringMatching(/^Temperature 1\.2 m\s+\(°C\)$/));
    expect(headers).toContainEqual(expect.stringMatching(/^Wind 10 m\s+\(km\/h\)$/));
    const times = await table.locator('tbody th').allInnerTexts();
    expect(times.length).toBeGreaterThan(10);
    for (const time of times.slice(0, 5)) expect(time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const asMs = (text: string) => {
      const [d, m, y, hh, mm] = text.split(/[/ :]/).map(Number);
      return Date.UTC(y!, m! - 1, d!, hh!, mm!);
    };
    expect(asMs(times[0]!)).toBeGreaterThan(asMs(times[1]!));
    expect(
      await page
        .getByRole('main')
        .getByText(/^\d+ readings from /)
        .isVisible(),
    ).toBe(true);
    await saveScreenshots(page, 'table-allaccess');

    const downloadButton = page.getByRole('button', { name: 'Download CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/jamestown.*\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const [header, firstRow] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Temperature 1.2 m (°C)');
    expect(firstRow).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);

    // Loaded directly (no page of the app before it): closing goes to the site's views list.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(app.url('/sites/jamestown/data_views/'));
    await page.getByRole('heading', { level: 1, name: 'Jamestown' }).waitFor();
    await page.context().close();
  });

  it('offers the free plan its columns and no download', async () => {
    const page = await newPage();
    await logIn(page, 'free@demo.test');
    await page.goto('/sites/jamestown/data_views/table-all-sensors');
    const table = page.getByRole('region', { name: 'Table: All Sensors' }).getByRole('table');
    await table.waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.split(/\s+\(/)[0])).toEqual([
      'Time',
      'Temperature 1.2 m',
      'Wind 10 m',
      'Wind direction 10 m',
    ]);
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
    await page.context().close();
  });

  // metrics.md §2.9: a value quality control dropped shows missing, marked, with what the station sent.
  it('marks a value quality control dropped, says what the station sent, and explains the mark', async () => {
    const page = await newPage();
    await page.context().route('**/data_views/table-all-sensors/data_view_hash*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        table: { headers: { id: string }[]; data: (number | null)[][]; qc_flags?: unknown[] };
      };
      const column = body.table.headers.findIndex((h) => h.id === 'temperature');
      const newest = body.table.data[0]!;
      newest[column] = null;
      body.table.qc_flags = [{ time: newest[0], column_id: 'temperature', flag: 'out_of_range', received: 75 }];
      await route.fulfill({ response, json: body });
    });
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites/jamestown/data_views/table-all-sensors');
    const table = page.getByRole('region', { name: 'Table: All Sensors' }).getByRole('table');
    await table.waitFor();
    const mark = table.getByTitle('Out of range: sent 75 °C');
    expect(await mark.count()).toBe(1);
    expect(await mark.textContent()).toBe('* (Out of range: sent 75 °C)');
    expect(await table.locator('tbody tr').first().getByRole('cell').first().innerText()).toMatch(/^-\*/);
    await page
      .getByRole('main')
      .getByText(/^\* Quality control: a value outside its sensor's range is shown as '-'/)
      .waitFor();
    await saveScreenshots(page, 'table-qc-flag');
    await page.context().close();
  });

  it("says 'No data found.' for an empty window, and that an unknown view is not available", async () => {
    const page = await newPage();
    await page.context().route('**/data_views/table-all-sensors/data_view_hash*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { table: { data: unknown[]; metadata: { row_count: number } } };
      body.table.data = [];
      body.table.metadata.row_count = 0;
      await route.fulfill({ response, json: body });
    });
    await logIn(page, 'allaccess@demo.test');
    await page.goto('/sites/jamestown/data_views/table-all-sensors');
    await page.getByRole('main').getByText('No data found.', { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await saveScreenshots(page, 'table-empty');

    await page.goto('/sites/jamestown/data_views/no-such-view');
    const main = page.getByRole('main');
    await main.getByText('This view is not available for this station.').waitFor();
    expect(await main.getByRole('link', { name: 'All views for this station' }).getAttribute('href')).toBe(
      '/sites/jamestown/data_views/',
    );
    await page.goto('/sites/no-such-station/data_views/dashboard');
    await main.getByText('This view is not available for this station.').waitFor();
    await page.context().close();
  });
});
