import { useEffect, useState } from 'react';
import { oneAtATime } from './coalesce';
import { allEntries, onOutboxChange } from './store';
import type { OutboxEntry } from './types';

/** A burst of changes (a replay) is read at most this often by each screen, and once after its end. */
const READ_GAP_MS = 100;

/** The outbox as the screens see it, kept current across tabs and the service worker. */
export function useOutbox(userId: number | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const reader = oneAtATime(async () => {
      const all = await allEntries();
      if (live) setEntries(all.filter((e) => e.userId === userId));
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
