import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewBookingTour } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

/** GET /api/agent/tours/fornewbooking: every tour the agent may sell, with offers and slots. */
export function getToursForNewBookingQueryOptions() {
  return queryOptions({
    queryKey: ['bookings', 'new', 'tours'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<NewBookingTour[]>('/api/agent/tours/fornewbooking', { signal })),
    staleTime: 5 * 60_000,
  });
}

export const useToursForNewBooking = () => useQuery(getToursForNewBookingQueryOptions());
