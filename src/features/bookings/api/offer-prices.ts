import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferPriceLine } from '../../../../contract/bookings';
import { keptPriceLinesOn } from '../../../../domain/new-booking';
import { api, unwrap } from '../../../platform/api';
import { useOnline } from '../../../platform/online/use-online';

const pricesKey = (tourId: number | null) => ['bookings', 'new', 'prices', tourId] as const;

/**
 * GET /api/agent/offers/price?tourId=&date=(&agencyId=): the price line of each offer of the tour on that
 * date, with the agency's contracted nets (staff name the agency; an agent's is their own).
 */
export function getOfferPricesQueryOptions(
  tourId: number | null,
  date: string | null,
  agencyId: number | null = null,
) {
  const agency = agencyId === null ? '' : `&agencyId=${agencyId}`;
  return queryOptions({
    queryKey: [...pricesKey(tourId), date, agencyId] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<OfferPriceLine[]>(`/api/agent/offers/price?tourId=${tourId}&date=${date}${agency}`, {
          signal,
          showLoading: false,
        }),
      ),
    enabled: tourId !== null && date !== null,
  });
}

/**
 * The tour's prices on the date. Offline, without an answer for this very date, the lines kept on
 * the device for the tour's other dates whose period covers it (`kept`); `offline` says nothing can
 * be fetched now.
 */
export function useOfferPrices(tourId: number | null, date: string | null, agencyId: number | null = null) {
  const query = useQuery(getOfferPricesQueryOptions(tourId, date, agencyId));
  const queryClient = useQueryClient();
  const offline = !useOnline();
  if (query.data || !offline || tourId === null || date === null)
    return { data: query.data, isFetching: query.isFetching, offline, kept: false };
  const kept = queryClient
    .getQueriesData<OfferPriceLine[]>({ queryKey: pricesKey(tourId) })
    .flatMap(([, lines]) => (lines ? [lines] : []));
  return { data: keptPriceLinesOn(kept, date), isFetching: false, offline, kept: true };
}
