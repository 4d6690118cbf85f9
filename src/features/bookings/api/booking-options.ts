import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlainPair } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { bookingListKeys } from './keys';

export type BookingOptionKind = 'agents' | 'hotels' | 'offers';

/** GET /api/agent/{agents|hotels|offers}/{bookings|commissions}: filter choices, sorted by name. */
export function getBookingOptionsQueryOptions(list: 'bookings' | 'commissions', kind: BookingOptionKind) {
  return queryOptions({
    queryKey: bookingListKeys.options(list, kind),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<PlainPair[]>(`/api/agent/${kind}/${list}`, { signal, showLoading: false })),
    // Choices change only when a booking with a new agent, hotel or offer appears; minutes are fine.
    staleTime: 5 * 60_000,
  });
}

export function useBookingOptions(list: 'bookings' | 'commissions', kind: BookingOptionKind) {
  return useQuery(getBookingOptionsQueryOptions(list, kind));
}
