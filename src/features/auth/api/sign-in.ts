import type { z } from 'zod';
import type { SignInForm, signInResultSchema } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /api/auth/signin. Its 401 is a wrong password, not an ended session; the form shows failures. */
export function signIn(form: SignInForm): Promise<ApiResult<SignInResult>> {
  return api.post<SignInResult>('/api/auth/signin', form, { notifyErrors: false, signOutOn401: false });
}
