import { appRoutes } from '@mesonet/shared/routing/app-routes';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';

const app = useDemoApp({ offline: false, timeout: 90_000 });

const newPage = (width = 1280) => app.newPage({ viewport: { width, height: 800 } });

/** One concrete path for every pattern of the spec's route table. */
const concreteRoutes = [
  ...Object.values(appRoutes)
    .filter((pattern) => !pattern.includes(':aboutPage') && !pattern.includes(':screen'))
    .map((pattern) => pattern.replace(/:(\w+)/g, (_m, name: string) => `sample-${name.toLowerCase()}`)),
  '/about/overview',
  '/about/inversions_and_spray_drift',
  '/my/account/account_setup_checklist',
  '/my/account/user_management/edit/jo%40example.com',
];

describe('layout and routes', () => {
  it('answers every route of the spec with the app shell', async () => {
    for (const path of concreteRoutes) {
      const res = await fetch(`${app.server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('shows the yellow sign-in banner to visitors, except on the sign-in screens', async () => {
    const page = await newPage();
    await page.goto('/');
    const banner = page.getByText('You are not logged in.');
    await banner.waitFor();
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Mesonet' }).getAttribute('href')).toBe('/');
    await page.getByLabel('Metric').waitFor();
    await saveScreenshots(page, 'home-visitor');
    for (const path of ['/login', '/signup', '/password_reset']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      expect(await page.getByText('You are not logged in.').count(), path).toBe(0);
      await saveScreenshots(page, path.slice(1));
    }
  });

  it('opens the menu from the keyboard, traps focus in it and closes on Escape', async () => {
    const page = await newPage(360);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const item of ['Map', 'Sites List', 'News & Alerts', 'Login', 'Sign Up', 'Overview (opens in a new tab)']) {
      expect(await menu.getByRole('link', { name: item, exact: true }).isVisible(), item).toBe(true);
    }
    // Spec §2: the overview link is external, to the operator's page of the app settings, in a new tab.
    const settings = (await (await fetch(`${app.server.url}/api/app_settings`)).json()) as Array<{
      key: string;
      value: string;
    }>;
    const overview = menu.getByRole('link', { name: 'Overview (opens in a new tab)', exact: true });
    // Until the settings arrive it is the app's own About page.
    await expect
      .poll(() => overview.getAttribute('href'), { timeout: 20_000 })
      .toBe(settings.find((s) => s.key === 'overview_url')?.value);
    expect(await overview.getAttribute('target')).toBe('_blank');
    expect(await overview.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await overview.locator('svg').isVisible()).toBe(true);
    for (const item of ['Growing Seasons', 'My Account', 'Logout']) {
      expect(await menu.getByRole('link', { name: item, exact: true }).count(), item).toBe(0);
    }
    await saveScreenshots(page, 'menu-visitor');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it.each([
    ['premium@demo.test', 'Premium Bundle', 'home-premium'],
    // Free's setup is complete too: the fake processor's card is on file, never charged.
    ['free@demo.test', 'Free Access', 'home-free'],
  ])('shows %s the plan badge once account setup is complete', async (email, planName, screenshot) => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('demo-password');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    const badge = page.getByRole('link', { name: planName });
    await badge.waitFor();
    expect(await badge.getAttribute('href')).toBe('/my/account/plan_and_extras');
    await page.getByLabel('Metric').waitFor();
    await saveScreenshots(page, screenshot);
  });

  it('opens a linked screen at its top and takes Back to where the page was', async () => {
    const page = await newPage(360);
    await page.goto('/about/faqs');
    const link = page.getByRole('main').getByRole('link', { name: 'Inversions and Spray Drift' }).first();
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(200);
    await link.click();
    await page.getByRole('heading', { name: 'Inversions and Spray Drift', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'FAQs', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  it('says so when a screen cannot load, and keeps the menu to go elsewhere', async () => {
    const page = await newPage(360);
    // The about screens' code is unreachable, as after a release removed the file this page asked for.
    await page.route(/\/assets\/about\.route-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about/overview');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await saveScreenshots(page, 'screen-failed');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Map', exact: true }).click();
    await page.getByLabel('Metric').waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  });

  it('draws a not-found page for an unknown path', async () => {
    const page = await newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await saveScreenshots(page, 'not-found');
  });
});
