import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../platform/api';

/** A query fails again the same way on 4xx/5xx; only a lost network is worth one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.result.Code === 0;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
