import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrewAssignment, CrewStaff, SlotDayCrew } from '../../../../contract';
import { api, unwrap, type ApiResult } from '../../../platform/api';
import { availabilityKeys } from './keys';

/** GET /api/dispatch/staff: the guides and drivers of a slot's supplier, for the sheet's choices. */
export const crewStaffQuery = (timeSlotId: number) =>
  queryOptions({
    queryKey: availabilityKeys.crewStaff(timeSlotId),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<CrewStaff[]>(`/api/dispatch/staff?timeSlotId=${timeSlotId}`, { signal })),
  });

export const useCrewStaff = (timeSlotId: number, enabled: boolean) =>
  useQuery({ ...crewStaffQuery(timeSlotId), enabled });

/** PUT /api/dispatch/crew: a slot-day's guide, driver and vehicle (audited; the last save wins). */
export function saveCrew(body: CrewAssignment): Promise<ApiResult<SlotDayCrew>> {
  return api.put<SlotDayCrew>('/api/dispatch/crew', body);
}
