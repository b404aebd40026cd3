import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { logInAsDemoUser, offlinePage, waitForDemoReadings, waitForDemoStations } from './demo-network';
import { startServer, type RunningServer } from './server-process';

export interface DemoAppOptions {
  /** The server's environment on top of the defaults, e.g. `{ DEMO_STATIONS: '1' }`. */
  env?: Record<string, string>;
  /** What the tests need before they start: the stations in place, or every station's readings. */
  waitFor?: 'stations' | 'readings';
  /** Pages reach only the app's origin (the default), as growers with no signal do. */
  offline?: boolean;
  /** The longest the start-up (server, browser and waiting) may take. */
  timeout?: number;
}

export interface DemoApp {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Every demo station with its readings, when the app waited for them (else empty). */
  readonly sites: StationListItem[];
  /** The absolute address of an app path, as `page.waitForURL` compares it. */
  url(path: string): string;
  /** A page in a context of its own: desktop-sized, service workers blocked, unless the options say otherwise. */
  newPage(context?: BrowserContextOptions): Promise<Page>;
  logIn(page: Page, email: string): Promise<void>;
}

/**
 * A file that wants the demo network's readings, and nothing else of its own, starts from a copy of the
 * folder the global setup stored them in (demo-readings-template.global.ts); any other starts empty.
 */
function demoReadingsCopy(options: DemoAppOptions): string | undefined {
  const env = options.env ?? {};
  const demoNetworkOnly = Object.keys(env).length === 1 && env.DEMO_STATIONS === '1';
  if (options.waitFor !== 'readings' || !demoNetworkOnly) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'mesonet-e2e-'));
  cpSync(inject('demoReadingsDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/** Starts the built server and Chromium for a test file's tests, and stops both after them. */
export function useDemoApp(options: DemoAppOptions = {}): DemoApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let stations: StationListItem[] = [];

  beforeAll(async () => {
    server = await startServer({ env: options.env, dataDir: demoReadingsCopy(options) });
    browser = await launchBrowser();
    if (options.waitFor === 'readings') stations = await waitForDemoReadings(server);
    if (options.waitFor === 'stations') await waitForDemoStations(server);
  }, options.timeout ?? 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the demo app has not started');
    return value;
  };

  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get sites() {
      return stations;
    },
    url: (path) => `${started(server).url}${path}`,
    async newPage(context) {
      if (options.offline ?? true) return offlinePage(started(browser), started(server), context);
      const online = await started(browser).newContext({
        baseURL: started(server).url,
        viewport: { width: 1280, height: 800 },
        // As offlinePage: the service worker only where a test asks for it.
        serviceWorkers: 'block',
        ...context,
      });
      return online.newPage();
    },
    logIn: (page, email) => logInAsDemoUser(page, started(server), email),
  };
}

/**
 * A page with the app's service worker allowed. The internet (map tiles) is blocked through the DevTools
 * protocol, so it fails at once instead of waiting on DNS: Playwright's routes would bypass the worker.
 */
export async function pageWithServiceWorker(app: Pick<DemoApp, 'newPage'>): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await app.newPage({ serviceWorkers: 'allow' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] });
  return { page, cdp };
}
