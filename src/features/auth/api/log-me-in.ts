import { api, type ApiResult } from '../../../platform/api';

/** GET /api/auth/logmein (admin only): a token for another user; 404 when there is no such user. */
export function logMeIn(email: string): Promise<ApiResult<{ token: string }>> {
  return api.get<{ token: string }>(`/api/auth/logmein?${new URLSearchParams({ email })}`, {
    notifyErrors: false,
  });
}
