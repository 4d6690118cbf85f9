import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Sign-out as this device holds it until the next sign-in, shared by the page and the service worker
 * (IndexedDB). The AuthToken cookie is HttpOnly: no script can clear it, and offline the server
 * cannot either, so a sign-out made offline left a cookie that still answered `/api/auth/me` and let
 * the worker send queued changes with nobody signed in (issue 23 item 3). While this mark stands:
 * - the service worker sends no request of the page with the cookie (service-worker/sw.ts), and the
 *   page sends none without a token (platform/api/client.ts);
 * - the outbox sends nothing (outbox/drain.ts); entries keep their owner's user id and go out once
 *   that user has signed in again;
 * - the sign-out itself waits to be sent (`revokePending`): POST /api/auth/signout with the old cookie
 *   revokes the session on the server and clears the cookie, as soon as the network lets it.
 */
export interface DeviceSignOut {
  userId: number;
  at: number;
  /** The server has not yet been told: its session, and the cookie, are still alive there. */
  revokePending: boolean;
}

const KEY = 'signedOut';
const CHANNEL = 'caravan-device-session';
export const SIGN_OUT_PATH = '/api/auth/signout';
let store: UseStore | null = null;
const db = () => (store ??= createStore('caravan-session', 'state'));

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
  channel.postMessage({ type: 'changed' });
  channel.close();
}

/** The device's sign-out, or undefined while someone is signed in (or nobody ever was). */
export const deviceSignOut = (): Promise<DeviceSignOut | undefined> => get<DeviceSignOut>(KEY, db());

/** Signs the device out at once: from here on nothing is sent with the cookie (see above). */
export async function markSignedOut(userId: number, now = Date.now()): Promise<void> {
  await set(KEY, { userId, at: now, revokePending: true } satisfies DeviceSignOut, db());
  announce();
}

/** The server has answered the sign-out: its session is over and the cookie cleared. */
export async function markRevoked(): Promise<void> {
  const current = await deviceSignOut();
  if (!current?.revokePending) return;
  await set(KEY, { ...current, revokePending: false } satisfies DeviceSignOut, db());
  announce();
}

/** Someone signed in: the device is theirs again, with a new cookie. */
export async function clearDeviceSignOut(): Promise<void> {
  await del(KEY, db());
  announce();
}

/** Calls `listener` whenever any tab or the worker changes the mark. */
export function onDeviceSignOutChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', () => listener());
  return () => channel.close();
}

/** POST /api/auth/signout with the cookie; true once the server has answered it (any status below 500). */
export async function sendSignOut(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher(SIGN_OUT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      // The server refuses a JSON request without a body (400), which would leave the cookie in place.
      body: '{}',
    });
    return res.status < 500;
  } catch {
    return false;
  }
}

/**
 * Sends a sign-out made while the server could not be reached; true when none waits any more. Run by
 * the page on start and when the network returns, by the outbox drain (the worker's Background Sync
 * included), and before every sign-in: sent after a sign-in, it would end the new session.
 */
export async function sendPendingSignOut(fetcher: typeof fetch = fetch): Promise<boolean> {
  const current = await deviceSignOut().catch(() => undefined);
  if (!current?.revokePending) return true;
  if (!(await sendSignOut(fetcher))) return false;
  await markRevoked();
  return true;
}

/** The page's part: a pending sign-out goes at start and whenever the network returns. */
export function sendSignOutWhenOnline(): void {
  if (typeof window === 'undefined') return;
  void sendPendingSignOut();
  window.addEventListener('online', () => void sendPendingSignOut());
}
