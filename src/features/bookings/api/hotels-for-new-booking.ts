import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingHotelSchema } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

export type BookingHotel = z.infer<typeof bookingHotelSchema>;

/** GET /api/agent/hotels/fornewbooking: hotels sorted by name, with region and city. */
export function getHotelsForNewBookingQueryOptions() {
  return queryOptions({
    queryKey: ['bookings', 'new', 'hotels'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<BookingHotel[]>('/api/agent/hotels/fornewbooking', { signal })),
    staleTime: 30 * 60_000,
  });
}

export const useHotelsForNewBooking = () => useQuery(getHotelsForNewBookingQueryOptions());
