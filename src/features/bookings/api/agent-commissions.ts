import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAgentList } from './agent-bookings';
import { bookingListKeys } from './keys';

/** GET /api/agent/commissions?{query}: the same rows as bookings, with commission and publish rates. */
export function getAgentCommissionsQueryOptions(params: string) {
  return queryOptions({
    queryKey: bookingListKeys.agent('commissions', params),
    queryFn: ({ signal }) => getAgentList('commissions', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgentCommissions(params: string) {
  return useQuery(getAgentCommissionsQueryOptions(params));
}
