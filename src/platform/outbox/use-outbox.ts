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

/** The outbox as the screens see it, kept current across tabs and the service worker. */
export function useOutbox(userId: number | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const reader = oneAtATime(async () => {
      const all = await allEntries();
      if (live)
        setEntries((before) =>
          keepIfSame(
            before,
            all.filter((e) => e.userId === userId),
          ),
        );
    }, READ_GAP_MS);
    reader.call();
    const stop = onOutboxChange(() => reader.call());
    return () => {
      live = false;
      reader.cancel();
      stop();
    };
  }, [userId]);
  return entries;
}
