import type { SupplierDefaultSettings } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** PUT /api/suppliers/defaultsettings (our path: the spec does not show it; docs/decisions.md). */
export function saveDefaultSettings(
  settings: SupplierDefaultSettings,
): Promise<ApiResult<SupplierDefaultSettings>> {
  return api.put<SupplierDefaultSettings>('/api/suppliers/defaultsettings', settings, {
    notifyErrors: false,
  });
}
