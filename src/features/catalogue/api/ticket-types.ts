import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketTypeStock } from '../../../../contract/catalogue';
import { api, unwrap } from '../../../platform/api';

/** GET /api/tickets/types: attraction ticket types with their stock, sorted by name. */
export const ticketTypesQuery = queryOptions({
  queryKey: ['catalogue', 'ticketTypes'] as const,
  queryFn: async ({ signal }) => unwrap(await api.get<TicketTypeStock[]>('/api/tickets/types', { signal })),
  staleTime: 5 * 60_000,
});

export const useTicketTypes = (enabled = true) => useQuery({ ...ticketTypesQuery, enabled });
