import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../contract';
import { getSessionUser, subscribeSession } from './session-store';

/** The signed-in user, or null; screens re-render when the session changes. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, () => null);
}
