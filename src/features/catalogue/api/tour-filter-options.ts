import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourFilterOptions } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { tourKeys } from './tour-keys';

/**
 * GET /api/tours/filterOptions: the tours table's 'tour' and 'offer' filter choices — every tour and
 * offer of the supplier, deleted ones included (the trash toggle can show them), sorted by label.
 */
export async function getTourFilterOptions(signal?: AbortSignal): Promise<TourFilterOptions> {
  return unwrap(await api.get<TourFilterOptions>('/api/tours/filterOptions?showDeleted=true', { signal }));
}

export const useTourFilterOptions = () =>
  useQuery(
    queryOptions({
      queryKey: tourKeys.options,
      queryFn: ({ signal }) => getTourFilterOptions(signal),
      staleTime: 60_000,
    }),
  );
