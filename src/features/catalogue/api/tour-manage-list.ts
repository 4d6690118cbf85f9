import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TourManageList } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { tourKeys } from './tour-keys';

/** GET /api/tours/manageList: one page of the supplier's tours with their offers (params from tour-list-query). */
export async function getTourManageList(params: string, signal?: AbortSignal): Promise<TourManageList> {
  return unwrap(await api.get<TourManageList>(`/api/tours/manageList?${params}`, { signal }));
}

export function tourManageListQuery(params: string) {
  return queryOptions({
    queryKey: tourKeys.list(params),
    queryFn: ({ signal }) => getTourManageList(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useTourManageList = (params: string) => useQuery(tourManageListQuery(params));
