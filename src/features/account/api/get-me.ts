import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/** GET /api/auth/me: the user as the server knows them now (the token may be hours old). */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: async ({ signal }) => unwrap(await api.get<SessionUser>('/api/auth/me', { signal })),
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
