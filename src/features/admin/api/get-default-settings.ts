import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierDefaultSettings } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/suppliers/defaultsettings: the defaults tours' default/custom toggles load. */
export const defaultSettingsQuery = queryOptions({
  queryKey: adminKeys.defaultSettings,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<SupplierDefaultSettings>('/api/suppliers/defaultsettings', { signal })),
  // Opened rarely and saved from more than one device: always ask again, showing the kept copy meanwhile.
  staleTime: 0,
});

export const useDefaultSettings = () => useQuery(defaultSettingsQuery);
