import { destinationPoint } from '@mesonet/shared/geo/great-circle';
import { greatCircleDistanceKm } from '@mesonet/shared/geo/great-circle';
import { hourMs } from '@mesonet/shared/time/local-time';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';
import { cli } from './support/operator-cli';
import { openPopupWithKeyboard, popup, popupSettled } from './support/station-popup';

// Issue 25 part 3: where a station is stale, its popup, dashboard and sites list row name the nearest
// station reporting now, with distance and bearing ('Saddleworth, 12 km NE, updated 4 min ago'), and
// lead to it. A station set 3 km south-west of Jamestown whose datalogger file ended 6 hours ago.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const staleSlug = 'stale-gully';
const staleName = 'Stale Gully';

/** Jamestown, 3.0 km to the north-east, reporting every few minutes like every demo station. */
const nearestText = /^Jamestown, 3\.0 km NE, updated (just now|\d+ min ago)$/;

async function createStaleStation(): Promise<void> {
  const jamestown = app.sites.find((station) => station.slug === 'jamestown')!;
  const place = destinationPoint(jamestown.location, 225, 3);
  // No other demo station is as near, so Jamestown is the one to name.
  const others = app.sites.filter((station) => station.slug !== 'jamestown');
  expect(Math.min(...others.map((station) => greatCircleDistanceKm(place, station.location)))).toBeGreaterThan(4);

  const created = await cli(
    'station',
    [
      'create',
      staleSlug,
      '--name',
      staleName,
      '--type',
      'standard',
      '--lat',
      place.lat.toFixed(6),
      '--lng',
      place.lng.toFixed(6),
    ],
    app.server.dataDir,
  );
  expect(created.stdout, created.stderr).toContain(`Station ${staleSlug} created`);
  const endMs = Date.now() - 6 * hourMs;
  const file = join(mkdtempSync(join(tmpdir(), 'mesonet-csv-')), `${staleSlug}.csv`);
  const rows = [30, 20, 10, 0].map(
    (minutesBefore) => `${new Date(endMs - minutesBefore * 60_000).toISOString()},18.2,60,2.4,200,0`,
  );
  writeFileSync(file, ['observed_at,air_temp_1_2m,rh_1_2m,wind_speed_10m,wind_dir_10m,rain_mm', ...rows].join('\n'));
  const imported = await cli('ingest', [file, '--station', staleSlug], app.server.dataDir);
  expect(imported.stdout, imported.stderr).toContain('4 readings added');
}

async function signedInPage(): Promise<Page> {
  const page = await app.newPage();
  await app.logIn(page, 'farm@demo.test');
  return page;
}

describe('nearest fresh station', () => {
  beforeAll(createStaleStation, 60_000);

  it("names it in the stale station's popup, which opens the other station's popup", async () => {
    const page = await signedInPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('button', { name: /^[^:]+: Temperature / }).count(), poll)
      .toBe(demoStationCount + 1);
    const stalePopup = await openPopupWithKeyboard(page, staleName);
    expect(await stalePopup.locator('.station-popup__meta').textContent()).toMatch(/\(too old to show\)$/);
    const note = stalePopup.locator('.nearest-fresh');
    expect(await note.textContent()).toMatch(/^Nearest station reporting now: Jamestown, 3\.0 km NE, updated /);
    const toNearest = stalePopup.getByRole('button', { name: nearestText });
    await toNearest.waitFor();
    await saveScreenshots(page, 'nearest-fresh-popup');

    await toNearest.press('Enter');
    const jamestownPopup = popup(page, 'Jamestown');
    await popupSettled(page, jamestownPopup);
    await stalePopup.waitFor({ state: 'detached' });
    // A fresh station names nobody.
    expect(await jamestownPopup.locator('.nearest-fresh').count()).toBe(0);
    expect(await jamestownPopup.locator('.metric-tile:not(.metric-tile--faded)').count()).toBeGreaterThan(0);
    await page.context().close();
  }, 90_000);

  it('names it on the stale dashboard, over the map and on its own page, with a link to its dashboard', async () => {
    const page = await signedInPage();
    await page.goto(`/map/${staleSlug}/dashboard`);
    const panel = page.getByRole('dialog', { name: `Dashboard: ${staleName}` });
    const panelLink = panel.getByRole('link', { name: nearestText });
    await panelLink.waitFor();
    expect(await panelLink.getAttribute('href')).toBe('/map/jamestown/dashboard');
    await saveScreenshots(page, 'nearest-fresh-dashboard-panel');

    await page.goto(`/sites/${staleSlug}/data_views/dashboard`);
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: nearestText });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/sites/jamestown/data_views/dashboard');
    await link.click();
    await page.waitForURL(app.url('/sites/jamestown/data_views/dashboard'));
    await main.getByRole('table', { name: 'Summary – Jamestown' }).waitFor();
    expect(await main.locator('.nearest-fresh').count()).toBe(0);
    await page.context().close();
  }, 90_000);

  it("names it in the stale station's sites list row, with a link to its site page", async () => {
    const page = await signedInPage();
    await page.goto('/sites');
    const list = page.getByRole('list', { name: 'Sites', exact: true });
    await expect.poll(() => list.getByRole('listitem').count(), poll).toBe(demoStationCount + 1);
    const rowOf = (name: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    const link = rowOf(staleName).getByRole('link', { name: nearestText });
    expect(await link.getAttribute('href')).toBe('/sites/jamestown');
    // A station reporting now has no note.
    expect(await rowOf('Jamestown').locator('.nearest-fresh').count()).toBe(0);
    await rowOf(staleName).scrollIntoViewIfNeeded();
    await saveScreenshots(page, 'nearest-fresh-sites-list');
    await link.click();
    await page.waitForURL(app.url('/sites/jamestown'));
    await page.context().close();
  }, 90_000);
});
