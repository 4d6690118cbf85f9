import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { salesPersonSchema } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { arrivalKeys } from './keys';

export type SalesPerson = z.infer<typeof salesPersonSchema>;

/** GET /api/arrivals/sales: the sales staff a group can be assigned to (the table's filter). */
export function getSalesQueryOptions() {
  return queryOptions({
    queryKey: arrivalKeys.sales,
    queryFn: async ({ signal }) => unwrap(await api.get<SalesPerson[]>('/api/arrivals/sales', { signal })),
    // The staff list changes rarely; one load per session is plenty.
    staleTime: 10 * 60_000,
  });
}

export function useSales(enabled = true) {
  return useQuery({ ...getSalesQueryOptions(), enabled });
}
