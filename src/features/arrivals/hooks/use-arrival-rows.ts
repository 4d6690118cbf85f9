import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Arrival } from '../../../../contract';
import { useOutbox } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { arrivalKeys } from '../api/keys';
import { mergeOutbox, pendingIds, type ArrivalRow } from '../model/arrival-rows';

/**
 * Fetched arrivals with the user's outbox laid over them. When an edit leaves the outbox's waiting
 * list (the service worker sent it after a reconnect, say), the lists are fetched again, so what the
 * server now holds replaces what the device assumed.
 */
export function useArrivalRows(
  arrivals: readonly Arrival[],
  fetchedAt: number,
): { rows: ArrivalRow[]; entries: ReturnType<typeof useOutbox> } {
  const user = useSession();
  const entries = useOutbox(user?.id ?? null);
  const queryClient = useQueryClient();
  const waiting = useRef<Set<string>>(new Set());

  useEffect(() => {
    const now = new Set(pendingIds(entries));
    const left = [...waiting.current].some((id) => !now.has(id));
    waiting.current = now;
    if (left) void queryClient.invalidateQueries({ queryKey: arrivalKeys.lists });
  }, [entries, queryClient]);

  const rows = useMemo(() => mergeOutbox(arrivals, entries, fetchedAt), [arrivals, entries, fetchedAt]);
  return { rows, entries };
}
