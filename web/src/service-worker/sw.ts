/// <reference lib="webworker" />
/**
 * The app's one service worker (issue 25 part 2, issue 24's Web Push). Built by vite-plugin-pwa's
 * injectManifest strategy from this file; `self.__WB_MANIFEST` is the build's list of files.
 *
 * - The app shell (index.html, every script, style, icon) is precached, so the app opens offline.
 * - Page loads go to the network first, so the server's answer (its status, the current release)
 *   wins whenever it comes; with no network, or none within a few seconds, the precached shell opens.
 * - The live stations and the last opened dashboards and graphs: network first, the last answer kept
 *   as a fallback. The app marks old values itself (freshness rules, "You are offline" bar).
 * - A new release: the new worker takes over at once (skipWaiting, clientsClaim); the page that was
 *   open says so and offers a reload (web/src/features/offline/), never reloads by itself.
 * - Web Push: `push` shows the notification, `notificationclick` focuses or opens its page.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { parsePushMessage } from './push-message';
import { isReleaseQuestion } from './release-question';
import { offlineCacheNames, runtimeCacheRules } from './runtime-cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** A page load slower than this on a weak link opens the saved shell instead. */
const navigationTimeoutMs = 6_000;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

async function fromNetworkWithin(request: Request, timeoutMs: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('navigation timed out')), timeoutMs);
  });
  try {
    return await Promise.race([fetch(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fromNetworkWithin(request, navigationTimeoutMs);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // Files the server sends itself (CSV downloads, the API) are never the app's pages.
    { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] },
  ),
);

for (const rule of runtimeCacheRules) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && rule.matches(url.pathname),
    new NetworkFirst({
      cacheName: rule.cacheName,
      // A request that gets no answer at all falls back at once; a slow one after this long.
      networkTimeoutSeconds: rule.networkTimeoutSeconds,
      plugins: [new ExpirationPlugin({ maxEntries: rule.maxEntries, purgeOnQuotaError: true })],
    }),
  );
}

self.addEventListener('activate', (event) => {
  // Caches of an older layout of this worker (renamed rules) are removed.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('mesonet-') && !offlineCacheNames.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A page asks whether its entry script is among this release's files (register-service-worker.ts).
self.addEventListener('message', (event) => {
  if (!isReleaseQuestion(event.data)) return;
  event.ports[0]?.postMessage(getCacheKeyForURL(event.data.url) !== undefined);
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  // Only our own pages: a push message cannot send the grower elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return void (await open.focus());
      await self.clients.openWindow(url);
    })(),
  );
});
