import type { TimeSlotInput } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST (new) or PUT /api/timeslots. Field messages are the form's to show. */
export function saveTimeSlot(slot: TimeSlotInput): Promise<ApiResult<{ id: number; groupId: number }>> {
  const send = slot.id ? api.put : api.post;
  return send<{ id: number; groupId: number }>('/api/timeslots', slot, { notifyErrors: false });
}
