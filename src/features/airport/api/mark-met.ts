import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notifications';
import { enqueue, settled } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { outboxKind as markKind } from '../outbox-kind';

/** How long the screen waits for the server before it says the mark waits on the device. */
const ONLINE_WAIT_MS = 8_000;

/**
 * POST /api/airport/meetings, always through the outbox: the mark is on the device before the screen
 * shows it, and is sent once (its idempotency key), now or when the network is back.
 */
export function useMarkMet() {
  const user = useSession();
  const { t } = useTranslation();
  return useCallback(
    async (groupId: string, arrivalIds: number[], met: boolean, label: string) => {
      if (!user || arrivalIds.length === 0) return;
      const entry = await enqueue(markKind, {
        userId: user.id,
        payload: { groupId, arrivalIds, met, metAt: new Date().toISOString() },
        label,
      });
      if (typeof navigator !== 'undefined' && !navigator.onLine) return;
      const answer = await settled(entry.id, ONLINE_WAIT_MS);
      if (answer?.state === 'refused' || answer?.state === 'conflict')
        notify('error', answer.error?.title ?? t('Not saved'), answer.error?.message ?? '');
    },
    [user, t],
  );
}
