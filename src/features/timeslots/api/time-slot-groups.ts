import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlotGroupRow } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/timeslots/groups: the supplier's groups sorted by name; isExternal 1 Yes, 2 No. */
export function timeSlotGroupsQuery(isExternal: number | null) {
  return queryOptions({
    queryKey: timeSlotKeys.groups(isExternal),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TimeSlotGroupRow[]>(
          `/api/timeslots/groups${isExternal ? `?isExternal=${isExternal}` : ''}`,
          { signal },
        ),
      ),
  });
}

export const useTimeSlotGroups = (isExternal: number | null) => useQuery(timeSlotGroupsQuery(isExternal));
