import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { sortStations } from '@mesonet/shared/stations/station-sorting';
import { dayMs, hourMs, networkTimeZone } from '@mesonet/shared/time/local-time';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';
import { cli } from './support/operator-cli';
import { openPopupWithKeyboard } from './support/station-popup';

// The sites list (spec §2 "Sites list and site views") on the demo network: signed-in
// only, every station with its 'Updated … ago' text, and a sort order that survives a reload.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const newPage = () => app.newPage();
const logIn = (page: Page, email: string) => app.logIn(page, email);

const stationsList = (page: Page) => page.getByRole('list', { name: 'Sites', exact: true });
const stationRows = (page: Page) => stationsList(page).getByRole('listitem');
const rowNames = (page: Page) => stationsList(page).locator('.sites-list__name').allTextContents();

describe('sites list (/sites)', () => {
  it('asks a visitor to log in or sign up', async () => {
    const page = await newPage();
    await page.goto('/sites');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sites List' }).waitFor();
    await expect.poll(() => main.getByRole('link', { name: 'Login' }).getAttribute('href'), poll).toBe('/login');
    expect(await main.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(await stationsList(page).count()).toBe(0);
    await saveScreenshots(page, 'sites-list-visitor');
    await page.context().close();
  });

  it('lists every station for a signed-in grower, and keeps the chosen order across a reload', async () => {
    const page = await newPage();
    await logIn(page, 'farm@demo.test');
    await page.goto('/sites');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sites List' }).waitFor();

    await expect.poll(() => stationRows(page).count(), poll).toBe(demoStationCount);
    const updatedTexts = await stationsList(page).locator('.sites-list__updated').allTextContents();
    expect(updatedTexts).toHaveLength(demoStationCount);
    for (const text of updatedTexts) expect(text).toMatch(/^Updated \d+ (minute|minutes|hour|hours) ago$/);

    // Numerical (the default): the server's order by id; each name opens the site's views.
    const sortBy = main.getByLabel('Sort by');
    expect(await sortBy.inputValue()).toBe('numerical');
    expect(await rowNames(page)).toEqual(sortStations(app.sites, 'numerical').map((station) => station.name));
    const first = sortStations(app.sites, 'numerical')[0]!;
    expect(await stationsList(page).getByRole('link', { name: first.name, exact: true }).getAttribute('href')).toBe(
      `/sites/${first.slug}`,
    );
    await saveScreenshots(page, 'sites-list-numerical');

    await sortBy.selectOption({ label: 'Alphabetical' });
    const alphabetical = sortStations(app.sites, 'alphabetical').map((station) => station.name);
    expect(alphabetical).not.toEqual(sortStations(app.sites, 'numerical').map((station) => station.name));
    await expect.poll(() => rowNames(page), poll).toEqual(alphabetical);

    await page.reload();
    await expect.poll(() => stationRows(page).count(), poll).toBe(demoStationCount);
    expect(await main.getByLabel('Sort by').inputValue()).toBe('alphabetical');
    expect(await rowNames(page)).toEqual(alphabetical);
    await saveScreenshots(page, 'sites-list-alphabetical');
    await page.context().close();
  });

  it("shows 'Updating' while a site's data is processed and 'No data retrieved yet' before its first reading", async () => {
    const page = await newPage();
    const [processing, empty] = sortStations(app.sites, 'numerical');
    // The demo never leaves a station in these states for long: shape the members' answer instead.
    await page.context().route('**/api/members/sites', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as StationListItem[];
      const shaped = list.map((station) =>
        station.slug === processing!.slug
          ? { ...station, data_processing: true }
          : station.slug === empty!.slug
            ? { ...station, current_data_last_updated: null }
            : station,
      );
      await route.fulfill({ response, json: shaped });
    });
    await logIn(page, 'farm@demo.test');
    await page.goto('/sites');
    await expect.poll(() => stationRows(page).count(), poll).toBe(demoStationCount);
    const rowOf = (name: string) => stationRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
    expect(await rowOf(processing!.name).locator('.sites-list__badge').textContent()).toBe('Updating');
    expect(await rowOf(processing!.name).locator('.sites-list__updated').textContent()).toMatch(/ ago$/);
    expect(await rowOf(empty!.name).locator('.sites-list__updated').textContent()).toBe('No data retrieved yet');
    expect(await rowOf(empty!.name).locator('.sites-list__badge').count()).toBe(0);
    await saveScreenshots(page, 'sites-list-states');
    await page.context().close();
  });
});

