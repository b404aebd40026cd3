import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The demo news (server/src/modules/content/demo-info-alerts.ts): pinned, splash, recent, old, and a draft.
const app = useDemoApp({ env: { DEMO_NEWS: '1', DEMO_STATIONS: '0' }, timeout: 90_000 });

const splashTitle = 'Hot, windy harvest days ahead: watch the harvest code index';
const pinnedTitle = 'Spraying this season: check for hazardous inversions first';
const recentTitle = 'Six new stations in the Riverland';
const listOrder = [pinnedTitle, splashTitle, recentTitle, 'Mesonet app for the 2026 season'];

/** Closes the splash alert a fresh browser gets on app load, then logs in. */
async function logInPastSplash(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('dialog', { name: splashTitle }).getByRole('button', { name: 'Close' }).click();
  await app.logIn(page, email);
}

/**
 * Runs `load` and waits until the app has drawn its answer to GET /api/info_alerts, the answer the
 * splash alert is decided on: the response's body has arrived and the browser has painted twice since.
 */
async function alertsDrawnAfter(page: Page, load: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/info_alerts' && r.ok());
  await load();
  await (await answer).finished();
  await page.getByRole('link', { name: 'Mesonet' }).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('news and alerts', () => {
  it('shows an unseen splash alert once; Read more marks it seen and opens it', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/sites');
    const splash = page.getByRole('dialog', { name: splashTitle });
    await splash.waitFor();
    await saveScreenshots(page, 'news-splash-alert');
    await splash.getByRole('link', { name: 'Read more' }).click();
    await page.getByRole('heading', { level: 1, name: splashTitle }).waitFor();
    expect(page.url()).toMatch(/\/info_alerts\/\d{4}-\d{2}-\d{2}\/hot-windy-harvest-days-ahead$/);
    expect(await splash.count()).toBe(0);
    await page.getByText('Cease harvesting at 35.').waitFor();
    await saveScreenshots(page, 'news-alert-item');

    await alertsDrawnAfter(page, () => page.goto('/'));
    expect(await page.getByRole('dialog', { name: splashTitle }).count()).toBe(0);
  });

  it('shows it until closed, and not again after that', async () => {
    const page = await app.newPage();
    await page.goto('/');
    const splash = page.getByRole('dialog', { name: splashTitle });
    await splash.getByRole('button', { name: 'Close' }).click();
    expect(await splash.count()).toBe(0);
    await alertsDrawnAfter(page, () => page.reload());
    expect(await splash.count()).toBe(0);
  });

  it('lists published alerts pinned first then newest, with New on unread ones under 60 days old', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/info_alerts');
    await page.getByRole('dialog', { name: splashTitle }).getByRole('button', { name: 'Close' }).click();
    const items = page.getByRole('list', { name: 'News and alerts' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.getByRole('heading').allTextContents()).toEqual(listOrder);
    const isNew = async (index: number) => (await items.nth(index).getByText('New', { exact: true }).count()) === 1;
    expect([await isNew(0), await isNew(1), await isNew(2), await isNew(3)]).toEqual([true, true, true, false]);
    expect(await items.nth(0).getByText('Pinned', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Winter maintenance schedule').count()).toBe(0);
    await saveScreenshots(page, 'news-list');

    await items.nth(2).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: recentTitle }).waitFor();
    await page.getByRole('link', { name: '« All news and alerts' }).click();
    await items.first().waitFor();
    expect(await isNew(2)).toBe(false);
    await page.reload();
    await items.first().waitFor();
    expect(await isNew(2)).toBe(false);
    expect(await isNew(0)).toBe(true);
  });

  it('shows drafts to an admin in preview mode, marked as such', async () => {
    const page = await app.newPage();
    await logInPastSplash(page, 'admin@demo.test');
    await page.goto('/set_preview_mode');
    await page.getByText('Preview mode set').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'News & Alerts' }).click();
    await page.getByText('Winter maintenance schedule').waitFor();
    expect(await page.getByRole('note').getByText('Preview mode', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(1);
    await saveScreenshots(page, 'news-preview-mode');
    await page.goto('/unset_preview_mode');
    await page.getByText('Preview mode unset').waitFor();
    await page.goto('/info_alerts');
    await page.getByText(pinnedTitle).waitFor();
    expect(await page.getByText('Winter maintenance schedule').count()).toBe(0);
  });
});

describe('content pages and utility routes', () => {
  it('renders the /about pages from the content API', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/about/inversions_and_spray_drift');
    await page.getByRole('dialog', { name: splashTitle }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inversions and Spray Drift' }).waitFor();
    await page.getByRole('heading', { name: 'Before you spray: a checklist' }).waitFor();
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(2);
    await saveScreenshots(page, 'about-inversions');

    await page.goto('/about/subscription_services');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    await table.getByText('$365.00').waitFor();
    await table.getByText('$401.50').waitFor();
    await saveScreenshots(page, 'about-subscription-services');

    // A link inside the text moves within the app.
    await page.getByRole('link', { name: 'FAQs' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
  });

  it('shows the real not-found page for an unknown path', async () => {
    for (const path of ['/no-such-page', '/about_overview', '/no/such/page']) {
      const res = await fetch(app.url(path));
      expect(res.status, path).toBe(404);
    }
    const page = await app.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('dialog', { name: splashTitle }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await saveScreenshots(page, 'flat-page-not-found');
  });

  it('resets company settings and says so', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await logInPastSplash(page, 'standard@demo.test');
    await page.goto('/reset_company_settings');
    await page.getByText('Your company settings have been reset.').waitFor();
    await saveScreenshots(page, 'reset-company-settings');
  });
});
