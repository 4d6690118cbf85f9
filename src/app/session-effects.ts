import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { syncLanguages } from '../platform/i18n';
import { useSession } from '../platform/session';

/** What follows a change of signed-in user: drop the last user's data, refresh the language list. */
export function useSessionEffects(): void {
  const queryClient = useQueryClient();
  const userId = useSession()?.id ?? null;
  const previous = useRef(userId);

  useEffect(() => {
    if (previous.current !== userId) {
      previous.current = userId;
      queryClient.clear();
    }
    if (userId !== null) void syncLanguages();
  }, [userId, queryClient]);
}
