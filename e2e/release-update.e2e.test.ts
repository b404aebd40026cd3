import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshots } from './support/browser';
import { pageWithServiceWorker } from './support/demo-app';
import { startServer, type RunningServer } from './support/server-process';

// Issue 25 part 2: a new release updates the installed app without a manual reload loop. The server
// serves a copy of the built web app (WEB_DIST_DIR). Deploying "release 2" (a new entry script, so a new
// service worker) while a grower has the map open is what a deploy does: new files, the server
// restarted on the same address.

const poll = { timeout: 30_000, interval: 250 };
const builtWebApp = fileURLToPath(new URL('../web/dist', import.meta.url));
const releaseDir = mkdtempSync(join(tmpdir(), 'mesonet-release-'));
cpSync(builtWebApp, releaseDir, { recursive: true });
const serverEnv = { WEB_DIST_DIR: releaseDir, DEMO_STATIONS: '0' };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: serverEnv });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

const newPage = async (context?: BrowserContextOptions) =>
  (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, ...context })).newPage();

const updatedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Mesonet has been updated.' });
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');

/** Release 2 on disk: the entry script under a new name in the page and in the worker's list, as a build gives. */
function writeRelease2(): string {
  const indexHtml = readFileSync(join(releaseDir, 'index.html'), 'utf8');
  const entry = /\/assets\/(index-[\w-]+)\.js/.exec(indexHtml)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const next = `${entry}-r2`;
  cpSync(join(releaseDir, 'assets', `${entry}.js`), join(releaseDir, 'assets', `${next}.js`));
  const rewrite = (file: string, change: (text: string) => string) => {
    const path = join(releaseDir, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
    // The compressed copies of the old release would be served first.
    for (const compressed of ['.br', '.gz']) rmSync(`${path}${compressed}`, { force: true });
  };
  rewrite('index.html', (text) => text.replaceAll(`${entry}.js`, `${next}.js`));
  // The worker's list: the new entry, and the page's new revision (a build hashes the page's content).
  rewrite('sw.js', (text) =>
    text
      .replaceAll(`${entry}.js`, `${next}.js`)
      .replace(
        /("revision":")([0-9a-f]+)(","url":"index\.html")/,
        (_all, head: string, hash: string, tail: string) => `${head}${hash}2${tail}`,
      ),
  );
  return next;
}

/** Deploys what is on disk: the server stopped and started again on the same address and data. */
async function deploy(): Promise<void> {
  const { port } = new URL(server.url);
  await server.stop();
  server = await startServer({ env: serverEnv, port: Number(port), dataDir: server.dataDir });
}

describe('a new release', () => {
  it('takes over the open app, which says so and reloads into it when the grower chooses', async () => {
    const { page } = await pageWithServiceWorker({ newPage });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, poll);
    // The installed app as a grower opens it on a later day: a page the worker controls from the start.
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await updatedNotice(page).count()).toBe(0);

    const release2 = writeRelease2();
    await deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await updatedNotice(page).waitFor(poll);
    expect(await entryScript(page)).not.toContain(release2);
    await saveScreenshots(page, 'release-updated');

    await updatedNotice(page).getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => entryScript(page), poll).toContain(`${release2}.js`);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    // Once: the page now runs the release its worker saved, so nothing asks for another reload.
    expect(await updatedNotice(page).count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
