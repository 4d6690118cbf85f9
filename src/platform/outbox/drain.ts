import { allEntries, putEntry, removeEntry } from './store';
import { afterAnswer, dueEntries, recoverInterrupted, startSending } from './transitions';
import type { OutboxEntry } from './types';

export type DrainOutcome = 'done' | 'offline' | 'signed-out' | 'busy';

const LOCK = 'caravan-outbox-drain';
// A bound against a loop, not a batch size: one round per edit of the busiest entity.
const MAX_ROUNDS = 1_000;
/**
 * A round holds at most one entry per entity, so its entries can go out side by side: a few at a time
 * hide the round trip and the device's own writes (a 500-entry replay otherwise waits on each in turn).
 * Rounds still follow one another, so one entity's entries are sent strictly in order.
 */
const PARALLEL = 4;
let running: Promise<DrainOutcome> | null = null;
/** A drain was asked for while one ran. */
let again = false;
/** Passes one drain makes for calls that came while it ran; a bound against a caller that never stops. */
const MAX_PASSES = 3;

async function send(entry: OutboxEntry, fetcher: typeof fetch): Promise<{ status: number; body: unknown }> {
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
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Who the cookie belongs to: only that user's operations are sent under it. */
async function cookieUser(fetcher: typeof fetch): Promise<number | 'offline' | 'signed-out'> {
  try {
    const res = await fetcher('/api/auth/me', { credentials: 'include', headers: { Accept: 'application/json' } });
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
export async function drainOutbox(fetcher: typeof fetch = fetch, now: () => number = Date.now): Promise<DrainOutcome> {
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

async function drainOnce(fetcher: typeof fetch, now: () => number): Promise<DrainOutcome> {
  for (const e of await allEntries()) {
    if (e.state === 'sent' && e.updatedAt < now() - KEEP_SENT_MS) await removeEntry(e.id);
  }
  const entries = await allEntries();
  if (!entries.some((e) => e.state === 'waiting' || e.state === 'sending')) return 'done';
  const user = await cookieUser(fetcher);
  if (user === 'offline' || user === 'signed-out') return user;
  for (const e of entries) if (e.state === 'sending') await putEntry(recoverInterrupted(e, now()));

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = dueEntries(await allEntries(), now()).filter((e) => e.userId === user);
    if (due.length === 0) return 'done';
    let stop: DrainOutcome | null = null;
    let next = 0;
    const lane = async () => {
      while (stop === null && next < due.length) {
        const entry = due[next++];
        await putEntry(startSending(entry, now()));
        const { status, body } = await send(entry, fetcher);
        await putEntry(afterAnswer(entry, status, body, now()));
        if (status === 0) stop ??= 'offline';
        if (status === 401) stop ??= 'signed-out';
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, lane));
    if (stop !== null) return stop;
  }
  return 'done';
}
