import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { RunningServer } from './server-process';

export const demoStationCount = 111;
export const demoPassword = 'demo-password';

/** The demo fills its stations' history in the background after start-up: wait for every station's readings. */
export async function waitForDemoReadings(server: RunningServer): Promise<StationListItem[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${server.url}/api/sites`).catch(() => null);
    const list = response?.ok ? ((await response.json()) as StationListItem[]) : [];
    if (list.length === demoStationCount && list.every((station) => station.current_data_last_updated !== null))
      return list;
    if (Date.now() > deadline) throw new Error(`demo readings not ready: ${list.length} sites\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The demo puts its stations in place just after start-up: wait until the list has any. */
export async function waitForDemoStations(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${server.url}/api/sites`).catch(() => null);
    const list = response?.ok ? ((await response.json()) as unknown[]) : [];
    if (list.length > 0) return;
    if (Date.now() > deadline) throw new Error(`demo stations not ready\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A page with no internet: every request off the app's origin (the tile servers) fails at once.
 * Desktop-sized unless the context options say otherwise.
 */
export async function offlinePage(
  browser: Browser,
  server: RunningServer,
  options: BrowserContextOptions = {},
): Promise<Page> {
  // The app's service worker would answer the API itself, out of reach of the routes tests set up:
  // pages block it unless a test asks for it (e2e/offline.e2e.test.ts).
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...options,
  });
  await context.route(
    (url) => url.origin !== server.url,
    (route) => route.abort('internetdisconnected'),
  );
  return context.newPage();
}

export async function logInAsDemoUser(page: Page, server: Pick<RunningServer, 'url'>, email: string): Promise<void> {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(demoPassword);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
}

/** Signs in through the API and returns the session headers (CONTRACT.md §3). */
export async function sessionHeadersThroughApi(
  server: Pick<RunningServer, 'url'>,
  email: string,
  password = demoPassword,
): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, response.headers.get(name) ?? '']));
}

/** Signs a new grower up through the API (spec §7 `POST /auth`), for tests whose subject comes after sign-up. */
export async function signUpThroughApi(
  server: RunningServer,
  grower: { email: string; password: string; companyName: string; firstName?: string; surname?: string },
): Promise<void> {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: grower.firstName ?? 'Robin',
      surname: grower.surname ?? 'Rowe',
      company_name: grower.companyName,
      phone: '',
      email: grower.email,
      password: grower.password,
      password_confirmation: grower.password,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}
