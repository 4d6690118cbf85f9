import type { Supplier, SupplierProfile } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** PUT /api/suppliers: profile and contacts. Field messages are the form's to show. */
export function saveSupplier(profile: SupplierProfile): Promise<ApiResult<Supplier>> {
  return api.put<Supplier>('/api/suppliers', profile, { notifyErrors: false });
}
