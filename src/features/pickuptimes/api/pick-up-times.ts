import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickUpTimeSetRow } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { pickUpKeys } from './keys';

/** GET /api/pickuptimes: the supplier's sets for the management list. */
export const pickUpTimesQuery = queryOptions({
  queryKey: pickUpKeys.list,
  queryFn: async ({ signal }) => unwrap(await api.get<PickUpTimeSetRow[]>('/api/pickuptimes', { signal })),
});

export const usePickUpTimes = () => useQuery(pickUpTimesQuery);
