import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyHistory } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/contracts/agencies/{agencyId}: one agency's contract history, newest first. */
export const agencyHistoryQuery = (agencyId: number) =>
  queryOptions({
    queryKey: adminKeys.contractHistory(agencyId),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<AgencyHistory>(`/api/contracts/agencies/${agencyId}`, { signal })),
    staleTime: 0,
  });

export const useAgencyHistory = (agencyId: number) => useQuery(agencyHistoryQuery(agencyId));
