import { afterFirstLoad } from '@/lib/first-load';
import { releaseQuestionType, type ReleaseQuestion } from '@/service-worker/release-question';

/**
 * Registers the app's one service worker (web/src/service-worker/sw.ts, built to /sw.js) once the page
 * has loaded and the browser is idle, so that precaching the app never competes with a first visit's
 * own requests on a slow link. Other features wait on `navigator.serviceWorker.ready` (Web Push).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[offline] the service worker could not be registered', error);
    });
  };
  afterFirstLoad(register);
}

type UpdateListener = () => void;
const updateListeners = new Set<UpdateListener>();
let updated = false;

/** How long a page waits for its worker's answer before it takes the worker for a newer release. */
const releaseAnswerTimeoutMs = 3_000;

/**
 * Whether this page runs the release the worker now controlling it saved: its entry script is among the
 * worker's files (the worker answers from its own list, not from caches it may still be clearing).
 * Page loads go to the network first, so the first visit after a release usually runs it already.
 */
function runsSavedRelease(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  const worker = navigator.serviceWorker.controller;
  if (!entry || !worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), releaseAnswerTimeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    const question: ReleaseQuestion = { type: releaseQuestionType, url: entry };
    worker.postMessage(question, [channel.port2]);
  });
}

/**
 * A new release's worker took over this page (it claims open pages at once) while the page runs an
 * older release. A page that had no worker before (the first visit) is not "updated".
 */
export function watchForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || updated) return;
    void runsSavedRelease().then((current) => {
      if (current || updated) return;
      updated = true;
      for (const listener of updateListeners) listener();
    });
  });
}

export function subscribeToUpdate(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

export function isUpdated(): boolean {
  return updated;
}
