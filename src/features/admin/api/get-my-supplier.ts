import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supplier } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/suppliers/my: the admin's own supplier (profile, contacts, settlement terms). */
export const mySupplierQuery = queryOptions({
  queryKey: adminKeys.supplier,
  queryFn: async ({ signal }) => unwrap(await api.get<Supplier>('/api/suppliers/my', { signal })),
  // Opened rarely and saved from more than one device: always ask again, showing the kept copy meanwhile.
  staleTime: 0,
});

export const useMySupplier = () => useQuery(mySupplierQuery);
