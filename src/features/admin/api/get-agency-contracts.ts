import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyContractsList } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/contracts/agencies?f=: agencies by name with their contract in force today and the next. */
export const agencyContractsQuery = (f: string) =>
  queryOptions({
    queryKey: adminKeys.contractAgencies(f),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<AgencyContractsList>(
          `/api/contracts/agencies${f ? `?f=${encodeURIComponent(f)}` : ''}`,
          { signal, showLoading: false },
        ),
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAgencyContracts = (f: string) => useQuery(agencyContractsQuery(f));
