import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterRequestsSoFar, saveScreenshots, screenshotDir } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';
import { marker, openPopupWithKeyboard, popup, popupSettled } from './support/station-popup';

// The map screen on the demo network, for a visitor, free@demo.test and
// allaccess@demo.test. The browser is kept off the internet, as growers with no signal are: tiles fail
// and the built-in outline map has to carry the screen.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const newPage = () => app.newPage();
const logIn = (page: Page, email: string) => app.logIn(page, email);

/** Markers are role=button with the station, metric and reading as their name, e.g. 'Jamestown: Temperature 22.2 °C'. */
const markersFor = (page: Page, metricLabel: string) =>
  page.getByRole('button', { name: new RegExp(`^[^:]+: ${metricLabel} `) });
const legend = (page: Page) => page.getByRole('region', { name: 'Legend' });
/** The Leaflet map itself (the station list beside it names every station too). */
const mapArea = (page: Page) => page.locator('.station-map');
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('map screen', () => {
  it('shows a visitor every station, the legend and the disclaimer, and changes metric', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => markersFor(page, 'Temperature').count(), poll).toBe(demoStationCount);
    // Markers may come before the first tile has failed: the notice follows the failure.
    await page.getByText('Map tiles unavailable: showing the built-in outline map.').waitFor();

    await legend(page).getByRole('heading', { name: 'Temperature (°C)' }).waitFor();
    expect(await legend(page).getByText('20–25', { exact: true }).isVisible()).toBe(true);

    const disclaimer = page.getByRole('complementary', { name: 'Disclaimer' });
    await disclaimer.getByText(/automatic weather stations/).waitFor();
    await saveScreenshots(page, 'map-visitor');

    const metric = page.getByLabel('Metric');
    // Spec §2's 26 metrics, then 'Spray conditions' (issue 24).
    expect(await metric.locator('option').count()).toBe(27);
    await metric.selectOption({ label: 'Wind 10 m' });
    await legend(page).getByRole('heading', { name: 'Wind 10 m (km/h)' }).waitFor();
    expect(await legend(page).getByText('7–15 Good for spraying').isVisible()).toBe(true);
    await expect.poll(() => markersFor(page, 'Wind 10 m').count(), poll).toBe(demoStationCount);
    // The station list (open on a wide screen) follows the metric, a render after the markers.
    const jamestownInList = page.getByRole('button', { name: /^Jamestown, / });
    await expect.poll(() => jamestownInList.textContent(), poll).toContain('km/h');

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
    const lclbCount = app.sites.filter((station) => station.network === 'lclb').length;
    expect(lclbCount).toBeGreaterThan(0);
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => markersFor(page, 'Temperature').count(), poll).toBe(demoStationCount);
    expect(await mapArea(page).getByText('Jamestown', { exact: true }).count()).toBe(0);

    const options = page.getByRole('button', { name: 'Options' });
    await options.click();
    await page.getByRole('radio', { name: 'Terrain' }).check();
    await page.getByRole('checkbox', { name: 'Show AWS Names' }).check();
    await page.getByRole('checkbox', { name: 'Show LCLB Stations' }).uncheck();
    await page.getByLabel('Metric').selectOption({ label: 'Delta T' });
    await expect.poll(() => markersFor(page, 'Delta T').count(), poll).toBe(demoStationCount - lclbCount);
    expect(await mapArea(page).getByText('Jamestown', { exact: true }).isVisible()).toBe(true);

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
      expect.stringMatching(/^Temperature\s+-?\d+\.\d+\s*°C/),
      expect.stringMatching(/^Wind 10 m\s+\d+(?:\.\d+)?\s*km\/h\s+from [NESW]{1,3}/),
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

    // The site name opens the station's view over the map (Enter, not a click at a position the popup's pan may move).
    await (await openPopupWithKeyboard(page, 'Jamestown')).getByRole('link', { name: 'Jamestown' }).press('Enter');
    await page.waitForURL(app.url('/map/jamestown/dashboard'));
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
    expect(await deltaT.innerText()).toMatch(/^Delta T\s+\d+\.\d+\s*°C/);
    expect(await opened.getByRole('button', { name: /upgrade to see/ }).count()).toBe(0);
    expect(await opened.getByRole('link', { name: 'Data history' }).isVisible()).toBe(true);

    // On a phone the popup is refitted clear of the bottom-right corner: the Home menu and the zoom buttons.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const overlaps = async (control: Locator) => {
      const [a, b] = [await opened.boundingBox(), await control.boundingBox()];
      if (!a || !b) throw new Error('the popup or the control is not on the page');
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    await expect.poll(() => overlaps(page.getByRole('button', { name: 'Home & Seasons' })), poll).toBe(false);
    expect(await overlaps(page.getByRole('button', { name: 'Zoom in' }))).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshots(page, 'map-popup-allaccess');

    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    // The centre/zoom save dialog: zoom in, save, and the map opens there after a reload.
    const zoomShown = async () => {
      await page.getByRole('button', { name: 'User Settings' }).click();
      await page.getByRole('heading', { name: 'Default map view' }).waitFor();
      return page.locator('.map-panel__facts dd').nth(1).innerText();
    };
    /** The panel reads the view as it opens: it is opened again until the zoom has settled there. */
    const settledAtZoom = (level: string) =>
      expect
        .poll(async () => {
          const shown = await zoomShown();
          if (shown !== level) await page.keyboard.press('Escape');
          return shown;
        }, poll)
        .toBe(level);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await settledAtZoom('9');
    await page.getByRole('button', { name: 'Save as my default view' }).click();
    await page.getByText('Saved. The map will open here next time.').waitFor();
    await page.reload();
    expect(await zoomShown()).toBe('9');
    // Back to the default, so the other tests' maps open as before.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await settledAtZoom('8');
    await page.getByRole('button', { name: 'Save as my default view' }).click();
    await page.getByText('Saved. The map will open here next time.').waitFor();
  });
});

