/**
 * Runs `then` once the page has loaded and the browser is idle: for what may wait until the first
 * screen is up (precaching the app, the splash alert), so that on a slow phone it never competes with
 * the first screen for the link or the main thread.
 */
export function afterFirstLoad(then: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(then, { timeout: 10_000 }) : setTimeout(then, 3_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

let firstLoad: Promise<void> | null = null;

/** Settles once the page has loaded and the browser is idle (afterFirstLoad), the same promise for all. */
export function firstLoadOver(): Promise<void> {
  firstLoad ??= new Promise((resolve) => afterFirstLoad(resolve));
  return firstLoad;
}
