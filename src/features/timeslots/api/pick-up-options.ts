import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/**
 * GET /api/pickuptimes/options?forGroupId=: the sets a group may take (its supplier's; 0: a new group,
 * the caller's own), sorted by label, 'Not applicable' (0) first.
 */
export const pickUpOptionsQuery = (groupId: number) =>
  queryOptions({
    queryKey: timeSlotKeys.pickUpOptions(groupId),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Option[]>(`/api/pickuptimes/options?forGroupId=${groupId}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const usePickUpOptions = (groupId: number) => useQuery(pickUpOptionsQuery(groupId));
