import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The dark theme (issue 25 part 4): it follows the device until the grower chooses in the menu; the
// choice is kept on the device and is on the page before the app first renders, so nothing flashes.

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

/** app.css --color-bg of each theme, as the browser computes it. */
const background = { light: 'rgb(244, 246, 243)', dark: 'rgb(17, 22, 20)' } as const;
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function chooseTheme(page: Page, label: 'System' | 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: /menu/i }).first().click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: label }).check();
  await menu.getByRole('button', { name: 'Close menu' }).click();
}

describe('dark theme', () => {
  it('follows the device until the grower chooses, and keeps the choice on the device', async () => {
    const page = await app.newPage({ colorScheme: 'dark' });
    await page.goto('/');
    await page.locator('.station-marker').first().waitFor();
    expect(await pageBackground(page)).toBe(background.dark);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(background.light);

    await chooseTheme(page, 'Dark');
    expect(await pageBackground(page)).toBe(background.dark);
    expect(await page.evaluate(() => localStorage.getItem('themeChoice'))).toBe('dark');

    // After a reload the chosen theme is on <html> before React first puts anything in #root.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstChild) return;
        (window as unknown as { themeAtFirstRender: string }).themeAtFirstRender =
          document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.locator('.station-marker').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { themeAtFirstRender: string }).themeAtFirstRender)).toBe(
      'dark',
    );
    expect(await pageBackground(page)).toBe(background.dark);

    // Back to the device's setting, which is light here.
    await chooseTheme(page, 'System');
    expect(await pageBackground(page)).toBe(background.light);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await page.context().close();
  });

  it('draws the map, the dashboard and the account screens in dark (screenshots)', async () => {
    const page = await app.newPage({ colorScheme: 'dark' });
    await app.logIn(page, 'allaccess@demo.test');
    await page.locator('.station-marker').first().waitFor();
    await saveScreenshots(page, 'dark-map');

    await page.getByRole('button', { name: /^Jamestown: / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Jamestown', exact: true }).waitFor();
    await saveScreenshots(page, 'dark-map-popup');

    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Theme' }).waitFor();
    await saveScreenshots(page, 'dark-menu');
    await page.keyboard.press('Escape');

    await page.goto('/sites/jamestown/data_views/dashboard');
    await page.getByRole('main').locator('.key-tile').first().waitFor();
    // The chart cards draw when scrolled to: bring the first row into view so the screenshot shows them.
    await page.getByRole('main').getByRole('heading', { name: 'Charts' }).scrollIntoViewIfNeeded();
    await page.getByRole('main').locator('.uplot canvas').first().waitFor();
    await saveScreenshots(page, 'dark-dashboard');

    await page.goto('/my/account/company_details');
    await page.getByRole('main').locator('form').first().waitFor();
    await saveScreenshots(page, 'dark-company-details');

    await page.goto('/my/account/payment_details');
    await page.getByRole('main').locator('.payment-card, .payment-form').first().waitFor();
    await saveScreenshots(page, 'dark-payment-details');
    await page.context().close();
  }, 90_000);
});
