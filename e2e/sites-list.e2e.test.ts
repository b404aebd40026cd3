import type { SiteListItem } from '@mesonet/shared/contracts/sites.schema';
import { sortSites } from '@mesonet/shared/stations/site-sorting';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';

// The sites list (issue 4, part 3; spec §2 "Sites list and site views") on the demo network: signed-in
// only, every station with its 'Updated … ago' text, and a sort order that survives a reload.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const newPage = () => app.newPage();
const logIn = (page: Page, email: string) => app.logIn(page, email);

const sitesList = (page: Page) => page.getByRole('list', { name: 'Sites', exact: true });
const siteRows = (page: Page) => sitesList(page).getByRole('listitem');
const rowNames = (page: Page) => sitesList(page).locator('.sites-list__name').allTextContents();

describe('sites list (/sites)', () => {
  it('asks a visitor to log in or sign up', async () => {
    const page = await newPage();
    await page.goto('/sites');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sites List' }).waitFor();
    await expect.poll(() => main.getByRole('link', { name: 'Login' }).getAttribute('href'), poll).toBe('/login');
    expect(await main.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(await sitesList(page).count()).toBe(0);
    await saveScreenshots(page, 'sites-list-visitor');
    await page.context().close();
  });

  it('lists every station for a signed-in grower, and keeps the chosen order across a reload', async () => {
    const page = await newPage();
    await logIn(page, 'farm@demo.test');
    await page.goto('/sites');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sites List' }).waitFor();

    await expect.poll(() => siteRows(page).count(), poll).toBe(demoStationCount);
    const updatedTexts = await sitesList(page).locator('.sites-list__updated').allTextContents();
    expect(updatedTexts).toHaveLength(demoStationCount);
    for (const text of updatedTexts) expect(text).toMatch(/^Updated \d+ (minute|minutes|hour|hours) ago$/);

    // Numerical (the default): the server's order by id; each name opens the site's views.
    const sortBy = main.getByLabel('Sort by');
    expect(await sortBy.inputValue()).toBe('numerical');
    expect(await rowNames(page)).toEqual(sortSites(app.sites, 'numerical').map((site) => site.name));
    const first = sortSites(app.sites, 'numerical')[0]!;
    expect(await sitesList(page).getByRole('link', { name: first.name, exact: true }).getAttribute('href')).toBe(
      `/sites/${first.slug}`,
    );
    await saveScreenshots(page, 'sites-list-numerical');

    await sortBy.selectOption({ label: 'Alphabetical' });
    const alphabetical = sortSites(app.sites, 'alphabetical').map((site) => site.name);
    expect(alphabetical).not.toEqual(sortSites(app.sites, 'numerical').map((site) => site.name));
    await expect.poll(() => rowNames(page), poll).toEqual(alphabetical);

    await page.reload();
    await expect.poll(() => siteRows(page).count(), poll).toBe(demoStationCount);
    expect(await main.getByLabel('Sort by').inputValue()).toBe('alphabetical');
    expect(await rowNames(page)).toEqual(alphabetical);
    await saveScreenshots(page, 'sites-list-alphabetical');
    await page.context().close();
  });

  it("shows 'Updating' while a site's data is processed and 'No data retrieved yet' before its first reading", async () => {
    const page = await newPage();
    const [processing, empty] = sortSites(app.sites, 'numerical');
    // The demo never leaves a station in these states for long: shape the members' answer instead.
    await page.context().route('**/api/members/sites', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as SiteListItem[];
      const shaped = list.map((site) =>
        site.slug === processing!.slug
          ? { ...site, data_processing: true }
          : site.slug === empty!.slug
            ? { ...site, current_data_last_updated: null }
            : site,
      );
      await route.fulfill({ response, json: shaped });
    });
    await logIn(page, 'farm@demo.test');
    await page.goto('/sites');
    await expect.poll(() => siteRows(page).count(), poll).toBe(demoStationCount);
    const rowOf = (name: string) => siteRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
    expect(await rowOf(processing!.name).locator('.sites-list__badge').textContent()).toBe('Updating');
    expect(await rowOf(processing!.name).locator('.sites-list__updated').textContent()).toMatch(/ ago$/);
    expect(await rowOf(empty!.name).locator('.sites-list__updated').textContent()).toBe('No data retrieved yet');
    expect(await rowOf(empty!.name).locator('.sites-list__badge').count()).toBe(0);
    await saveScreenshots(page, 'sites-list-states');
    await page.context().close();
  });
});
