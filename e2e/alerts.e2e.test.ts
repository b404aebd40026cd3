import { calmChannels, goodSprayChannels } from '@mesonet/shared/alerts/spray-readings.fixture';
import { createECDH } from 'node:crypto';
import { formatInZone, hourMs, networkTimeZone } from '@mesonet/shared/time/local-time';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { sessionHeadersThroughApi } from './support/demo-network';
import { useDemoApp } from './support/demo-app';
import { browserPushKeys, localPushService } from './support/local-push-service';
import { cli } from './support/operator-cli';

// The alert and notification screens (issue 24) against the real server: rules made on /my/alerts,
// readings posted through the ingest API that open a spray window, the notification in the list and
// the header, its mail in the demo outbox. Only the browser's push permission and PushManager are
// stood in for (headless Chromium has no push service). The demo network is off (DEMO_STATIONS=0):
// the stations are the test's own, which no simulator moves.

const poll = { timeout: 30_000, interval: 500 };
// Signing in loads the map first, which takes a while on a busy two-core machine.
const signInTestTimeoutMs = 120_000;

/** A VAPID key pair for this server, so the push screen gets a real public key. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), VAPID_PRIVATE_KEY: privateKey.toString('base64url') };
}

// The server trusts the local push service's certificate, so its pushes reach it as they would a browser's.
const pushService = localPushService();
const app = useDemoApp({
  env: { DEMO_STATIONS: '0', NODE_EXTRA_CA_CERTS: pushService.caFile, ...vapidKeys() },
  timeout: 90_000,
});
beforeAll(() => pushService.start());
afterAll(() => pushService.close());

/** Research masts of the test's own: Paddock Ridge for the rule screens and the spray window, Quiet Flat for quiet hours. */
const stations = { paddock: 'Paddock Ridge', quiet: 'Quiet Flat' } as const;
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');
const tokens: Record<string, string> = {};

const tenMinutes = 600_000;

