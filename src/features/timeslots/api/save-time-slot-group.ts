import type { TimeSlotGroupInput } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST (new) or PUT /api/timeslots/group. Field messages are the form's to show. */
export function saveTimeSlotGroup(group: TimeSlotGroupInput): Promise<ApiResult<{ id: number }>> {
  const send = group.id ? api.put : api.post;
  return send<{ id: number }>('/api/timeslots/group', group, { notifyErrors: false });
}
