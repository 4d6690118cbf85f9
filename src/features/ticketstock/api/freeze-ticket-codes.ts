import type { TicketCodeFreezeResult } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST /api/tickets/stock/codes/freeze: freeze available codes, or unfreeze frozen ones. */
export function freezeTicketCodes(
  ids: number[],
  frozen: boolean,
): Promise<ApiResult<TicketCodeFreezeResult>> {
  return api.post<TicketCodeFreezeResult>('/api/tickets/stock/codes/freeze', { ids, frozen });
}