describe('sites list: stations whose last reading is old', () => {
  /** dd/MM/yyyy in Adelaide, worked out here rather than by the rule under test. */
  const adelaideDate = (ms: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: networkTimeZone, dateStyle: 'short' }).format(ms);

  async function createStation(slug: string, name: string): Promise<void> {
    const created = await cli(
      'station',
      ['create', slug, '--name', name, '--type', 'standard', '--lat', '-34.3', '--lng', '139.1'],
      app.server.dataDir,
    );
    expect(created.stdout, created.stderr).toContain(`Station ${slug} created`);
  }

  it("shows a week-old reading's age and date, sorts by it, and shows the station stale in its popup and dashboard", async () => {
    const nowMs = Date.now();
    // Week Ridge posts one reading a week (and an hour) old with its token; Dozen Flat's datalogger
    // file ends 12 days ago, past the 240 h after which the list drops 'ago'.
    const weekOldMs = nowMs - 7 * dayMs - hourMs;
    await createStation('week-ridge', 'Week Ridge');
    const token = (await cli('station', ['token', 'week-ridge'], app.server.dataDir)).stdout.trim();
    const posted = await fetch(app.url('/api/ingest/observations'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        station: 'week-ridge',
        observations: [
          {
            observed_at: new Date(weekOldMs).toISOString(),
            channels: { air_temp_1_2m: 19.4, rh_1_2m: 52, wind_speed_10m: 3.1, wind_dir_10m: 250, rain_mm: 0 },
          },
        ],
      }),
    });
    expect(posted.status).toBe(200);

    const dozenOldMs = nowMs - 12 * dayMs;
    await createStation('dozen-flat', 'Dozen Flat');
    const file = join(mkdtempSync(join(tmpdir(), 'mesonet-csv-')), 'dozen-flat.csv');
    const rows = [30, 20, 10, 0].map(
      (minutesBefore) => `${new Date(dozenOldMs - minutesBefore * 60_000).toISOString()},18.2,60,2.4,200,0`,
    );
    writeFileSync(file, ['observed_at,air_temp_1_2m,rh_1_2m,wind_speed_10m,wind_dir_10m,rain_mm', ...rows].join('\n'));
    const imported = await cli('ingest', [file, '--station', 'dozen-flat'], app.server.dataDir);
    expect(imported.stdout, imported.stderr).toContain('4 readings added');

    const page = await newPage();
    await logIn(page, 'farm@demo.test');
    await page.goto('/sites');
    await expect.poll(() => stationRows(page).count(), poll).toBe(demoStationCount + 2);
    const rowOf = (name: string) => stationRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
    const updated = (name: string) => rowOf(name).locator('.sites-list__updated').textContent();
    expect(await updated('Week Ridge')).toBe(`Updated 7 days ago (${adelaideDate(weekOldMs)})`);
    expect(await updated('Dozen Flat')).toBe(`Updated 12 days (${adelaideDate(dozenOldMs)})`);

    // Date/Time: newest first, so the two old stations close the list, the older last.
    await page.getByRole('main').getByLabel('Sort by').selectOption({ label: 'Date/Time' });
    await expect.poll(async () => (await rowNames(page)).slice(-2), poll).toEqual(['Week Ridge', 'Dozen Flat']);
    await rowOf('Week Ridge').scrollIntoViewIfNeeded();
    await saveScreenshots(page, 'sites-list-old-readings');

    // The popup: when the reading was, and every tile a faded dash (3.5 h window).
    await page.goto('/');
    const popup = await openPopupWithKeyboard(page, 'Week Ridge');
    expect(await popup.locator('.station-popup__meta').textContent()).toMatch(
      /^Latest reading .+ \(too old to show\)$/,
    );
    const tiles = popup.locator('.metric-tile');
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await popup.locator('.metric-tile:not(.metric-tile--faded)').count()).toBe(0);
    await saveScreenshots(page, 'map-popup-old-reading');

    // The dashboard: its age in the summary's line, and no value shown as current.
    await popup.getByRole('link', { name: 'Week Ridge' }).click();
    const dashboard = page.getByRole('dialog', { name: 'Dashboard: Week Ridge' });
    const summary = dashboard.getByRole('table', { name: 'Summary – Week Ridge' });
    await summary.waitFor();
    expect(await dashboard.locator('.site-summary__updated').textContent()).toMatch(
      /^Updated at \d{2}:\d{2} on \d{2} [A-Z][a-z]{2} \d{4} \(7 days ago\)$/,
    );
    expect(await summary.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await summary.locator('tbody tr:not(.site-summary__row--faded)').count()).toBe(0);
    expect(await dashboard.locator('.key-tile__body:not(.key-tile__body--faded)').count()).toBe(0);
    // Its 48-hour graphs have nothing to draw, and say so.
    const temperatures = dashboard
      .locator('.view-card')
      .filter({ has: page.getByRole('heading', { name: 'Temperatures', exact: true }) });
    await temperatures.scrollIntoViewIfNeeded();
    await temperatures.getByText('No data found.').waitFor();
    await saveScreenshots(page, 'dashboard-old-reading');
    await page.context().close();
    // Four runs of the command-line tools, each a Node start-up.
  }, 180_000);
});
