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
import { registerOutboxKinds } from '../src/platform/outbox/kinds';
import { OUTBOX_KINDS } from '../src/outbox-kinds';
import { deviceSignOut, onDeviceSignOutChange } from '../src/platform/session/device-sign-out';

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

// The worker sends the outbox too: it reads each answer as the operation's kind says (src/outbox-kinds.ts).
registerOutboxKinds(OUTBOX_KINDS);

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

// Signed out on this device (platform/session/device-sign-out.ts): the HttpOnly AuthToken cookie may
// still be alive (a sign-out made offline), and no script can clear it. Until the next sign-in the
// worker forwards no request of a page with it: API calls go without cookies (the server answers them
// as to nobody: 401 where a session is needed), downloads opened as links get 401. Sign-in and
// sign-out keep their cookie: one replaces it, the other ends it on the server.
const COOKIE_AUTHENTICATED = /^\/(api|bookings\/download)(\/|$)/i;
const SETS_OR_ENDS_COOKIE = /^\/api\/auth\/sign(in|out)\/?$/i;
/** Known after the first read of this worker's life: while signed in, requests are left alone. */
let signedOut: boolean | null = null;
let reading: Promise<boolean> | null = null;
function isSignedOut(): Promise<boolean> {
  reading ??= deviceSignOut().then(
    (mark) => (signedOut = mark !== undefined),
    () => (signedOut = false),
  );
  return reading;
}
onDeviceSignOutChange(() => {
  signedOut = null;
  reading = null;
  void isSignedOut();
});
void isSignedOut();

async function withoutCookie(request: Request): Promise<Response> {
  if (!(await isSignedOut())) return fetch(request);
  if (request.mode === 'navigate')
    return new Response('Signed out: sign in again to open this.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return fetch(new Request(request, { credentials: 'omit' }));
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !COOKIE_AUTHENTICATED.test(url.pathname)) return;
  if (SETS_OR_ENDS_COOKIE.test(url.pathname) || signedOut === false) return;
  // Nothing to take away: the app's own calls go without cookies unless they carry the signed-in
  // user's token. Left alone, they do not hold this worker (a held fetch event keeps a new version
  // from activating, and a restarted worker does not know the mark until it has read it).
  if (event.request.credentials === 'omit' || event.request.headers.has('Authorization')) return;
  event.respondWith(withoutCookie(event.request));
});

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

/**
 * What an outbox event keeps open: the drain, but only until a new version of this worker waits. The
 * browser activates a new version only once the old worker has no event in hand (Chromium waits up to
 * five minutes), and while changes wait the pages ask for drains again and again, each a new event:
 * held to the end, they kept a taken update on 'Reloading…' for minutes. Let go, the drain still runs
 * to its end unless the worker is stopped on the way, and then the entries it did not finish are sent
 * again under their idempotency keys (by the new version, or the page).
 */
function heldUntilNewVersionWaits(work: Promise<void>): Promise<void> {
  const run = { done: false };
  const finished = work.finally(() => {
    run.done = true;
  });
  const newVersionWaits = (async () => {
    while (!run.done && !self.registration.waiting) await new Promise((resolve) => setTimeout(resolve, 250));
  })();
  return Promise.race([finished, newVersionWaits]);
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(heldUntilNewVersionWaits(wakeOutbox('sync')));
});

self.addEventListener('message', (event) => {
  const data = event.data as Partial<PageToWorkerMessage> | null;
  switch (data?.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'DRAIN_OUTBOX':
      event.waitUntil(heldUntilNewVersionWaits(wakeOutbox('message')));
      break;
  }
});
