import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityFilters } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { availabilityKeys } from './keys';

/** GET /api/availability/filters: the supplier's tours with slots and its slot groups. */
export const availabilityFiltersQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.filters,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<AvailabilityFilters>('/api/availability/filters', { signal })),
    staleTime: 5 * 60_000,
  });

export const useAvailabilityFilters = () => useQuery(availabilityFiltersQuery());
