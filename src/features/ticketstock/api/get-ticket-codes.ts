import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketCodeList } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { stockKeys } from './keys';

/** GET /api/tickets/stock/{id}/codes: a type's codes, soonest expiry first ('' for every state). */
export const ticketCodesQuery = (typeId: number, status: string) =>
  queryOptions({
    queryKey: stockKeys.codes(typeId, status),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TicketCodeList>(
          `/api/tickets/stock/${typeId}/codes${status ? `?status=${status}` : ''}`,
          { signal },
        ),
      ),
    staleTime: 0,
  });

export const useTicketCodes = (typeId: number, status: string) => useQuery(ticketCodesQuery(typeId, status));
