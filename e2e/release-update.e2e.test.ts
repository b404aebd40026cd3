import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { saveScreenshots } from './support/browser';
import { pageWithServiceWorker, useDemoApp } from './support/demo-app';

// Issue 25 part 2: a new release updates the installed app without a manual reload loop. The server
// serves a copy of the built web app (WEB_DIST_DIR); the test publishes "release 2" into it (a new entry
// script, so a new service worker) while a grower has the map open.

const poll = { timeout: 30_000, interval: 250 };
const builtWebApp = fileURLToPath(new URL('../web/dist', import.meta.url));
const releaseDir = mkdtempSync(join(tmpdir(), 'mesonet-release-'));
cpSync(builtWebApp, releaseDir, { recursive: true });
afterAll(() => rmSync(releaseDir, { recursive: true, force: true }));

const app = useDemoApp({ env: { WEB_DIST_DIR: releaseDir, DEMO_STATIONS: '0' }, offline: false });

const updatedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Mesonet has been updated.' });
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');

/** Release 2: the entry script under a new name in the page and in the worker's list, as a build gives. */
function publishRelease2(): string {
  const indexHtml = readFileSync(join(releaseDir, 'index.html'), 'utf8');
  const entry = /\/assets\/(index-[\w-]+)\.js/.exec(indexHtml)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const next = `${entry}-r2`;
  cpSync(join(releaseDir, 'assets', `${entry}.js`), join(releaseDir, 'assets', `${next}.js`));
  for (const file of ['index.html', 'sw.js']) {
    const path = join(releaseDir, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`${entry}.js`, `${next}.js`));
    // The compressed copies of the old release would be served first.
    for (const compressed of ['.br', '.gz']) rmSync(`${path}${compressed}`, { force: true });
  }
  return next;
}

describe('a new release', () => {
  it('takes over the open app, which says so and reloads into it when the grower chooses', async () => {
    const { page } = await pageWithServiceWorker(app);

    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, poll);
    // The installed app as a grower opens it on a later day: a page the worker controls from the start.
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await updatedNotice(page).count()).toBe(0);

    const release2 = publishRelease2();
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
