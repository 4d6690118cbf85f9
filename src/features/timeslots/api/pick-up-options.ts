import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/pickuptimes/options: sorted by label, 'Not applicable' (0) first. */
export const pickUpOptionsQuery = queryOptions({
  queryKey: timeSlotKeys.pickUpOptions,
  queryFn: async ({ signal }) => unwrap(await api.get<Option[]>('/api/pickuptimes/options', { signal })),
  staleTime: 5 * 60_000,
});

export const usePickUpOptions = () => useQuery(pickUpOptionsQuery);
