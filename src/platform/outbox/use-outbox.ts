import { useEffect, useState } from 'react';
import { oneAtATime } from './coalesce';
import { allEntries, onOutboxChange } from './store';
import type { OutboxEntry } from './types';

/** A burst of changes (a replay) is read at most this often by each screen, and once after its end. */
const READ_GAP_MS = 100;

/** Every change of an entry (transitions.ts) moves its state, key, attempt or time stamps. */
const sameEntry = (a: OutboxEntry, b: OutboxEntry) =>
  a.id === b.id &&
  a.key === b.key &&
  a.state === b.state &&
  a.updatedAt === b.updatedAt &&
  a.attempts === b.attempts &&
  a.nextAttemptAt === b.nextAttemptAt;

/**
 * The list read before, when a read finds the same entries: a new but equal array would rebuild
 * every screen that lays the outbox over its rows (the arrivals cards, at every start).
 */
export function keepIfSame(before: OutboxEntry[], now: OutboxEntry[]): OutboxEntry[] {
  return before.length === now.length && before.every((e, i) => sameEntry(e, now[i])) ? before : now;
}

/**
 * One reader of the whole outbox for all the screens of a page: the header's count, the outbox
 * driver and the arrivals cards each read every entry on every change before, three reads per
 * change (and at start, three IndexedDB reads beside the saved cache's). A screen that mounts later
 * gets the last read at once, and one more read to be sure of it.
 */
type Listener = (all: OutboxEntry[]) => void;
const listeners = new Set<Listener>();
let last: OutboxEntry[] | null = null;
let shared: { reader: ReturnType<typeof oneAtATime>; stop: () => void } | null = null;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!shared) {
    const reader = oneAtATime(async () => {
      const all = await allEntries();
      if (!shared) return;
      last = all;
      for (const l of listeners) l(all);
    }, READ_GAP_MS);
    shared = { reader, stop: onOutboxChange(() => reader.call()) };
  } else if (last) {
    listener(last);
  }
  shared.reader.call();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !shared) return;
    shared.reader.cancel();
    shared.stop();
    shared = null;
    last = null;
  };
}

/** The outbox as the screens see it, kept current across tabs and the service worker. */
export function useOutbox(userId: number | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(
    () =>
      subscribe((all) =>
        setEntries((before) =>
          keepIfSame(
            before,
            all.filter((e) => e.userId === userId),
          ),
        ),
      ),
    [userId],
  );
  return entries;
}
