import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../platform/api';
import { CACHE_MAX_AGE_MS } from '../platform/query-cache/persistence';

/** A query fails again the same way on 4xx/5xx; only a lost network is worth one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.result.Code === 0;
}

export function createQueryClient(): QueryClient {
  // TanStack assumes a network until an 'offline' event; an app started offline (from the service
  // worker, in a lobby) must pause its fetches and show the saved data instead of failing them.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Kept as long as the device keeps it (query-persistence), so what a screen showed hours ago
        // is still there to show offline.
        gcTime: CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
