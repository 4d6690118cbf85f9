import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerInHouseSchema } from '../../../../contract/bookings';
import { keptGuestsOn } from '../../../../domain/new-booking';
import { api, unwrap } from '../../../platform/api';
import { useOnline } from '../../../platform/online/use-online';

export type CustomerInHouse = z.infer<typeof customerInHouseSchema>;

const inHouseKey = (hotelId: number | null) => ['bookings', 'new', 'in-house', hotelId] as const;

/** GET /api/agent/customers/inHouse?hotelId=&date=: the agency's guests staying at the hotel that day. */
export function getCustomersInHouseQueryOptions(hotelId: number | null, date: string | null) {
  return queryOptions({
    queryKey: [...inHouseKey(hotelId), date] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<CustomerInHouse[]>(`/api/agent/customers/inHouse?hotelId=${hotelId}&date=${date}`, { signal, showLoading: false })),
    enabled: hotelId !== null && hotelId > 0 && date !== null,
  });
}

/**
 * The hotel's guests on the date. Offline, without an answer for this very date, the guests kept on
 * the device for the hotel's other dates whose stay covers it; `offline` says nothing can be fetched.
 */
export function useCustomersInHouse(hotelId: number | null, date: string | null) {
  const query = useQuery(getCustomersInHouseQueryOptions(hotelId, date));
  const queryClient = useQueryClient();
  const offline = !useOnline();
  if (query.data || !offline || hotelId === null || date === null) return { data: query.data, offline };
  const kept = queryClient.getQueriesData<CustomerInHouse[]>({ queryKey: inHouseKey(hotelId) }).flatMap(([, list]) => (list ? [list] : []));
  return { data: keptGuestsOn(kept, date), offline };
}
