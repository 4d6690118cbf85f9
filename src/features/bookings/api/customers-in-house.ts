import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerInHouseSchema } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

export type CustomerInHouse = z.infer<typeof customerInHouseSchema>;

/** GET /api/agent/customers/inHouse?hotelId=&date=: the agency's guests staying at the hotel that day. */
export function getCustomersInHouseQueryOptions(hotelId: number | null, date: string | null) {
  return queryOptions({
    queryKey: ['bookings', 'new', 'in-house', hotelId, date] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<CustomerInHouse[]>(`/api/agent/customers/inHouse?hotelId=${hotelId}&date=${date}`, { signal, showLoading: false })),
    enabled: hotelId !== null && hotelId > 0 && date !== null,
  });
}

export const useCustomersInHouse = (hotelId: number | null, date: string | null) =>
  useQuery(getCustomersInHouseQueryOptions(hotelId, date));
