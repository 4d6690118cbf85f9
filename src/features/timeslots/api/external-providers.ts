import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type ExternalProvider } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/timeslots/externalproviders: the supplier's active providers (id, name). */
export const externalProvidersQuery = queryOptions({
  queryKey: timeSlotKeys.externalProviders,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<ExternalProvider[]>('/api/timeslots/externalproviders', { signal })),
  staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
});

export const useExternalProviders = (enabled: boolean) => useQuery({ ...externalProvidersQuery, enabled });
