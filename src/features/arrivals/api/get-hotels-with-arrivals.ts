import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlainPair } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { arrivalKeys } from './keys';

/** GET /api/hotels/witharrivals: hotels that have arrivals, for the hotel filter. */
export function getHotelsWithArrivalsQueryOptions() {
  return queryOptions({
    queryKey: arrivalKeys.hotels,
    queryFn: async ({ signal }) => unwrap(await api.get<PlainPair[]>('/api/hotels/witharrivals', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useHotelsWithArrivals() {
  return useQuery(getHotelsWithArrivalsQueryOptions());
}
