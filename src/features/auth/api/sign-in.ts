import type { z } from 'zod';
import type { SignInForm, signInResultSchema } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';
import { clearDeviceSignOut, sendPendingSignOut } from '../../../platform/session/device-sign-out';

export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /api/auth/signin. Its 401 is a wrong password, not an ended session; the form shows failures. */
export async function signIn(form: SignInForm): Promise<ApiResult<SignInResult>> {
  // A sign-out made offline goes first, with the old cookie: sent after, it would end the new session.
  await sendPendingSignOut();
  const result = await api.post<SignInResult>('/api/auth/signin', form, {
    notifyErrors: false,
    signOutOn401: false,
  });
  // The new cookie is the signed-in user's: the device may use it again (and the outbox send their
  // entries). A sign-out still unsent by now can no longer be sent: the old cookie is gone.
  if (result.IsOk) await clearDeviceSignOut().catch(() => undefined);
  return result;
}
