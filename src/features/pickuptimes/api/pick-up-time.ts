import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickUpTimeSetOut } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { pickUpKeys } from './keys';

/** GET /api/pickuptimes/{id}: one set with its region and hotel entries. Failures are the page's. */
export function pickUpTimeQuery(id: number) {
  return queryOptions({
    queryKey: pickUpKeys.set(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<PickUpTimeSetOut>(`/api/pickuptimes/${id}`, { signal, notifyErrors: false })),
    enabled: id > 0,
    retry: false,
  });
}

export const usePickUpTime = (id: number) => useQuery(pickUpTimeQuery(id));
