import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OctoKey, OctoKeyIssued } from '../../../../contract';
import { api, unwrap, type ApiResult } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/octo-keys: the supplier's OCTO reseller keys (prefixes only), live first. */
export const octoKeysQuery = () =>
  queryOptions({
    queryKey: adminKeys.octoKeys,
    queryFn: async ({ signal }) => unwrap(await api.get<OctoKey[]>('/api/octo-keys', { signal })),
    staleTime: 0,
  });

export const useOctoKeys = () => useQuery(octoKeysQuery());

/** POST /api/octo-keys: the one answer that carries the whole key. */
export function issueOctoKey(agencyId: number): Promise<ApiResult<OctoKeyIssued>> {
  return api.post<OctoKeyIssued>('/api/octo-keys', { agencyId });
}

/** DELETE /api/octo-keys/{id}: the key's next OCTO call is refused. */
export function revokeOctoKey(id: number): Promise<ApiResult<OctoKey>> {
  return api.delete<OctoKey>(`/api/octo-keys/${id}`);
}

export const afterOctoKeyChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.octoKeys });
