import type { AccountSettings, SavedAccountSettings } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/**
 * PUT /api/account/settings: what new valid periods start from; saved prices keep theirs. Sent with the
 * version it was read at; 409 (reason stale) when another admin saved since.
 */
export function saveAccountSettings(settings: AccountSettings): Promise<ApiResult<SavedAccountSettings>> {
  return api.put<SavedAccountSettings>('/api/account/settings', settings, { notifyErrors: false });
}
