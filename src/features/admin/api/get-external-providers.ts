import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalProviderSettings } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/externalproviders: the supplier's OCTO providers, without their keys. */
export const externalProvidersSettingsQuery = queryOptions({
  queryKey: adminKeys.externalProviders,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<ExternalProviderSettings[]>('/api/externalproviders', { signal })),
  staleTime: 0,
});
export const useExternalProvidersSettings = () => useQuery(externalProvidersSettingsQuery);
