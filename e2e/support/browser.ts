import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** Debian's Chromium; no browser is ever downloaded. The flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const phoneWidth = 360;
export const desktopWidth = 1280;

/** Saves the page as a grower on a phone (360 px) and at a desk (1280 px) would see it. */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? { width: desktopWidth, height: 800 };
  for (const width of [phoneWidth, desktopWidth]) {
    await page.setViewportSize({ width, height: width === phoneWidth ? 740 : 800 });
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/**
 * The accessible names of the links in `scope`, in page order, as a screen reader's list of links reads
 * them (from the accessibility tree, so text hidden visually but not from assistive technology counts).
 */
export async function linkNames(scope: Locator): Promise<string[]> {
  const snapshot = await scope.ariaSnapshot();
  return [...snapshot.matchAll(/- '?link "((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string);
}

/**
 * Resolves once every request the page has started so far has been seen: a request of our own, sent
 * after the page's pending zero-delay timers, arrives after them. A test that expects no request
 * waits for this instead of for a while.
 */
export async function afterRequestsSoFar(page: Page): Promise<void> {
  const marker = `/api/health?after-requests=${Date.now()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          void fetch(url);
          resolve();
        }, 0),
      ),
    marker,
  );
  await seen;
}
