import type { Workbox } from 'workbox-window';
import { isWorkerToPageMessage, OUTBOX_SYNC_TAG, type PageToWorkerMessage } from './messages';

type Listener = () => void;

// Back-office tabs stay open for days; without a periodic check they would never learn of a release.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: Promise<Workbox | undefined> | undefined;
let updateWaiting = false;
const updateListeners = new Set<Listener>();

function setUpdateWaiting(): void {
  updateWaiting = true;
  for (const listener of updateListeners) listener();
}

/** True when the browser can run the app's service worker in this build. */
export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers the service worker once per page, however many components ask.
 * Resolves to undefined in development builds and in browsers without service workers.
 */
export function registerServiceWorker(): Promise<Workbox | undefined> {
  registration ??= serviceWorkerSupported() ? start() : Promise.resolve(undefined);
  return registration;
}

async function start(): Promise<Workbox> {
  // workbox-window is only needed when a service worker can run, so it stays out of the entry chunk.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener('waiting', setUpdateWaiting);
  await wb.register();

  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  });

  void requestPersistentStorage();
  return wb;
}

/**
 * Browsers may evict the cached data and the outbox of a site that is not installed; ask once to be
 * exempt. The answer is the browser's to give, so a refusal is not an error.
 */
async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeToUpdates(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** Activates the waiting service worker and reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  const wb = await registerServiceWorker();
  if (!wb) {
    window.location.reload();
    return;
  }
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/**
 * Asks the service worker to drain the outbox. Returns false when no service worker controls the
 * page (first visit, iOS private mode, development), in which case the page must drain it itself.
 */
export function requestOutboxDrain(): boolean {
  const controller = serviceWorkerSupported() ? navigator.serviceWorker.controller : null;
  if (!controller) return false;
  const message: PageToWorkerMessage = { type: 'DRAIN_OUTBOX' };
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- ServiceWorker.postMessage takes no origin; the rule means Window's
  controller.postMessage(message);
  return true;
}

/**
 * Asks the browser to wake the service worker when the network returns, even with the app closed.
 * Only Chromium has Background Sync; elsewhere this resolves to false and the app drains on start.
 */
export async function scheduleOutboxSync(): Promise<boolean> {
  const wb = await registerServiceWorker();
  if (!wb) return false;
  const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  if (!reg.sync) return false;
  try {
    await reg.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Calls listener whenever the service worker says the outbox should be sent now. */
export function onOutboxWake(listener: Listener): () => void {
  if (!serviceWorkerSupported()) return () => undefined;
  const handler = (event: MessageEvent) => {
    if (isWorkerToPageMessage(event.data)) listener();
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
