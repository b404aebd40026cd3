import { onSessionEnded } from '@/lib/session';
import { offlineCacheNames } from '@/service-worker/runtime-cache-rules';

/**
 * A member's saved answers (their plan's stations, their dashboards and graphs) must not be what the
 * next person on this device sees offline: when a session ends, the service worker's saved API answers
 * go with it. The app shell stays.
 */
export function forgetSavedDataOnSignOut(): void {
  if (!('caches' in window)) return;
  onSessionEnded(() => {
    for (const name of offlineCacheNames) {
      caches.delete(name).catch((error: unknown) => console.warn(`[offline] could not empty ${name}`, error));
    }
  });
}
