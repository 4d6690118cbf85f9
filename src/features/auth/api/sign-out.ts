import { api } from '../../../platform/api';

/** POST /api/auth/signout clears the HttpOnly AuthToken cookie; best effort, the local sign-out goes on. */
export async function signOutOnServer(): Promise<void> {
  await api.post('/api/auth/signout', undefined, { notifyErrors: false, signOutOn401: false });
}
