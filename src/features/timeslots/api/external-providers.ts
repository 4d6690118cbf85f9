import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type ExternalProvider } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/timeslots/externalproviders?forGroupId=: the group's supplier's active providers (id, name). */
export const externalProvidersQuery = (groupId: number) =>
  queryOptions({
    queryKey: timeSlotKeys.externalProviders(groupId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<ExternalProvider[]>(`/api/timeslots/externalproviders?forGroupId=${groupId}`, {
          signal,
        }),
      ),
    staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
  });

export const useExternalProviders = (groupId: number, enabled: boolean) =>
  useQuery({ ...externalProvidersQuery(groupId), enabled });
