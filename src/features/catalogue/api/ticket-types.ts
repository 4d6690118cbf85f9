import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketTypeStock } from '../../../../contract/catalogue';
import { api, unwrap } from '../../../platform/api';

/** Query keys of the ticket types: one list per tour's supplier, and the caller's whole list (0). */
export const ticketTypeKeys = {
  all: ['catalogue', 'ticketTypes'] as const,
  of: (tourId: number) => ['catalogue', 'ticketTypes', tourId] as const,
};

/**
 * GET /api/tickets/types?forTourId=: the attraction ticket types a ticket of this tour may take (its
 * supplier's, also when the operator's staff edit it), with their stock, sorted by name. Tour 0: every
 * type the caller reaches (the ticket types screen).
 */
export const ticketTypesQuery = (tourId: number) =>
  queryOptions({
    queryKey: ticketTypeKeys.of(tourId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<TicketTypeStock[]>(`/api/tickets/types${tourId ? `?forTourId=${tourId}` : ''}`, {
          signal,
        }),
      ),
    staleTime: tourId ? 5 * 60_000 : 0,
  });

export const useTicketTypes = (tourId: number) => useQuery(ticketTypesQuery(tourId));
