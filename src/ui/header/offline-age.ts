import type { Query, QueryCache } from '@tanstack/react-query';
import { ApiError } from '../../platform/api';

const lostNetwork = (error: unknown) => error instanceof ApiError && error.result.Code === 0;

/**
 * How old the data on screen is: the oldest update among the queries a screen is showing (those with
 * observers) that hold data. Null when no shown query has data.
 */
export function oldestShownData(cache: QueryCache): number | null {
  const times = cache
    .getAll()
    .filter(
      (q: Query) => q.getObserversCount() > 0 && q.state.data !== undefined && q.state.dataUpdatedAt > 0,
    )
    .map((q) => q.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/** True when a shown query's last fetch failed for want of a network (a lobby's captive Wi-Fi, say). */
export function serverUnreachable(cache: QueryCache): boolean {
  return cache.getAll().some((q) => q.getObserversCount() > 0 && lostNetwork(q.state.error));
}
