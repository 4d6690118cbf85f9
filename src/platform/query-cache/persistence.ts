import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { CACHE_SHAPE_VERSION, migrateSavedCache } from './cache-shape';
import { db, forgetEarlyRead, keyOf, peekEarlyRead, takeEarlyRead } from './store';

/** What a rep or agent last saw stays usable offline this long (a weekend without signal). */
export const CACHE_MAX_AGE_MS = 3 * 24 * 3600_000;
/** Serialised size allowed on the device per user; beyond it the biggest queries are left out. */
export const CACHE_MAX_BYTES = 4 * 1024 * 1024;
/** Writes follow the cache at most this often: a list scrolled page by page is one write, not fifty. */
const WRITE_DELAY_MS = 1_000;

/** Leaves out the largest queries until the cache fits the budget; the rest is still worth keeping. */
export function fitToBudget(client: PersistedClient, maxBytes: number): PersistedClient {
  const sized = client.clientState.queries.map((q) => ({ q, bytes: JSON.stringify(q).length }));
  let total = sized.reduce((sum, s) => sum + s.bytes, 0);
  if (total <= maxBytes) return client;
  const kept = new Set(sized.map((s) => s.q));
  for (const s of [...sized].sort((a, b) => b.bytes - a.bytes)) {
    if (total <= maxBytes) break;
    kept.delete(s.q);
    total -= s.bytes;
  }
  return {
    ...client,
    clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => kept.has(q)) },
  };
}

/**
 * One user's cache in IndexedDB. A query seen for the first time (a screen's first data) is written
 * at once: an app closed or reloaded within the coalescing delay would otherwise reopen offline with
 * nothing saved for the screen it had just shown. Later changes of known queries are written at most
 * once a second, and on leaving or hiding the page (flush).
 */
export function userPersister(userId: number): Persister & { flush(): Promise<void>; cancel(): void } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Queries (by hash) already in a write; one outside it is new data, worth a write now. */
  let written = new Set<string>();
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (!client) return;
    written = new Set(client.clientState.queries.map((q) => q.queryHash));
    await set(keyOf(userId), fitToBudget(client, CACHE_MAX_BYTES), db());
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return {
    persistClient(client) {
      pending = client;
      if (client.clientState.queries.some((q) => !written.has(q.queryHash))) return flush();
      timer ??= setTimeout(() => void flush(), WRITE_DELAY_MS);
      return undefined;
    },
    restoreClient: async () =>
      migrateSavedCache(await (takeEarlyRead(userId) ?? get<PersistedClient>(keyOf(userId), db()))),
    async removeClient() {
      cancel();
      forgetEarlyRead();
      await del(keyOf(userId), db());
    },
    flush,
    cancel,
  };
}

/** Writes what is waiting when the page is hidden (app switched, screen off) or left; returns the undo. */
export function flushWhenHidden(persister: { flush(): Promise<void> }): () => void {
  const flush = () => void persister.flush();
  // A phone may kill a hidden app without another event: 'hidden' is the last sure moment to write.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Only settled, successful reads are worth keeping; a query may opt out with `meta: { persist: false }`. */
const worthKeeping = (q: Query) => q.state.status === 'success' && q.meta?.persist !== false;

export function persistOptions(queryClient: QueryClient, persister: Persister): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    maxAge: CACHE_MAX_AGE_MS,
    // What the device kept survives an update: only a change of the cached data's shape drops it.
    buster: CACHE_SHAPE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
  };
}

/**
 * Restores a user's saved cache into a new client before the app's first render, from the read that
 * main.tsx started (readUserCacheEarly), if that read comes back within `waitMs`; true when restored.
 * The first render then shows the saved screen at once, instead of a shell that is rendered again when
 * the restore ends. Without an early read, or when it is late or fails, nothing is restored here and
 * the app restores as before (PersistedQueries): the late read is left for that restore to take.
 */
export async function restoreBeforeRender(
  queryClient: QueryClient,
  userId: number,
  waitMs: number,
): Promise<boolean> {
  const read = peekEarlyRead(userId);
  if (!read) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  const saved = await Promise.race([read.catch(() => 'failed' as const), late]);
  clearTimeout(timer);
  if (saved === 'late' || saved === 'failed') return false;
  // The restore takes the read (it is back, so this is a few microtasks); the same checks of age and
  // shape decide what is kept. A failure has dropped the saved cache, as the later restore would.
  try {
    await persistQueryClientRestore(persistOptions(queryClient, userPersister(userId)));
    return true;
  } catch {
    return false;
  }
}

/** Drops one user's cached data (sign-out). */
export function forgetUserCache(userId: number): Promise<void> {
  forgetEarlyRead();
  return del(keyOf(userId), db());
}

/** Drops every other user's cached data, so a shared device never shows one user's guests to another. */
export async function forgetOtherUsers(userId: number): Promise<void> {
  const mine = keyOf(userId);
  for (const key of await keys(db())) if (key !== mine) await del(key, db());
}
