import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourForEdit } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { tourKeys } from './tour-keys';

/**
 * GET /api/tours/manage/{id}. Failures are not notified here: the screen shows the spec's own
 * 'Not found' notification and goes back to /tours (02-catalogue §8).
 */
export async function getTourForEdit(id: number, signal?: AbortSignal): Promise<TourForEdit> {
  return unwrap(await api.get<TourForEdit>(`/api/tours/manage/${id}`, { signal, notifyErrors: false }));
}

export function tourForEditQuery(id: number) {
  return queryOptions({
    queryKey: tourKeys.edit(id),
    queryFn: ({ signal }) => getTourForEdit(id, signal),
    retry: false,
    enabled: id > 0,
  });
}

export const useTourForEdit = (id: number) => useQuery(tourForEditQuery(id));
