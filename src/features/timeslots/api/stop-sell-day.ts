import type { SlotDayStopSell } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST /api/timeslots/stopsell: closes one day of a slot for sale with a reason, or opens it again. */
export function stopSellDay(body: SlotDayStopSell): Promise<ApiResult<{ id: number }>> {
  return api.post<{ id: number }>('/api/timeslots/stopsell', body);
}
