import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentBookingDetails } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';
import { bookingListKeys } from './keys';

/** GET /api/agent/bookings/{id}: one of the agency's bookings, with its status history. */
export function getBookingDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: bookingListKeys.details(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<AgentBookingDetails>(`/api/agent/bookings/${id}`, { signal })),
  });
}

export const useBookingDetails = (id: number) => useQuery(getBookingDetailsQueryOptions(id));
