import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerInHouseSchema } from '../../../../contract/bookings';
import { keptGuestsOn } from '../../../../domain/new-booking';
import { api, unwrap } from '../../../platform/api';
import { useOnline } from '../../../platform/online/use-online';

export type CustomerInHouse = z.infer<typeof customerInHouseSchema>;

/**
 * The agent's key stays as it was, so guests kept on the device for offline use are found again; staff
 * keep each agency's guests under that agency, so one agency's kept guests are never offered for another.
 */
const inHouseKey = (hotelId: number | null, agencyId?: number) =>
  agencyId === undefined
    ? (['bookings', 'new', 'in-house', hotelId] as const)
    : (['bookings', 'new', 'in-house-for', agencyId, hotelId] as const);

/**
 * GET /api/agent/customers/inHouse?hotelId=&date=: the agency's guests staying at the hotel that day
 * (staff name the agency they book for with &agencyId=).
 */
export function getCustomersInHouseQueryOptions(
  hotelId: number | null,
  date: string | null,
  agencyId?: number,
) {
  const agency = agencyId === undefined ? '' : `&agencyId=${agencyId}`;
  return queryOptions({
    queryKey: [...inHouseKey(hotelId, agencyId), date] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<CustomerInHouse[]>(
          `/api/agent/customers/inHouse?hotelId=${hotelId}&date=${date}${agency}`,
          { signal, showLoading: false },
        ),
      ),
    enabled: hotelId !== null && hotelId > 0 && date !== null,
  });
}

/**
 * The hotel's guests on the date. Offline, without an answer for this very date, the guests kept on
 * the device for the hotel's other dates whose stay covers it; `offline` says nothing can be fetched.
 */
export function useCustomersInHouse(hotelId: number | null, date: string | null, agencyId?: number) {
  const query = useQuery(getCustomersInHouseQueryOptions(hotelId, date, agencyId));
  const queryClient = useQueryClient();
  const offline = !useOnline();
  if (query.data || !offline || hotelId === null || date === null) return { data: query.data, offline };
  const kept = queryClient
    .getQueriesData<CustomerInHouse[]>({ queryKey: inHouseKey(hotelId, agencyId) })
    .flatMap(([, list]) => (list ? [list] : []));
  return { data: keptGuestsOn(kept, date), offline };
}
