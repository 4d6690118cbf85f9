import type { SlotDayStopSell, StopSellResult } from '../../../contract';
import { api, type ApiResult } from '../../platform/api';

/**
 * POST /api/availability/stopsell: the one stop-sell call of the chart's sheet and the slot editor. Closes
 * a slot for sale with a reason on a day or the days it runs in a range, or opens them again (audited).
 */
export function setStopSell(body: SlotDayStopSell): Promise<ApiResult<StopSellResult>> {
  return api.post<StopSellResult>('/api/availability/stopsell', body);
}
