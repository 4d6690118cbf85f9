import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAccountSettings } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/**
 * GET /api/account/settings (served by the catalogue module), with the version a save sends back. Its
 * failure is shown beside the section, not as a notification: Core Info stays usable without it.
 */
export const accountSettingsQuery = queryOptions({
  queryKey: adminKeys.accountSettings,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<SavedAccountSettings>('/api/account/settings', { signal, notifyErrors: false })),
  // Opened rarely and saved from more than one device: always ask again, showing the kept copy meanwhile.
  staleTime: 0,
});

export const useAccountSettings = () => useQuery(accountSettingsQuery);
