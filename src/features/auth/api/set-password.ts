import type { SetPasswordForm, SetPasswordInfo } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** GET /api/account/setpassword/{token}: whom the link is for; 404 when invalid, used or expired. */
export function getSetPasswordInfo(token: string): Promise<ApiResult<SetPasswordInfo>> {
  return api.get<SetPasswordInfo>(`/api/account/setpassword/${encodeURIComponent(token)}`, {
    notifyErrors: false,
    signOutOn401: false,
  });
}

/** POST /api/account/setpassword: the card shows failures itself. */
export function setPasswordByLink(form: SetPasswordForm): Promise<ApiResult<{ ok: true }>> {
  return api.post<{ ok: true }>('/api/account/setpassword', form, {
    notifyErrors: false,
    signOutOn401: false,
  });
}
