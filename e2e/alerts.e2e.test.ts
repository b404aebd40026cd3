import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { fakeAlertsApi, notificationOf } from './support/alerts-fake-api';

// The alert and notification screens (issue 24 parts 6–7) on the demo accounts. The alerts API is the
// contract answered in the browser (support/alerts-fake-api.ts) until the server's side is merged; the
// rest (sign-in, the sites list, growing locations) is the real demo server.

const poll = { timeout: 20_000, interval: 250 };
// Signing in loads the map first, which takes a while on a busy two-core machine.
const signInTestTimeoutMs = 120_000;
const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'stations' });

const main = (page: Page) => page.getByRole('main');
const ruleDialog = (page: Page) => page.getByRole('dialog', { name: /New alert rule|Edit ‘/ });
const ruleCard = (page: Page, name: string) =>
  main(page)
    .getByRole('list', { name: 'Alert rules' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const liveResult = (page: Page) => main(page).locator('.alert-result');

async function openAlerts(page: Page, email: string, ruleLimit: number) {
  // A step that cannot happen fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(20_000);
  const fake = await fakeAlertsApi(page, ruleLimit);
  await app.logIn(page, email);
  await page.goto('/my/alerts');
  await main(page).getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
  return fake;
}

describe('alert rules', { timeout: signInTestTimeoutMs }, () => {
  it('creates a rule for a station, checking each field, then pauses, tests and deletes it', async () => {
    const page = await app.newPage();
    await openAlerts(page, 'premium@demo.test', 25);
    await main(page).getByText('0 of 25 rules').waitFor();

    await main(page).getByRole('button', { name: 'New rule' }).click();
    const dialog = ruleDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Rule name is required').waitFor();
    await dialog.getByText('Choose at least one station').waitFor();
    expect(await dialog.getByLabel('Rule name').evaluate((input) => input === document.activeElement)).toBe(true);

    await dialog.getByLabel('Rule name').fill('Frost at the first station');
    const stations = dialog.getByRole('group', { name: 'Stations to choose from' }).getByRole('checkbox');
    const firstStation = (await stations.first().locator('..').innerText()).trim();
    await dialog.getByRole('searchbox', { name: 'Find a station' }).fill(firstStation.slice(0, 4));
    await dialog.getByRole('checkbox', { name: firstStation }).check();
    await dialog.getByRole('button', { name: `Remove ${firstStation}` }).waitFor();

    await dialog.getByLabel('Event').selectOption({ label: 'Temperature falls below a frost limit' });
    await dialog.getByLabel('Below (°C)').fill('12');
    await dialog.getByLabel('Below (°C)').blur();
    await dialog.getByText('Must be between -10 and 10 °C').waitFor();
    await dialog.getByLabel('Below (°C)').fill('1.5');
    await dialog.getByLabel('Hold notifications during quiet hours').check();
    await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('21:30');
    await dialog.getByRole('textbox', { name: 'Until', exact: true }).fill('06:00');
    await dialog.getByRole('checkbox', { name: 'Email' }).check();
    // The form from its top: the modal's panel scrolls on its own.
    await dialog.evaluate((panel) => panel.scrollTo(0, 0));
    await saveScreenshots(page, 'alerts-rule-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = ruleCard(page, 'Frost at the first station');
    await card.waitFor();
    expect(await card.locator('dd').allInnerTexts()).toEqual([
      'Temperature falls below 1.5 °C',
      firstStation,
      'Quiet 21:30–06:00',
      'In the app and Email',
    ]);
    await main(page).getByText('1 of 25 rules').waitFor();
    await expect.poll(() => liveResult(page).innerText(), poll).toBe('‘Frost at the first station’ is saved.');

    await card.getByRole('button', { name: 'Pause ‘Frost at the first station’' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume ‘Frost at the first station’' }).click();
    await card.getByText('Paused', { exact: true }).waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Send test for ‘Frost at the first station’' }).click();
    await expect
      .poll(() => liveResult(page).innerText(), poll)
      .toBe('Test sent for ‘Frost at the first station’: In the app and Email.');
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();

    await card.getByRole('button', { name: 'Delete ‘Frost at the first station’' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this alert rule?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await main(page).getByText('0 of 25 rules').waitFor();
  });

  it('keeps to the plan’s limit, and shows a free plan the upgrade', async () => {
    const page = await app.newPage();
    const fake = await openAlerts(page, 'standard@demo.test', 3);
    for (const name of ['One', 'Two', 'Three']) {
      fake.rules.unshift({
        id: fake.rules.length + 100,
        name,
        target: { type: 'stations', station_slugs: ['x'] },
        event: { kind: 'ghcop_stop' },
        quiet_hours: null,
        channels: ['in_app'],
        paused: false,
        created_at: new Date().toISOString(),
        last_notified_at: null,
      });
    }
    await page.reload();
    await main(page).getByText('3 of 3 rules').waitFor();
    await main(page).getByText('Your plan allows 3 alert rules. Delete one, or upgrade your plan for more.').waitFor();
    expect(await main(page).getByRole('button', { name: 'New rule' }).count()).toBe(0);

    const free = await app.newPage();
    await openAlerts(free, 'free@demo.test', 0);
    await main(free).getByText('To view this content you must upgrade your billing plan.').waitFor();
    await main(free).getByRole('link', { name: 'View plans and extras' }).waitFor();
  });

  it('keeps spray profiles that only tighten the limits, and offers them to spray window rules', async () => {
    const page = await app.newPage();
    await openAlerts(page, 'farm@demo.test', 10);
    await main(page).getByRole('button', { name: 'New spray profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'New spray profile' });
    await dialog.getByLabel('Profile name').fill('Glyphosate label');
    await dialog.getByLabel('Highest wind at 2 m (km/h)').fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('Highest wind at 2 m cannot be above 15 km/h: a spray profile may only tighten the limits.')
      .waitFor();
    await dialog.getByLabel('Highest wind at 2 m (km/h)').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByText('Highest wind at 2 m 12 km/h').waitFor();

    await main(page).getByRole('button', { name: 'New rule' }).click();
    const form = ruleDialog(page);
    expect(await form.getByLabel('Spray profile').locator('option').allInnerTexts()).toEqual([
      'Default limits',
      'Glyphosate label',
    ]);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });
});

describe('notifications', { timeout: signInTestTimeoutMs }, () => {
  it('lists newest first with unread marked and quiet hours in words; Mark all read clears the count', async () => {
    const page = await app.newPage();
    const fake = await openAlerts(page, 'premium@demo.test', 25);
    const rule = {
      id: 1,
      name: 'Spray window at Jamestown',
      target: { type: 'stations' as const, station_slugs: ['jamestown'] },
      event: { kind: 'spray_window_opens' as const, spray_profile_id: null },
      quiet_hours: { start: '21:30', end: '06:00' },
      channels: ['in_app' as const, 'push' as const],
      paused: false,
      created_at: new Date().toISOString(),
      last_notified_at: new Date().toISOString(),
    };
    fake.rules.push(rule);
    fake.notifications.push(
      notificationOf(3, rule, false, {
        title: 'Spray window open at Jamestown',
        delivery: 'held',
        held_until: '2026-11-28T19:30:00Z',
      }),
      notificationOf(2, rule, false, {
        title: 'Spray window open at Jamestown',
        station_name: 'Jamestown',
        delivery: 'dropped',
      }),
      notificationOf(1, rule, false, { title: 'Spray window open at Jamestown', read_at: new Date().toISOString() }),
    );
    await page.reload();
    await main(page).getByRole('heading', { name: 'Push notifications' }).waitFor();
    await main(page).getByText('Push notifications are not available on this device yet', { exact: false }).waitFor();
    const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
    await bell.waitFor();
    await saveScreenshots(page, 'alerts-screen');

    await bell.click();
    const list = main(page).getByRole('list', { name: 'Notifications, newest first' });
    await list.waitFor();
    await list.getByText('Held for quiet hours until 06:00').waitFor();
    await list.getByText('Not sent: the spray window at Jamestown ended during quiet hours').waitFor();
    expect(await list.getByRole('link', { name: /^Unread: / }).count()).toBe(2);
    await saveScreenshots(page, 'notifications-screen');

    await main(page).getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(() => list.getByRole('link', { name: /^Unread: / }).count(), poll).toBe(0);
  });
});

/**
 * A device where the app's service worker is installed (another part of issue 24 adds it): the worker's
 * registration and the browser's permission prompt stood in for, so the screen's part is what is tested.
 */
function standInServiceWorker() {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://push.example.test/send/abc',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  };
  let subscribed: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(subscribed),
      subscribe: (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        Object.assign(window, {
          subscribedWith: { userVisibleOnly: options.userVisibleOnly, keyBytes: options.applicationServerKey.length },
        });
        subscribed = subscription;
        return Promise.resolve(subscription);
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  let permission = 'default';
  Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
  Notification.requestPermission = () => {
    permission = 'granted';
    return Promise.resolve('granted');
  };
}

describe('push on this device', { timeout: signInTestTimeoutMs }, () => {
  it('asks permission, subscribes with the server’s key and gives the subscription to the server', async () => {
    const page = await app.newPage();
    await page.addInitScript(standInServiceWorker);
    const fake = await openAlerts(page, 'farm@demo.test', 10);
    fake.publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    fake.rules.push({
      id: 1,
      name: 'Inversion at home',
      target: { type: 'home_location' },
      event: { kind: 'hazardous_inversion_starts' },
      quiet_hours: null,
      channels: ['push'],
      paused: false,
      created_at: new Date().toISOString(),
      last_notified_at: null,
    });
    await page.reload();
    await main(page).getByRole('button', { name: 'Turn on push notifications on this device' }).click();
    await main(page).getByText('Push notifications are on for this device.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith)).toEqual({
      userVisibleOnly: true,
      keyBytes: 65,
    });
    expect(fake.pushSubscriptions).toEqual([
      {
        endpoint: 'https://push.example.test/send/abc',
        keys: { p256dh: expect.any(String) as string, auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    ]);
  });

  it('says plainly when the server has no push key', async () => {
    const page = await app.newPage();
    await page.addInitScript(standInServiceWorker);
    const fake = await openAlerts(page, 'farm@demo.test', 10);
    fake.rules.push({
      id: 1,
      name: 'Frost at home',
      target: { type: 'home_location' },
      event: { kind: 'frost', below_celsius: 1 },
      quiet_hours: null,
      channels: ['email', 'push'],
      paused: false,
      created_at: new Date().toISOString(),
      last_notified_at: null,
    });
    await page.reload();
    await main(page).getByRole('button', { name: 'Turn on push notifications on this device' }).click();
    await main(page).getByText('Push notifications are not set up on this Mesonet yet.', { exact: false }).waitFor();
    expect(fake.pushSubscriptions).toEqual([]);
  });
});
