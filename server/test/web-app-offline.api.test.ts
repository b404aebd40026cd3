import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from './test-app';

/** The installable app's files (issue 25): the service worker and the web app manifest, as the build writes them. */
describe.each(databaseTargets)('the field app files on the %s database', (target) => {
  let app: TestApp;
  const webDistDir = mkdtempSync(join(tmpdir(), 'mesonet-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Mesonet</title><div id="root"></div>');
  writeFileSync(join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDistDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Mesonet' }));
  mkdirSync(join(webDistDir, 'icons'));
  writeFileSync(join(webDistDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

  beforeAll(async () => {
    app = await createTestApp(target, { webDistDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the service worker as a script that is always revalidated, from the root scope', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    // A cached worker would hold a release back: browsers cap it at 24 h, we want the next visit.
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page's policy lets it run the worker: scripts and workers from our own origin only.
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'/);
  });

  it('serves the web app manifest with its media type', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Mesonet' });
  });

  it('serves the icons', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
