/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  OUTBOX_SYNC_TAG,
  type PageToWorkerMessage,
  type WorkerToPageMessage,
} from '../src/platform/pwa/messages';
import { drainOutbox } from '../src/platform/outbox/drain';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Background Sync is Chromium-only and absent from TypeScript's webworker lib.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

// The manifest lists index.html and every chunk Vite emitted, including lazily loaded routes, so an
// installed app starts and navigates offline without ever having visited a route online.
// oxlint-disable-next-line no-underscore-dangle -- the injection point's name is fixed by workbox-build
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links such as /arrivals or /tours/12 are client-side routes: answer them with the precached
// shell. API calls and server-rendered downloads must always reach the network, and data caching
// belongs to TanStack Query, so no runtime caching route is registered for them.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/i, /^\/bookings\/download\//i],
  }),
);

self.addEventListener('activate', (event) => {
  // The first install takes over open tabs at once so they work offline without a reload.
  // Updates still wait for the user (see SKIP_WAITING), because a new worker would serve chunks the
  // running page does not know about.
  event.waitUntil(self.clients.claim());
});

/**
 * Sends the outbox with the HttpOnly cookie (the worker cannot read the page's token), then tells the
 * pages so they refresh what they show. Background Sync retries the whole event if it throws.
 */
async function wakeOutbox(reason: WorkerToPageMessage['reason']): Promise<void> {
  const outcome = await drainOutbox();
  if (outcome === 'offline' && reason === 'sync') throw new Error('still offline; let Background Sync retry');
  const message: WorkerToPageMessage = { type: 'OUTBOX_WAKE', reason };
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage takes no origin; the rule means Window's
    client.postMessage(message);
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(wakeOutbox('sync'));
});

self.addEventListener('message', (event) => {
  const data = event.data as Partial<PageToWorkerMessage> | null;
  switch (data?.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'DRAIN_OUTBOX':
      event.waitUntil(wakeOutbox('message'));
      break;
  }
});
