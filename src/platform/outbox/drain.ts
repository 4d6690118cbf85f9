import { deviceSignOut, sendPendingSignOut } from '../session/device-sign-out';
import { allEntries, putEntries, removeEntries } from './store';
import { afterAnswer, dueChains, isPending, recoverInterrupted, startSending } from './transitions';
import type { OutboxAnswer } from './kinds';
import type { OutboxEntry } from './types';

export type DrainOutcome = 'done' | 'offline' | 'signed-out' | 'busy';

const LOCK = 'caravan-outbox-drain';
// A bound against a loop, not a batch size: one pass per burst of entries queued while a drain runs.
const MAX_READS = 1_000;
/**
 * Entities whose chains are in flight at once. Each entity's entries go strictly one after the
 * other; different entities go side by side, which hides the round trips (a browser opens up to 6
 * connections to one host).
 */
const PARALLEL = 6;
let running: Promise<DrainOutcome> | null = null;
/** A drain was asked for while one ran. */
let again = false;
/** Passes one drain makes for calls that came while it ran; a bound against a caller that never stops. */
const MAX_PASSES = 3;

async function send(entry: OutboxEntry, fetcher: typeof fetch): Promise<OutboxAnswer> {
  try {
    const res = await fetcher(entry.path, {
      method: entry.method,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': entry.key,
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify(entry.body),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
  } catch {
    return { status: 0, body: null, replayed: false };
  }
}

/** Who the cookie belongs to: only that user's operations are sent under it. */
async function cookieUser(fetcher: typeof fetch): Promise<number | 'offline' | 'signed-out'> {
  try {
    const res = await fetcher('/api/auth/me', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 401) return 'signed-out';
    if (!res.ok) return 'offline';
    return ((await res.json()) as { id: number }).id;
  } catch {
    return 'offline';
  }
}

/**
 * Sends what is due, in order per entity. Shared by the page and the service worker; Web Locks keep
 * two drainers (two tabs, tab and worker) from sending at once, and the idempotency key makes even a
 * double send harmless.
 */
export async function drainOutbox(
  fetcher: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<DrainOutcome> {
  // Within one page or worker a second call while one runs is 'busy' at once, but it is not lost: the
  // running drain goes once more when it ends, because it may have found the network gone just before
  // the call that came with its return. Web Locks cover other tabs and the worker.
  if (running) {
    again = true;
    return 'busy';
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const drainLocked = () =>
    locks
      ? locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? drainOnce(fetcher, now) : 'busy'))
      : drainOnce(fetcher, now);
  try {
    let outcome: DrainOutcome;
    let passes = 0;
    do {
      again = false;
      running = drainLocked();
      outcome = await running;
    } while (again && ++passes < MAX_PASSES);
    return outcome;
  } finally {
    running = null;
    again = false;
  }
}

/** Sent entries stay a day so screens can show what went out; then they are dropped. */
const KEEP_SENT_MS = 24 * 3600_000;

/**
 * Entry writes of one drain. The 'sending' mark of one entry and the answers of others arrive
 * together from several lanes: those made while a write is under way go together in the next one,
 * one transaction and one announce to the tabs, instead of two of each per entry. A lone entry is
 * still written at once. The mark is for the screens only: an entry found 'sending' or 'waiting'
 * after an interruption is sent again with its key either way.
 */
function entryWriter() {
  const queued = new Map<string, OutboxEntry>();
  let writing: Promise<void> | null = null;
  let failure: unknown = null;
  const start = () => {
    writing = (async () => {
      while (queued.size > 0) {
        const batch = [...queued.values()];
        queued.clear();
        await putEntries(batch);
      }
    })()
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        writing = null;
        if (queued.size > 0 && failure === null) start();
      });
  };
  return {
    write(entry: OutboxEntry) {
      queued.set(entry.id, entry);
      if (!writing) start();
    },
    /** A write failed: nothing more is sent, since its answer could not be kept. */
    get failed() {
      return failure !== null;
    },
    /** Resolves once everything written so far is stored; rejects if a write failed. */
    async settle(): Promise<void> {
      for (let current = writing; current; current = writing) await current;
      if (failure !== null) throw failure;
    },
  };
}

async function drainOnce(fetcher: typeof fetch, now: () => number): Promise<DrainOutcome> {
  // Signed out on this device: nothing goes under the cookie, which may still be alive on the server
  // (a sign-out made offline); the sign-out itself goes first, and 'offline' lets Background Sync
  // try again while it cannot (platform/session/device-sign-out.ts).
  if (await deviceSignOut().catch(() => undefined))
    return (await sendPendingSignOut(fetcher)) ? 'signed-out' : 'offline';
  const entries = await allEntries();
  await removeEntries(
    entries.filter((e) => e.state === 'sent' && e.updatedAt < now() - KEEP_SENT_MS).map((e) => e.id),
  );
  if (!entries.some(isPending)) return 'done';
  const user = await cookieUser(fetcher);
  if (user === 'offline' || user === 'signed-out') return user;
  await putEntries(entries.filter((e) => e.state === 'sending').map((e) => recoverInterrupted(e, now())));

  const writer = entryWriter();
  // Read and set by every lane: the first network failure or 401 ends the whole drain.
  const run: { stop: DrainOutcome | null } = { stop: null };
  /** One entity's entries, one after the other; its first unsent answer ends it (and 0/401 all). */
  const sendChain = async (chain: OutboxEntry[]) => {
    for (const entry of chain) {
      if (run.stop !== null || writer.failed) return;
      writer.write(startSending(entry, now()));
      const { status, body, replayed } = await send(entry, fetcher);
      const after = afterAnswer(entry, status, body, now(), Math.random, replayed);
      writer.write(after);
      if (status === 0) run.stop ??= 'offline';
      if (status === 401) run.stop ??= 'signed-out';
      if (after.state !== 'sent') return;
    }
  };
  try {
    // The outbox is read again only when every chain of a pass has ended: for entries queued meanwhile.
    for (let pass = 0; pass < MAX_READS && run.stop === null; pass++) {
      const chains = dueChains(await allEntries(), now(), user);
      if (chains.length === 0) break;
      let next = 0;
      const lane = async () => {
        while (run.stop === null && !writer.failed && next < chains.length) await sendChain(chains[next++]);
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, chains.length) }, lane));
      // What this pass wrote is read by the next one.
      await writer.settle();
    }
  } finally {
    await writer.settle();
  }
  return run.stop ?? 'done';
}
