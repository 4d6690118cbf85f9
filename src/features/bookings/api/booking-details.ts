import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentBooking } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

/** GET /api/agent/bookings/{id}: one of the agency's bookings. */
export function getBookingDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['bookings', 'details', id] as const,
    queryFn: async ({ signal }) => unwrap(await api.get<AgentBooking>(`/api/agent/bookings/${id}`, { signal })),
  });
}

export const useBookingDetails = (id: number) => useQuery(getBookingDetailsQueryOptions(id));
