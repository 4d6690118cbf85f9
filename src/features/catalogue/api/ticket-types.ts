import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketTypeStock } from '../../../../contract/catalogue';
import { api, unwrap } from '../../../platform/api';

/**
 * GET /api/tickets/types?forTourId=: the attraction ticket types a ticket of this tour may take (its
 * supplier's, also when the operator's staff edit it), with their stock, sorted by name.
 */
export const ticketTypesQuery = (tourId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'ticketTypes', tourId] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TicketTypeStock[]>(`/api/tickets/types?forTourId=${tourId}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const useTicketTypes = (tourId: number) => useQuery(ticketTypesQuery(tourId));
