import { api, type ApiResult } from '../../../platform/api';

/**
 * GET /api/auth/logmein (admin only): a token for another user of the caller's scope; 404 when there is
 * no such user in it, 403 for an admin or a user above the caller (domain/log-me-in.ts).
 */
export function logMeIn(email: string): Promise<ApiResult<{ token: string }>> {
  return api.get<{ token: string }>(`/api/auth/logmein?${new URLSearchParams({ email })}`, {
    notifyErrors: false,
  });
}
