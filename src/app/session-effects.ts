import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { syncLanguages } from '../platform/i18n';
import { coalesce, SETTLED_MAX_WAIT_MS, SETTLED_QUIET_MS, useOutboxDriver } from '../platform/outbox';
import { useSession } from '../platform/session';

/** What follows a sign-in: refresh the language list. (The cache follows the user in PersistedQueries.) */
export function useSessionEffects(): void {
  const userId = useSession()?.id ?? null;
  useEffect(() => {
    if (userId !== null) void syncLanguages();
  }, [userId]);
}

/**
 * Sends the user's outbox while the app is open; whatever it delivered, the screens fetch afresh —
 * once a burst of deliveries pauses (and every few seconds meanwhile), not once per entry.
 */
export function useOutboxEffects(): void {
  const queryClient = useQueryClient();
  const userId = useSession()?.id ?? null;
  const [refresh] = useState(() =>
    coalesce(() => void queryClient.invalidateQueries(), SETTLED_QUIET_MS, SETTLED_MAX_WAIT_MS),
  );
  useEffect(() => refresh.cancel, [refresh]);
  useOutboxDriver(userId, refresh.call);
}