describe('map screen: explanations, status popup and station list', () => {
  it('explains a metric and its colours from the legend and from a popup tile', async () => {
    const page = await newPage();
    await page.goto('/');
    await markersFor(page, 'Temperature').first().waitFor();

    const about = legend(page).getByRole('button', { name: 'About Temperature' });
    await about.click();
    const dialog = page.getByRole('dialog', { name: 'Temperature (°C)' });
    await dialog.getByRole('heading', { name: 'What it means' }).waitFor();
    expect(await dialog.getByText(/air temperature in the shade about 1\.2 m above the ground/).isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: 'How it is worked out' }).isVisible()).toBe(true);
    expect(await dialog.getByText(/GRDC GrowNotes Spray Application Manual/).isVisible()).toBe(true);
    // Every band as a row with its text beside the swatch.
    const bands = dialog.getByRole('listitem');
    expect(await bands.count()).toBe(11);
    expect(await bands.allInnerTexts()).toContain('20–25');
    expect(await isFocused(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    // The focus stays in the dialog.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await saveScreenshots(page, 'map-explanation-legend');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(about)).toBe(true);

    // From a tile of a popup: the 'i' beside the wind reading.
    const opened = await openPopupWithKeyboard(page, 'Jamestown');
    const aboutWind = opened.getByRole('button', { name: 'About Wind 10 m' });
    await aboutWind.click();
    const windDialog = page.getByRole('dialog', { name: 'Wind 10 m (km/h)' });
    await windDialog.getByText('7–15 Good for spraying').waitFor();
    expect(await windDialog.getByText(/2,4-D/).isVisible()).toBe(true);
    await saveScreenshots(page, 'map-explanation-tile');

    // Escape closes the dialog only; the popup stays open and the 'i' has the focus again.
    await page.keyboard.press('Escape');
    await windDialog.waitFor({ state: 'detached' });
    expect(await opened.isVisible()).toBe(true);
    expect(await isFocused(aboutWind)).toBe(true);
    await windDialog.waitFor({ state: 'detached' });
    await aboutWind.click();
    await page.getByRole('dialog', { name: 'Wind 10 m (km/h)' }).getByRole('button', { name: 'Close' }).click();
    expect(await opened.isVisible()).toBe(true);
  });

  it('opens the status popup with the network counts, and remembers it open or closed', async () => {
    const lclbCount = app.sites.filter((station) => station.network === 'lclb').length;
    const page = await newPage();
    await page.goto('/');
    await markersFor(page, 'Temperature').first().waitFor();

    const statusButton = page.getByRole('button', { name: 'Status', exact: true });
    expect(await statusButton.getAttribute('aria-expanded')).toBe('false');
    await statusButton.click();
    const status = page.getByRole('region', { name: 'Network status' });
    const count = async (term: string) => Number(await status.locator(`dt:text-is("${term}") + dd`).innerText());
    await expect.poll(() => count('Stations shown'), poll).toBe(demoStationCount);
    const [reporting, stale, noDataYet] = [await count('Reporting'), await count('Stale'), await count('No data yet')];
    expect(reporting + stale + noDataYet).toBe(demoStationCount);
    expect(reporting).toBeGreaterThan(demoStationCount / 2);
    expect(await status.getByText('Stale: no reading in the last 3¼ hours.').isVisible()).toBe(true);
    expect(await status.getByText(/^Readings refreshed at \d\d:\d\d/).isVisible()).toBe(true);
    await saveScreenshots(page, 'map-status');

    // It counts what the map shows.
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('checkbox', { name: 'Show LCLB Stations' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => count('Stations shown'), poll).toBe(demoStationCount - lclbCount);

    await page.reload();
    await page.getByRole('region', { name: 'Network status' }).waitFor();
    expect(await page.getByRole('button', { name: 'Status', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Close status' }).click();
    await page.getByRole('region', { name: 'Network status' }).waitFor({ state: 'detached' });
    expect(await isFocused(page.getByRole('button', { name: 'Status', exact: true }))).toBe(true);
    await page.reload();
    await markersFor(page, 'Temperature').first().waitFor();
    expect(await page.getByRole('region', { name: 'Network status' }).count()).toBe(0);
  });

  it('raises the marker under the pointer and keeps each marker on its station through a zoom', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => markersFor(page, 'Temperature').count(), poll).toBe(demoStationCount);
    // The disclaimer would lie over the northern markers.
    const disclaimer = page.getByRole('complementary', { name: 'Disclaimer' });
    await disclaimer.getByRole('button', { name: 'Dismiss' }).click();
    await disclaimer.waitFor({ state: 'detached' });
    const zIndex = () => marker(page, 'Jamestown').evaluate((element) => Number(getComputedStyle(element).zIndex));
    const resting = await zIndex();
    await marker(page, 'Jamestown').hover();
    await expect.poll(zIndex, poll).toBe(resting + 250);
    await page.mouse.move(0, 0);
    await expect.poll(zIndex, poll).toBe(resting);

    const centre = async (stationName: string) => {
      const box = await marker(page, stationName).boundingBox();
      if (!box) throw new Error(`${stationName} has no marker on screen`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const apart = async () => {
      const [jamestown, crystalBrook] = [await centre('Jamestown'), await centre('Crystal Brook')];
      return Math.hypot(jamestown.x - crystalBrook.x, jamestown.y - crystalBrook.y);
    };
    // One zoom level doubles every distance on the map: the markers move with their stations. Polled to
    // within 2 px, as the zoom animates: a distance read mid-animation is between the two.
    const before = await apart();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => Math.abs((await apart()) - 2 * before), poll).toBeLessThanOrEqual(2);
  });

  it('reaches every station from the keyboard through the station list', async () => {
    const page = await newPage();
    await page.goto('/');
    await markersFor(page, 'Temperature').first().waitFor();
    const list = page.getByRole('region', { name: 'Stations (Temperature)' });
    const stations = list.getByRole('button', { name: /, / });
    await expect.poll(() => stations.count(), poll).toBe(demoStationCount);
    // Each with the reading in words, and its band, beside the colour.
    // (Its name is its visible text, so the accessible name is matched rather than an aria-label.)
    expect(await list.getByRole('button', { name: /^Jamestown, (-?\d+\.\d+ °C, .+|no recent reading)$/ }).count()).toBe(
      1,
    );

    // From the toolbar, Tab reaches the skip button before the hundred markers, and it lands in the list.
    await page.getByLabel('Metric').focus();
    const skip = page.getByRole('button', { name: 'Skip to the list of stations' });
    for (let step = 0; step < 6 && !(await isFocused(skip)); step += 1) await page.keyboard.press('Tab');
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(stations.first()), poll).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(stations.nth(1))).toBe(true);

    // A station's button opens its popup over its marker; Escape comes back to the button.
    const jamestown = list.getByRole('button', { name: /^Jamestown, / });
    await jamestown.focus();
    await page.keyboard.press('Enter');
    const opened = popup(page, 'Jamestown');
    await popupSettled(page, opened);
    expect(await isFocused(opened.getByRole('link', { name: 'Jamestown' }))).toBe(true);
    const mapBox = await mapArea(page).boundingBox();
    const markerBox = await marker(page, 'Jamestown').boundingBox();
    expect(mapBox && markerBox).toBeTruthy();
    if (mapBox && markerBox) {
      expect(markerBox.y).toBeGreaterThanOrEqual(mapBox.y);
      expect(markerBox.y + markerBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    }
    await saveScreenshots(page, 'map-station-list');
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(jamestown), poll).toBe(true);
  });

  it('folds the station list on a phone behind a keyboard-reachable button', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await markersFor(page, 'Temperature').first().waitFor();
    const toggle = page.getByRole('button', { name: 'List stations' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: /^Jamestown, / }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Jamestown, / }).waitFor();
    expect(await page.getByRole('button', { name: 'Hide list' }).getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${screenshotDir}/map-station-list-phone-360.png` });
    await page.context().close();
  });
});

describe('map screen: refresh', () => {
  /**
   * The HTTP cache has to be on for revalidation, and Playwright turns it off for routed pages: the tile
   * servers are kept off the network through the DevTools protocol instead. The protocol also gives the
   * status on the wire (Playwright reports a revalidated answer as the cached 200) and the bytes it cost.
   */
  async function pageWithHttpCache() {
    // No service worker: once it controls the page, its fetches are another target's, unseen here.
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] });
    // The protocol's events for one request may come in any order: each is kept by request id.
    const urls = new Map<string, string>();
    const revalidating = new Map<string, boolean>();
    const statuses = new Map<string, number>();
    const answers: { path: string; status: number; ifNoneMatch: boolean; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.requestWillBeSentExtraInfo', (event) =>
      revalidating.set(
        event.requestId,
        Object.keys(event.headers).some((name) => name.toLowerCase() === 'if-none-match'),
      ),
    );
    cdp.on('Network.responseReceivedExtraInfo', (event) => statuses.set(event.requestId, event.statusCode));
    cdp.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId);
      if (!url) return;
      answers.push({
        path: new URL(url).pathname,
        status: statuses.get(event.requestId) ?? 0,
        ifNoneMatch: revalidating.get(event.requestId) ?? false,
        bytes: event.encodedDataLength,
      });
    });
    const stationsAnswers = (path: string) => answers.filter((answer) => answer.path === path);
    return { page, context, stationsAnswers };
  }

  const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate(`
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    `);

  it('polls every 60 s only while visible, at once when visible again, and is answered 304 when nothing changed', async () => {
    const { page, context, stationsAnswers } = await pageWithHttpCache();
    await page.clock.install();
    await page.goto('/');
    await markersFor(page, 'Temperature').first().waitFor();
    await expect.poll(() => stationsAnswers('/api/sites').length, poll).toBe(1);
    expect(stationsAnswers('/api/sites')[0]).toMatchObject({ status: 200, ifNoneMatch: false });

    // Sixty seconds on, the list is asked for again with the stored ETag. The simulator may have
    // posted in between (a new list, 200): a few rounds give an unchanged list its 304.
    for (let round = 1; round <= 5 && !stationsAnswers('/api/sites').some((a) => a.status === 304); round += 1) {
      await page.clock.fastForward(60_000);
      await expect.poll(() => stationsAnswers('/api/sites').length, poll).toBe(round + 1);
    }
    const revalidations = stationsAnswers('/api/sites').slice(1);
    expect(revalidations.every((answer) => answer.ifNoneMatch)).toBe(true);
    const notModified = revalidations.filter((answer) => answer.status === 304);
    expect(notModified.length).toBeGreaterThan(0);
    // A 304 costs its headers only; the list itself is kilobytes.
    expect(Math.max(...notModified.map((answer) => answer.bytes))).toBeLessThan(1_000);
    expect(stationsAnswers('/api/sites')[0]?.bytes).toBeGreaterThan(3_000);

    // Hidden: three minutes without a request. Visible again: one at once.
    const before = stationsAnswers('/api/sites').length;
    await setVisibility(page, 'hidden');
    await page.clock.fastForward(180_000);
    await afterRequestsSoFar(page);
    expect(stationsAnswers('/api/sites').length).toBe(before);
    await setVisibility(page, 'visible');
    await expect.poll(() => stationsAnswers('/api/sites').length, poll).toBe(before + 1);

    // Signed in, the member list is revalidated the same way.
    await logIn(page, 'free@demo.test');
    await expect.poll(() => stationsAnswers('/api/members/sites').length, poll).toBeGreaterThan(0);
    for (
      let round = 1;
      round <= 5 && !stationsAnswers('/api/members/sites').some((a) => a.status === 304);
      round += 1
    ) {
      const asked = stationsAnswers('/api/members/sites').length;
      await setVisibility(page, 'visible');
      await expect.poll(() => stationsAnswers('/api/members/sites').length, poll).toBe(asked + 1);
    }
    expect(stationsAnswers('/api/members/sites').some((answer) => answer.status === 304 && answer.ifNoneMatch)).toBe(
      true,
    );
    await context.close();
  });
});
