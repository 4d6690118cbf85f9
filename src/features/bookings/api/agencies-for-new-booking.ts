import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlainPair } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/** GET /api/agent/agencies/fornewbooking: the agencies staff may book for, sorted by name. */
export function getAgenciesForNewBookingQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['bookings', 'new', 'agencies'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<PlainPair[]>('/api/agent/agencies/fornewbooking', { signal })),
    staleTime: 30 * 60_000,
    enabled,
  });
}

export const useAgenciesForNewBooking = (enabled: boolean) =>
  useQuery(getAgenciesForNewBookingQueryOptions(enabled));
