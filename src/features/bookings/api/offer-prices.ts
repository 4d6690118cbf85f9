import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferPriceLine } from '../../../../contract/bookings';
import { api, unwrap } from '../../../platform/api';

/** GET /api/agent/offers/price?tourId=&date=: the price line of each offer of the tour on that date. */
export function getOfferPricesQueryOptions(tourId: number | null, date: string | null) {
  return queryOptions({
    queryKey: ['bookings', 'new', 'prices', tourId, date] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OfferPriceLine[]>(`/api/agent/offers/price?tourId=${tourId}&date=${date}`, { signal, showLoading: false })),
    enabled: tourId !== null && date !== null,
  });
}

export const useOfferPrices = (tourId: number | null, date: string | null) => useQuery(getOfferPricesQueryOptions(tourId, date));
