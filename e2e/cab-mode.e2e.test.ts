import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// Issue 25 part 4: cab mode on the station dashboard: a 'Cab mode' switch kept on the device, the key
// numbers in large type, and the screen kept awake (Screen Wake Lock API) while it is open: let go
// when the page is hidden or cab mode closed, asked for again when the page is shown; no error where
// the browser has no such API.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

interface WakeLockLog {
  requests: number;
  releases: number;
}

/**
 * A stand-in Screen Wake Lock and page visibility the test can drive: headless Chromium may refuse a
 * real lock, and a test cannot hide a tab. It behaves as the specification says: a sentinel fires
 * 'release' once when released.
 */
function fakeWakeLock() {
  const log = { requests: 0, releases: 0 };
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
  const wakeLock = {
    request: () => {
      log.requests += 1;
      const sentinel = new EventTarget() as EventTarget & { released: boolean; type: string; release(): Promise<void> };
      sentinel.released = false;
      sentinel.type = 'screen';
      sentinel.release = () => {
        if (!sentinel.released) {
          sentinel.released = true;
          log.releases += 1;
          sentinel.dispatchEvent(new Event('release'));
        }
        return Promise.resolve();
      };
      return Promise.resolve(sentinel);
    },
  };
  Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => wakeLock });
  Object.assign(window, {
    wakeLockLog: log,
    setVisibility: (state: DocumentVisibilityState) => {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  });
}

const wakeLockLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog);
const setVisibility = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((s) => (window as unknown as { setVisibility: (v: string) => void }).setVisibility(s), state);

const dashboardPath = '/sites/jamestown/data_views/dashboard';
const cabView = (page: Page) => page.getByRole('region', { name: 'Cab mode: Jamestown' });
const cabSwitch = (page: Page) => page.getByRole('button', { name: 'Cab mode' });
const cabNumber = (page: Page, label: string) =>
  cabView(page)
    .locator('.cab-number')
    .filter({ has: page.getByText(label, { exact: true }) });

describe('cab mode', () => {
  it('shows the key numbers big, keeps the screen awake while open, and stays on across a reload', async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(fakeWakeLock);
    await app.logIn(page, 'allaccess@demo.test');
    await page.goto(dashboardPath);
    const main = page.getByRole('main');
    await main.getByRole('table', { name: 'Summary – Jamestown' }).waitFor();
    expect(await cabSwitch(page).getAttribute('aria-pressed')).toBe('false');
    expect(await wakeLockLog(page)).toEqual({ requests: 0, releases: 0 });

    await cabSwitch(page).click();
    await cabView(page).waitFor();
    expect(await cabSwitch(page).getAttribute('aria-pressed')).toBe('true');
    expect(await main.getByRole('table', { name: 'Summary – Jamestown' }).count()).toBe(0);
    const labels = await cabView(page).locator('.cab-number__label').allTextContents();
    expect(labels.map((label) => label.replace(/ from [A-Z]+$/, ''))).toEqual([
      'Delta T',
      'Wind 2 m',
      'Temperature',
      'Hazardous inversion',
      'Rain since 9am',
    ]);
    // One decimal, or up to three more where rounding would carry a value into the next colour band
    // (19.97 °C reads '19.97 °C', not the 20–25 band's '20.0 °C').
    const shownToItsBand = /^-?\d+\.\d{1,4} °C$/;
    expect(await cabNumber(page, 'Temperature').locator('.cab-number__value').textContent()).toMatch(shownToItsBand);
    expect(await cabNumber(page, 'Delta T').locator('.cab-number__value').textContent()).toMatch(shownToItsBand);
    // Large type: the numbers are several times the body text.
    const valueSize = await cabNumber(page, 'Temperature')
      .locator('.cab-number__value')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(valueSize).toBeGreaterThanOrEqual(40);
    await expect
      .poll(() => cabView(page).getByRole('status').textContent(), poll)
      .toBe('Screen kept on while cab mode is open.');
    expect(await wakeLockLog(page)).toEqual({ requests: 1, releases: 0 });
    await saveScreenshots(page, 'cab-mode');

    // Hidden (another app, the screen off): let go; shown again: asked for again.
    await setVisibility(page, 'hidden');
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 1, releases: 1 });
    await setVisibility(page, 'visible');
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 2, releases: 1 });

    // Kept on the device: a reload opens the dashboard in cab mode.
    await page.reload();
    await cabView(page).waitFor();
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 1, releases: 0 });

    // Switched off: the dashboard is back and the screen may dim again.
    await cabSwitch(page).click();
    await main.getByRole('table', { name: 'Summary – Jamestown' }).waitFor();
    expect(await cabView(page).count()).toBe(0);
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 1, releases: 1 });

    // Leaving the dashboard while in cab mode lets go too.
    await cabSwitch(page).click();
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 2, releases: 1 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname, poll).not.toBe(dashboardPath);
    await expect.poll(() => wakeLockLog(page), poll).toEqual({ requests: 2, releases: 2 });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('says the screen may dim where the browser cannot keep it on, without an error', async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
      localStorage.setItem('cabMode', 'true');
    });
    await app.logIn(page, 'allaccess@demo.test');
    await page.goto(dashboardPath);
    await cabView(page).waitFor();
    expect(await cabView(page).getByRole('status').textContent()).toBe(
      'This browser cannot keep the screen on: it may dim as usual.',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
