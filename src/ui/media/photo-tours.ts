import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoTourOption } from '../../../contract';
import { api, unwrap } from '../../platform/api';

/** GET /api/photos/tours: the tours filter's options (name and id) of the caller's supplier. */
export const photoToursQuery = queryOptions({
  queryKey: ['media', 'tours'] as const,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<PhotoTourOption[]>('/api/photos/tours', { signal, showLoading: false })),
  staleTime: 5 * 60_000,
});

export const usePhotoTours = () => useQuery(photoToursQuery);
