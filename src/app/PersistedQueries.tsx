import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../platform/session';
import {
  flushWhenHidden,
  forgetOtherUsers,
  persistOptions,
  userPersister,
} from '../platform/query-cache/persistence';

/**
 * Gives the signed-in user back what they last saw (offline first): on sign-in or start, the last
 * user's data leaves the cache, this user's saved cache is restored from IndexedDB before any screen
 * fetches, and from then on the cache is saved as it changes. `restoredFor`: the user whose cache the
 * client already holds, restored before the first render (start.tsx); that restore is not repeated.
 */
export function PersistedQueries({
  children,
  restoredFor: restoredBefore = null,
}: {
  children: ReactNode;
  restoredFor?: number | null;
}) {
  const queryClient = useQueryClient();
  const userId = useSession()?.id ?? null;
  const [restoredFor, setRestoredFor] = useState<number | null>(restoredBefore);
  // Until another user (or nobody) is signed in; kept across StrictMode's second run of the effect.
  const holding = useRef(restoredBefore);

  useEffect(() => {
    const held = userId !== null && holding.current === userId;
    if (!held) {
      holding.current = null;
      queryClient.clear();
    }
    if (userId === null) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    const persister = userPersister(userId);
    const options = persistOptions(queryClient, persister);
    // Other users' caches are deleted beside the restore, not before it: the restore reads this
    // user's key only (usually read already, from main.tsx), and the screens wait for it alone.
    void forgetOtherUsers(userId).catch(() => undefined);
    void (held ? Promise.resolve() : persistQueryClientRestore(options))
      .catch(() => undefined) // an unreadable cache is dropped by the restore; the screens fetch afresh
      .finally(() => {
        if (!live) return;
        stop = persistQueryClientSubscribe(options);
        setRestoredFor(userId);
      });
    const stopFlushing = flushWhenHidden(persister);
    return () => {
      live = false;
      stop?.();
      // Leaving this user (sign-out, another user): their last second of changes is not worth a
      // write that could land after sign-out has deleted their cache.
      persister.cancel();
      stopFlushing();
    };
  }, [queryClient, userId]);

  return (
    <IsRestoringProvider value={userId !== null && restoredFor !== userId}>{children}</IsRestoringProvider>
  );
}
