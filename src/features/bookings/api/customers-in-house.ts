import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerInHouseSchema } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

export type CustomerInHouse = z.infer<typeof customerInHouseSchema>;

/**
 * GET /api/agent/customers/inHouse?hotelId=&date=: the agency's guests staying at the hotel that day
 * (staff name the agency they book for with &agencyId=).
 */
export function getCustomersInHouseQueryOptions(hotelId: number | null, date: string | null, agencyId?: number) {
  const agency = agencyId === undefined ? '' : `&agencyId=${agencyId}`;
  return queryOptions({
    // The agent's key stays as it was, so guests kept on the device for offline use are found again.
    queryKey: agencyId === undefined ? (['bookings', 'new', 'in-house', hotelId, date] as const) : (['bookings', 'new', 'in-house', hotelId, date, agencyId] as const),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<CustomerInHouse[]>(`/api/agent/customers/inHouse?hotelId=${hotelId}&date=${date}${agency}`, { signal, showLoading: false })),
    enabled: hotelId !== null && hotelId > 0 && date !== null,
  });
}

export const useCustomersInHouse = (hotelId: number | null, date: string | null, agencyId?: number) =>
  useQuery(getCustomersInHouseQueryOptions(hotelId, date, agencyId));
