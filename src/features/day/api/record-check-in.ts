import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckInRequest } from '../../../../contract';
import { discardEntry, enqueue, settled, type OutboxEntry } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { outboxKind as checkInKind } from '../outbox-kind';
import { dayKeys } from './keys';

/** How long a tap waits for the server before it is left to the outbox (offline: not at all, nearly). */
const ONLINE_WAIT_MS = 8_000;
const OFFLINE_WAIT_MS = 300;

/**
 * POST /api/day/{timeSlotId}/{date}/checkins, always through the outbox: the mark is on the device
 * (IndexedDB) before the screen shows it, sent once with its idempotency key, and a 409 from another
 * device's earlier mark stays in the outbox as a conflict the guide sees and dismisses.
 * Resolves with the entry as it stands after a short wait (sent, conflict, refused, or still waiting).
 */
export function useRecordCheckIn(timeSlotId: number, date: string) {
  const user = useSession();
  const queryClient = useQueryClient();
  const record = useCallback(
    async (request: Omit<CheckInRequest, 'at'>, label: string): Promise<OutboxEntry | undefined> => {
      if (!user) return undefined;
      const entry = await enqueue(checkInKind, {
        userId: user.id,
        payload: { timeSlotId, date, request: { ...request, at: new Date().toISOString() } },
        label,
      });
      const online = typeof navigator === 'undefined' || navigator.onLine;
      const answered = await settled(entry.id, online ? ONLINE_WAIT_MS : OFFLINE_WAIT_MS);
      if (answered?.state === 'sent' || answered?.state === 'conflict')
        void queryClient.invalidateQueries({ queryKey: dayKeys.manifest(timeSlotId, date) });
      return answered;
    },
    [user, queryClient, timeSlotId, date],
  );
  const dismiss = useCallback((entryId: string) => void discardEntry(entryId), []);
  return { record, dismiss };
}
