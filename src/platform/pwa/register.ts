import type { Workbox } from 'workbox-window';
import { isWorkerToPageMessage, OUTBOX_SYNC_TAG, type PageToWorkerMessage } from './messages';

type Listener = () => void;

// Back-office tabs stay open for days; without a periodic check they would never learn of a release.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: Promise<Workbox | undefined> | undefined;
/** How many times a new version has been offered: 0 none; a new offer after 'Later' shows again. */
let updateOffers = 0;
const updateListeners = new Set<Listener>();

function setUpdateWaiting(): void {
  updateOffers += 1;
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

/** The number of the latest offer of a new version; 0 while there is none. */
export function updateOffer(): number {
  return updateOffers;
}

export function subscribeToUpdates(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** How long the new worker may take to take over before the user is told and offered a way on. */
export const UPDATE_TAKEOVER_MS = 8_000;

/** The worker that controlled the page when it loaded: another one controlling it now is the update. */
const startController =
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;
let reloadOnTakeover = false;
let takeoverWatched = false;

/**
 * Activates the waiting service worker and reloads as soon as it controls the page. Resolves
 * 'reloading' once the reload has started, or 'slow' when the new worker has not taken over within
 * `timeoutMs` (the browser activates it only once the old worker has no event in hand); the page then
 * still reloads when it does take over, unless `keepWorking` was called meanwhile.
 */
export async function applyUpdate(timeoutMs = UPDATE_TAKEOVER_MS): Promise<'reloading' | 'slow'> {
  const wb = await registerServiceWorker();
  if (!wb) {
    window.location.reload();
    return 'reloading';
  }
  reloadOnTakeover = true;
  const container = navigator.serviceWorker;
  const tookOver = new Promise<void>((resolve) => {
    if (!takeoverWatched) {
      takeoverWatched = true;
      // Listened to on the container itself: workbox-window's 'controlling' is one of many listeners
      // and is added with the registration; this one is there before the skip-waiting message goes.
      container.addEventListener('controllerchange', () => {
        if (reloadOnTakeover) window.location.reload();
        else setUpdateWaiting();
      });
    }
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    // Taken over already (by another tab's update, or while this page was busy): nothing to wait for.
    if (container.controller !== startController) resolve();
  });
  const registration = await container.getRegistration();
  const waiting = registration?.waiting;
  if (waiting) {
    const message: PageToWorkerMessage = { type: 'SKIP_WAITING' };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- ServiceWorker.postMessage takes no origin; the rule means Window's
    waiting.postMessage(message);
    waiting.addEventListener('statechange', () => {
      // Activated but not (yet) controlling, which a claim makes happen: the page has the new version
      // to load either way.
      if (waiting.state === 'activated' && reloadOnTakeover) window.location.reload();
    });
  } else if (registration?.active && container.controller !== registration.active) {
    // No worker waits any more and another one is active: it is the new version, a reload loads it.
    window.location.reload();
    return 'reloading';
  }
  const outcome = await Promise.race([
    tookOver.then(() => 'reloading' as const),
    new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), timeoutMs)),
  ]);
  if (outcome === 'reloading') window.location.reload();
  return outcome;
}

/** The user goes on with the running version: a later takeover offers the reload instead of doing it. */
export function keepWorking(): void {
  reloadOnTakeover = false;
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
