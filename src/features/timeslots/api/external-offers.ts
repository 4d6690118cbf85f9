import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type ExternalOffer } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/**
 * GET /api/timeslots/externaloffers?apiproviderid=: a provider's products and options. Fetched once per
 * provider and kept (one key per provider: a second editor of the same provider waits for the running
 * fetch instead of starting another).
 */
export const externalOffersQuery = (providerId: number) =>
  queryOptions({
    queryKey: timeSlotKeys.externalOffers(providerId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<ExternalOffer[]>(`/api/timeslots/externaloffers?apiproviderid=${providerId}`, {
          signal,
        }),
      ),
    staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
    retry: false,
  });

export const useExternalOffers = (providerId: number | null) =>
  useQuery({ ...externalOffersQuery(providerId ?? 0), enabled: providerId !== null && providerId > 0 });
