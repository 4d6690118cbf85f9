import type { ChangePasswordForm } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/**
 * PUT /api/auth/changepassword. The answer's token is the only one still valid afterwards (the
 * server ends older tokens), so the caller must store it. Field messages are the form's to show.
 */
export function changePassword(form: ChangePasswordForm): Promise<ApiResult<{ token: string }>> {
  return api.put<{ token: string }>('/api/auth/changepassword', form, { notifyErrors: false });
}
