import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '../../../../contract/catalogue';
import { api, unwrap } from '../../../platform/api';

/** GET /api/account/settings: VAT, default commission and currency conversion that a new valid period starts from. */
export const accountSettingsQuery = queryOptions({
  queryKey: ['catalogue', 'accountSettings'] as const,
  queryFn: async ({ signal }) => unwrap(await api.get<AccountSettings>('/api/account/settings', { signal })),
  staleTime: 10 * 60_000,
});

export const useAccountSettings = () => useQuery(accountSettingsQuery);
