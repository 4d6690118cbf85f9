import { useMemo } from 'react';
import type { Arrival } from '../../../../contract';
import { useOutbox } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { mergeOutbox, type ArrivalRow } from '../model/arrival-rows';

/**
 * Fetched arrivals with the user's outbox laid over them. Once an edit is delivered, the app's outbox
 * driver (src/app/session-effects.ts) fetches every screen afresh, so what the server now holds
 * replaces what the device assumed.
 */
export function useArrivalRows(
  arrivals: readonly Arrival[],
  fetchedAt: number,
): { rows: ArrivalRow[]; entries: ReturnType<typeof useOutbox> } {
  const user = useSession();
  const entries = useOutbox(user?.id ?? null);
  const rows = useMemo(() => mergeOutbox(arrivals, entries, fetchedAt), [arrivals, entries, fetchedAt]);
  return { rows, entries };
}
