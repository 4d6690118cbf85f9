import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/** GET /api/search?q=: bookings, arrivals and tours the user may see. */
export function getSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<SearchResult>(`/api/search?${new URLSearchParams({ q })}`, { signal })),
    enabled: q.length > 0,
  });
}

export function useSearch(q: string) {
  return useQuery(getSearchQueryOptions(q));
}
