import type { SlotDayStopSell } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST /api/availability/stopsell: closes a slot-day for sale with a reason, or opens it again (audited). */
export function setSlotDayOnSale(body: SlotDayStopSell): Promise<ApiResult<{ id: number }>> {
  return api.post<{ id: number }>('/api/availability/stopsell', body);
}
