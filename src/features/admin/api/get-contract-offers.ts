import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractOffer } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/contracts/offers: the tickets a net-rate contract may name, with today's prices. */
export const contractOffersQuery = queryOptions({
  queryKey: adminKeys.contractOffers,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<ContractOffer[]>('/api/contracts/offers', { signal, showLoading: false })),
  staleTime: 60_000,
});

export const useContractOffers = (enabled: boolean) => useQuery({ ...contractOffersQuery, enabled });