/** Posts readings through the ingest API with the station's token, as its datalogger would. */
async function postReadings(name: string, readings: Array<{ atMs: number; channels: Record<string, number> }>) {
  const slug = slugOf(name);
  const response = await fetch(app.url('/api/ingest/observations'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[slug]}` },
    body: JSON.stringify({
      station: slug,
      observations: readings.map((r) => ({ observed_at: new Date(r.atMs).toISOString(), channels: r.channels })),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { accepted: number; duplicates: number };
}

beforeAll(async () => {
  for (const name of Object.values(stations)) {
    const slug = slugOf(name);
    const args = ['create', slug, '--name', name, '--type', 'research', '--lat', '-34.1', '--lng', '138.8'];
    const created = await cli('station', args, app.server.dataDir);
    expect(created.stdout, created.stderr).toContain(`Station ${slug} created`);
    tokens[slug] = (await cli('station', ['token', slug], app.server.dataDir)).stdout.trim();
    // Half an hour ago, too calm to spray: the stations are on the map with the window closed.
    await postReadings(name, [{ atMs: Date.now() - 3 * tenMinutes, channels: calmChannels }]);
  }
}, 90_000);

const sessionHeaders = (email: string) => sessionHeadersThroughApi(app.server, email);

/** POST /api/members/alert_rules as that member, as the rule form would send it. */
async function createRuleThroughApi(headers: Record<string, string>, rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(app.url('/api/members/alert_rules'), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ quiet_hours: null, channels: ['in_app'], ...rule }),
  });
  if (response.status !== 201) throw new Error(`rule not made: ${response.status} ${await response.text()}`);
}

/** The mails the demo outbox holds for an address, newest first. */
async function outbox(email: string): Promise<Array<{ subject: string; text: string }>> {
  return (await (await fetch(app.url(`/api/dev/outbox?to=${encodeURIComponent(email)}`))).json()) as Array<{
    subject: string;
    text: string;
  }>;
}

const main = (page: Page) => page.getByRole('main');
const ruleDialog = (page: Page) => page.getByRole('dialog', { name: /New alert rule|Edit ‘/ });
const ruleCard = (page: Page, name: string) =>
  main(page)
    .getByRole('list', { name: 'Alert rules' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const liveResult = (page: Page) => main(page).locator('.alert-result');

async function openAlerts(page: Page, email: string) {
  // A step that cannot happen fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(20_000);
  await app.logIn(page, email);
  await page.goto('/my/alerts');
  await main(page).getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
}

describe('alert rules', { timeout: signInTestTimeoutMs }, () => {
  it('creates a rule for a station, checking each field, then pauses, tests and deletes it', async () => {
    const page = await app.newPage();
    await openAlerts(page, 'premium@demo.test');
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
    const standard = await sessionHeaders('standard@demo.test');
    for (const name of ['One', 'Two', 'Three']) {
      await createRuleThroughApi(standard, {
        name,
        target: { type: 'stations', station_slugs: [slugOf(stations.paddock)] },
        event: { kind: 'ghcop_stop' },
      });
    }
    await openAlerts(page, 'standard@demo.test');
    await main(page).getByText('3 of 3 rules').waitFor();
    await main(page).getByText('Your plan allows 3 alert rules. Delete one, or upgrade your plan for more.').waitFor();
    expect(await main(page).getByRole('button', { name: 'New rule' }).count()).toBe(0);

    const free = await app.newPage();
    await openAlerts(free, 'free@demo.test');
    await main(free).getByText('To view this content you must upgrade your billing plan.').waitFor();
    await main(free).getByRole('link', { name: 'View plans and extras' }).waitFor();
  });

  it('keeps spray profiles that only tighten the limits, and offers them to spray window rules', async () => {
    const page = await app.newPage();
    await openAlerts(page, 'farm@demo.test');
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

describe('a spray window, from the rule to the notification', { timeout: 180_000 }, () => {
  it('announces the window once in the list, the header and by mail; holds a quiet-hours rule’s notification', async () => {
    const email = 'allaccess@demo.test';
    const page = await app.newPage();
    await openAlerts(page, email);
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    await main(page).getByRole('button', { name: 'New rule' }).click();
    const dialog = ruleDialog(page);
    await dialog.getByLabel('Rule name').fill('Spray at Paddock Ridge');
    await dialog.getByRole('checkbox', { name: stations.paddock }).check();
    await dialog.getByLabel('Event').selectOption({ label: 'Spray window opens' });
    expect(await dialog.getByLabel('Spray profile').locator('option:checked').innerText()).toBe('Default limits');
    await dialog.getByRole('checkbox', { name: 'In the app' }).check();
    await dialog.getByRole('checkbox', { name: 'Email' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = ruleCard(page, 'Spray at Paddock Ridge');
    expect(await card.locator('dd').allInnerTexts()).toEqual([
      'Spray window opens (Default limits)',
      stations.paddock,
      'No quiet hours',
      'In the app and Email',
    ]);
    await saveScreenshots(page, 'alerts-screen');

    // Two good readings in a row open the window (one alone does not: the rule's hysteresis).
    const good = [-2, -1].map((step) => ({ atMs: Date.now() + step * tenMinutes, channels: goodSprayChannels }));
    expect(await postReadings(stations.paddock, good)).toEqual({ accepted: 2, duplicates: 0 });
    const title = `Spray window open at ${stations.paddock}`;
    await expect.poll(async () => (await outbox(email)).map((mail) => mail.subject), poll).toEqual([title]);

    await page.goto('/my/notifications');
    const list = main(page).getByRole('list', { name: 'Notifications, newest first' });
    await list.getByText(title).waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await list.getByRole('link', { name: /^Unread: / }).count()).toBe(1);

    // The same readings again: duplicates, nothing announced or mailed again.
    expect(await postReadings(stations.paddock, good)).toEqual({ accepted: 0, duplicates: 2 });

    // A rule whose quiet hours cover now: its notification is held until they end, and not counted unread.
    const nowMs = Date.now();
    const quietEndMs = nowMs + hourMs;
    const quiet_hours = {
      start: formatInZone(nowMs - hourMs, networkTimeZone, 'HH:mm'),
      end: formatInZone(quietEndMs, networkTimeZone, 'HH:mm'),
    };
    await createRuleThroughApi(await sessionHeaders(email), {
      name: 'Quiet spray at Quiet Flat',
      target: { type: 'stations', station_slugs: [slugOf(stations.quiet)] },
      event: { kind: 'spray_window_opens', spray_profile_id: null },
      quiet_hours,
      channels: ['in_app', 'email'],
    });
    await postReadings(stations.quiet, good);
    await page.reload();
    const held = `Held for quiet hours until ${quiet_hours.end}`;
    await expect.poll(() => list.getByText(held).count(), poll).toBe(1);
    await list.getByText(`Spray window open at ${stations.quiet}`).waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    // Unread marks what the header counts: the delivered one, not the one held back.
    expect(await list.getByRole('link', { name: /^Unread: / }).count()).toBe(1);
    await list.getByRole('link', { name: `Unread: ${title}`, exact: true }).waitFor();
    await saveScreenshots(page, 'notifications-screen');

    // Nothing more by mail: the first mail only, the repeat and the held one sent nothing.
    expect((await outbox(email)).map((mail) => mail.subject)).toEqual([title]);
    await main(page).getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(() => list.getByRole('link', { name: /^Unread: / }).count(), poll).toBe(0);
  });
});

/**
 * A device where the app's service worker is installed (another part of issue 24 adds it): the worker's
 * registration and the browser's permission prompt stood in for, so the screen's part is what is tested.
 */
function standInServiceWorker(made: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const subscription = { toJSON: () => made };
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
  it('asks permission, subscribes with the server’s key, and a window the rule announces is pushed to it', async () => {
    const email = 'farm@demo.test';
    const subscription = { endpoint: pushService.endpoint('/push/farm-phone'), keys: browserPushKeys() };
    await createRuleThroughApi(await sessionHeaders(email), {
      name: 'Spray at Quiet Flat, pushed',
      target: { type: 'stations', station_slugs: [slugOf(stations.quiet)] },
      event: { kind: 'spray_window_opens', spray_profile_id: null },
      channels: ['push'],
    });
    const page = await app.newPage();
    await page.addInitScript(standInServiceWorker, subscription);
    await openAlerts(page, email);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/members/push_subscriptions') && response.request().method() === 'POST',
    );
    await main(page).getByRole('button', { name: 'Turn on push notifications on this device' }).click();
    await main(page).getByText('Push notifications are on for this device.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith)).toEqual({
      userVisibleOnly: true,
      keyBytes: 65,
    });
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual(subscription);

    // Two good readings after the station's last: the window opens for this rule, pushed to the device.
    const good = [4, 1].map((minutes) => ({ atMs: Date.now() - minutes * 60_000, channels: goodSprayChannels }));
    expect(await postReadings(stations.quiet, good)).toEqual({ accepted: 2, duplicates: 0 });
    await expect.poll(() => pushService.received.map((push) => push.path), poll).toEqual(['/push/farm-phone']);
    const [push] = pushService.received;
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high' });
    expect(push?.headers.authorization).toMatch(/^vapid t=/);
    expect(push?.bytes).toBeGreaterThan(0);
  });
});
