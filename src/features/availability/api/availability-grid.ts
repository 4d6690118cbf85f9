import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityGrid, AvailabilityQuery } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { availabilityKeys, chartSearch } from './keys';

/**
 * GET /api/availability: the supplier's slots × days. Kept in the persisted cache like every read,
 * so offline the chart last seen shows, with the time the server read it (`asOf`).
 */
export function availabilityGridQuery(q: AvailabilityQuery) {
  return queryOptions({
    queryKey: availabilityKeys.grid(q),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<AvailabilityGrid>(`/api/availability${chartSearch(q)}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useAvailabilityGrid = (q: AvailabilityQuery) => useQuery(availabilityGridQuery(q));
