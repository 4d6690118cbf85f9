import { useEffect, useRef, useState } from 'react';
import { isWorkerToPageMessage } from '../pwa/messages';
import { requestDrain } from './queue';
import { nextDueAt } from './summary';
import { isPending } from './transitions';
import { useOutbox } from './use-outbox';

/**
 * Keeps the signed-in user's outbox moving while the app is open: sends on start and sign-in, when
 * the network returns, and when a backed-off entry falls due. `onSettled` runs whenever entries stop
 * waiting (sent by this page, another tab or the service worker), so screens fetch what the server
 * now holds in place of what the device assumed.
 */
/** The longest wait between two asks for entries that stay due. */
const MAX_NUDGE_MS = 16_000;

export function useOutboxDriver(userId: number | null, onSettled: () => void): void {
  const entries = useOutbox(userId);
  const pending = useRef<Set<string>>(new Set());
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });

  useEffect(() => {
    if (userId === null) return undefined;
    void requestDrain();
    const onOnline = () => void requestDrain();
    window.addEventListener('online', onOnline);
    const onWorkerMessage = (event: MessageEvent) => {
      if (isWorkerToPageMessage(event.data)) settledRef.current();
    };
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    worker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      worker?.removeEventListener('message', onWorkerMessage);
    };
  }, [userId]);

  useEffect(() => {
    const now = new Set(entries.filter(isPending).map((e) => e.id));
    const left = [...pending.current].some((id) => !now.has(id));
    pending.current = now;
    if (left) settledRef.current();
  }, [entries]);

  const dueAt = userId === null ? null : nextDueAt(entries);
  // Entries that stay due are asked for again, less and less often: the browser can say 'online'
  // before the service worker's own requests get through, and a drain that found the network gone
  // leaves its entries untouched, so nothing else would wake them.
  const [nudge, setNudge] = useState({ dueAt, count: 0 });
  const nudges = nudge.dueAt === dueAt ? nudge.count : 0;
  useEffect(() => {
    if (dueAt === null) return undefined;
    // A timer only while the page is open; closed, Background Sync or the next start sends it.
    const wait =
      Math.max(0, dueAt - Date.now()) + (nudges === 0 ? 50 : Math.min(MAX_NUDGE_MS, 1_000 * 2 ** nudges));
    const timer = setTimeout(() => {
      if (navigator.onLine) void requestDrain();
      setNudge({ dueAt, count: nudges + 1 });
    }, wait);
    return () => clearTimeout(timer);
  }, [dueAt, nudges]);
}
