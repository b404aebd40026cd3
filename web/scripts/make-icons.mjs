// Writes the app's PNG icons (web/public/icons/) from the same drawing as favicon.svg, with Debian's
// Chromium (no image tools needed). Run again after changing the drawing: `node web/scripts/make-icons.mjs`.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const green = '#1f5f3a';
const motif = `<circle cx="12" cy="13" r="5" fill="#ffd24d"/><path d="M6 22h14M10 26h16M14 18h12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
// 'any': the rounded tile of the favicon. 'maskable': a full square, the drawing inside the central 80%
// safe zone, because the platform cuts its own shape out of it.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${green}"/>${motif}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(3.2 3.2) scale(0.8)">${motif}</g></svg>`;
const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true });
    console.log(`web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
