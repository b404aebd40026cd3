import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots, screenshotDir } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount } from './support/demo-network';

// Issue 24 part 3 on the demo network: 'Spray conditions' on the map (markers by verdict, the legend,
// the verdict at the Home location), the dashboard's verdict card with its reasons, next window and
// 'About', for allaccess@demo.test; free@demo.test sees the upgrade state in both places.

const poll = { timeout: 20_000, interval: 250 };

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

const verdicts = 'Good|Marginal|Do not spray|Unknown';
const sprayMarkers = (page: Page, reading: string) =>
  page.getByRole('button', { name: new RegExp(`^[^:]+: Spray conditions (${reading})`) });
const legend = (page: Page) => page.getByRole('region', { name: 'Legend' });
const card = (page: Page) => page.getByRole('region', { name: 'Spray conditions' });

/** The element alone at phone and desktop widths, to judge it without the page around it. */
async function saveElementScreenshots(element: Locator, name: string) {
  const page = element.page();
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await element.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(original);
}

async function showSprayConditions(page: Page) {
  await page.goto('/');
  await page.getByLabel('Metric').selectOption({ label: 'Spray conditions' });
  await legend(page).getByRole('heading', { name: 'Spray conditions' }).waitFor();
}

describe('spray verdict', () => {
  it('colours the map by verdict for allaccess@demo.test, with the legend and the Home location', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'allaccess@demo.test');
    await showSprayConditions(page);
    await expect.poll(() => sprayMarkers(page, `${verdicts}|no recent reading`).count(), poll).toBe(demoStationCount);
    expect(await sprayMarkers(page, verdicts).count()).toBeGreaterThan(0);
    for (const state of ['Good', 'Marginal', 'Do not spray', 'Unknown']) {
      expect(
        await legend(page).locator('.map-legend__bands').getByText(state, { exact: true }).isVisible(),
        state,
      ).toBe(true);
    }
    const places = page.getByRole('region', { name: 'Spray conditions at your places' });
    const home = places.getByRole('listitem').filter({ hasText: /^Home/ });
    expect(await home.innerText()).toMatch(new RegExp(`^Home\\s*(${verdicts})\\s*[A-Z][\\w ]+, \\d+(\\.\\d)? km$`));
    // The choice is kept, like a metric's.
    await page.reload();
    await legend(page).getByRole('heading', { name: 'Spray conditions' }).waitFor();
    await saveScreenshots(page, 'spray-map-allaccess');
    await page.context().close();
  });

  it("shows the dashboard's verdict card with its reasons, next window and how it is made", async () => {
    const page = await app.newPage();
    await app.logIn(page, 'allaccess@demo.test');
    // A station the map says not to spray at, where there is one: its card has reasons to show.
    await showSprayConditions(page);
    await expect.poll(() => sprayMarkers(page, `${verdicts}|no recent reading`).count(), poll).toBe(demoStationCount);
    const doNotSpray = await sprayMarkers(page, 'Do not spray')
      .first()
      .getAttribute('title')
      .catch(() => null);
    const slug = app.sites.find((site) => site.name === doNotSpray)?.slug ?? 'jamestown';
    await page.goto(`/sites/${slug}/data_views/dashboard`);
    const verdictCard = card(page);
    const state = verdictCard.locator('.spray-card__state');
    await state.waitFor();
    const shown = (await state.innerText()).replace(/^\W+/, '').trim();
    expect(shown).toMatch(new RegExp(`^(${verdicts})$`));
    const reasons = verdictCard.getByRole('list', { name: 'Reasons' }).getByRole('listitem');
    if (shown === 'Good') expect(await reasons.count()).toBe(0);
    else expect(await reasons.count()).toBeGreaterThan(0);
    expect(await verdictCard.locator('.spray-card__window').innerText()).toMatch(
      /^Next likely window: (now|likely from about \d\d:\d\d( tomorrow)?|not within 12 h|unknown)$/,
    );
    await saveScreenshots(page, 'spray-verdict-card');
    await saveElementScreenshots(verdictCard, 'spray-verdict-card-only');

    await verdictCard.getByRole('button', { name: 'About spray conditions' }).click();
    const about = page.getByRole('dialog', { name: 'Spray conditions' });
    await about.getByRole('heading', { name: 'How it is worked out' }).waitFor();
    expect(await about.getByText(/GRDC Spray Application Manual/).isVisible()).toBe(true);
    expect(await about.getByText('Do not spray', { exact: true }).isVisible()).toBe(true);
    await saveScreenshots(page, 'spray-verdict-about');
    await saveElementScreenshots(about, 'spray-verdict-about-only');
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows free@demo.test the upgrade state on the map and on the dashboard', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'free@demo.test');
    await showSprayConditions(page);
    await expect.poll(() => sprayMarkers(page, 'upgrade to see').count(), poll).toBe(demoStationCount);
    expect(await legend(page).getByText('Your plan does not include spray conditions.').isVisible()).toBe(true);
    await saveScreenshots(page, 'spray-map-free');

    await page.goto('/sites/jamestown/data_views/dashboard');
    const verdictCard = card(page);
    await verdictCard.getByText('Your plan does not include spray conditions.').waitFor();
    expect(await verdictCard.locator('.spray-card__state').count()).toBe(0);
    await verdictCard.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Upgrade required' }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});
