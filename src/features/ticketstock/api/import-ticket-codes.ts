import type { TicketCodeImportResult } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** POST /api/tickets/stock/{id}/import: a file's codes into a type (refused whole, naming the row). */
export function importTicketCodes(
  typeId: number,
  fileName: string,
  data: string,
): Promise<ApiResult<TicketCodeImportResult>> {
  return api.post<TicketCodeImportResult>(`/api/tickets/stock/${typeId}/import`, { fileName, data });
}
