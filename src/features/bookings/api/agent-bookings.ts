import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentBooking, CommissionSums, PagingInfo } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { bookingListKeys } from './keys';

export interface AgentBookingsPage {
  entities: AgentBooking[];
  pagingInfo: PagingInfo;
  /** The commissions' totals over the whole filter: what the agency keeps (the bookings list has none). */
  sums?: CommissionSums;
}

/** GET /api/agent/{list}?{query}: one page of the agent's bookings or commissions. */
export async function getAgentList(
  list: 'bookings' | 'commissions',
  params: string,
  signal?: AbortSignal,
): Promise<AgentBookingsPage> {
  return unwrap(await api.get<AgentBookingsPage>(`/api/agent/${list}?${params}`, { signal }));
}

export function getAgentBookingsQueryOptions(params: string) {
  return queryOptions({
    queryKey: bookingListKeys.agent('bookings', params),
    queryFn: ({ signal }) => getAgentList('bookings', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgentBookings(params: string) {
  return useQuery(getAgentBookingsQueryOptions(params));
}
