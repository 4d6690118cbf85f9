import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api';

/** What a screen says in place of its data when the device has none for it and cannot fetch it. */
export const NOTHING_SAVED_TEXT =
  'Nothing is saved on this device for this screen yet. It loads when the network is back.';

/**
 * True when a query has no data, kept or fetched, because the network is out of reach: offline
 * TanStack pauses the fetch (it would wait as 'Loading…' forever), and on a captive Wi-Fi the fetch
 * fails for want of a network. The screen should say that, not 'Loading…' or 'nothing matches'.
 */
export function nothingSavedOffline(query: Pick<UseQueryResult, 'data' | 'fetchStatus' | 'error'>): boolean {
  if (query.data !== undefined) return false;
  return (
    query.fetchStatus === 'paused' ||
    (query.fetchStatus === 'idle' && query.error instanceof ApiError && query.error.result.Code === 0)
  );
}
