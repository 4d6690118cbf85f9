import { useEffect, useState } from 'react';
import { allEntries, onOutboxChange } from './store';
import type { OutboxEntry } from './types';

/** The outbox as the screens see it, kept current across tabs and the service worker. */
export function useOutbox(userId: number | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void allEntries().then((all) => live && setEntries(all.filter((e) => e.userId === userId)));
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return entries;
}
