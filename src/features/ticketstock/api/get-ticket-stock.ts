import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketStock } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { stockKeys } from './keys';

/** GET /api/tickets/stock: the caller's ticket types with their stock and warnings, by name. */
export const ticketStockQuery = () =>
  queryOptions({
    queryKey: stockKeys.all,
    queryFn: async ({ signal }) => unwrap(await api.get<TicketStock[]>('/api/tickets/stock', { signal })),
    staleTime: 0,
  });

export const useTicketStock = () => useQuery(ticketStockQuery());
