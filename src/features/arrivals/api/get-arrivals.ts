import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ArrivalsFilter, ArrivalsPage } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { arrivalKeys } from './keys';

/** POST /api/arrivals/filtered: one page of arrivals with group info, meetings and bookings count. */
export async function getArrivals(
  filter: ArrivalsFilter,
  signal?: AbortSignal,
  showLoading = true,
): Promise<ArrivalsPage> {
  return unwrap(await api.post<ArrivalsPage>('/api/arrivals/filtered', filter, { signal, showLoading }));
}

/** The desktop table: one page at a time, the previous page kept on screen while the next loads. */
export function getArrivalsQueryOptions(filter: ArrivalsFilter) {
  return queryOptions({
    queryKey: arrivalKeys.page(filter),
    queryFn: ({ signal }) => getArrivals(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArrivals(filter: ArrivalsFilter) {
  return useQuery(getArrivalsQueryOptions(filter));
}

/**
 * The phone list: pages appended as the rep scrolls. Later pages load without the full-screen
 * overlay, which would block the thumb in the middle of a scroll.
 */
export function getArrivalPagesQueryOptions(filter: Omit<ArrivalsFilter, 'page'>) {
  return infiniteQueryOptions({
    queryKey: arrivalKeys.pages(filter),
    queryFn: ({ signal, pageParam }) => getArrivals({ ...filter, page: pageParam }, signal, pageParam === 1),
    initialPageParam: 1,
    getNextPageParam: (last: ArrivalsPage) => last.pagingInfo.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useArrivalPages(filter: Omit<ArrivalsFilter, 'page'>) {
  return useInfiniteQuery(getArrivalPagesQueryOptions(filter));
}
