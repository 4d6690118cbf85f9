import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlotGroup } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/timeslots/groups/{id}: one group with its slots in full. Failures are the page's to show. */
export function timeSlotGroupQuery(id: number) {
  return queryOptions({
    queryKey: timeSlotKeys.group(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TimeSlotGroup>(`/api/timeslots/groups/${id}`, { signal, notifyErrors: false })),
    enabled: id > 0,
    retry: false,
  });
}

export const useTimeSlotGroup = (id: number) => useQuery(timeSlotGroupQuery(id));
