import type { TicketTypeInput, TicketTypeStock } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/**
 * POST /api/tickets/types (id 0) or PUT /api/tickets/types/{id}. Answered as the holder: the form puts a
 * 400's messages on its fields and shows a 409's stale notice, so the client does not notify those.
 */
export function saveTicketType(body: TicketTypeInput): Promise<ApiResult<TicketTypeStock>> {
  const options = { notifyErrors: false };
  return body.id === 0
    ? api.post<TicketTypeStock>('/api/tickets/types', body, options)
    : api.put<TicketTypeStock>(`/api/tickets/types/${body.id}`, body, options);
}
