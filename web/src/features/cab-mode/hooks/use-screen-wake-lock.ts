import { useEffect, useState } from 'react';

/**
 * - `held`: the screen stays on.
 * - `waiting`: asked for, or let go while the page is hidden; asked again when it is shown.
 * - `unsupported`: the browser has no Screen Wake Lock API (older Safari, Firefox before 126).
 * - `refused`: the browser said no (battery saver, a permissions policy).
 */
export type WakeLockStatus = 'held' | 'waiting' | 'unsupported' | 'refused';

function wakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/**
 * Keeps the screen on while `active` (cab mode open), through the Screen Wake Lock API. The browser
 * drops the lock whenever the page is hidden; it is asked for again when the page is shown, and let go
 * when cab mode closes or the page is left. Where the API is missing or refuses, nothing breaks: the
 * status says so.
 */
export function useScreenWakeLock(active: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(wakeLockSupported() ? 'waiting' : 'unsupported');

  useEffect(() => {
    if (!active || !wakeLockSupported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let closed = false;

    async function acquire() {
      if (closed || asking || sentinel !== null || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) {
          // Cab mode closed while the browser was deciding: give it straight back.
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus('held');
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
          if (!closed) setStatus('waiting');
        });
      } catch {
        if (!closed) setStatus('refused');
      } finally {
        asking = false;
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') {
        void acquire();
      } else {
        // The browser releases it too; letting go here keeps the two in step.
        void sentinel?.release().catch(() => undefined);
      }
    }

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);

  return active ? status : wakeLockSupported() ? 'waiting' : 'unsupported';
}
