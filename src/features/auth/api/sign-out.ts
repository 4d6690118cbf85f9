import { api } from '../../../platform/api';

/**
 * POST /api/auth/signout clears the HttpOnly AuthToken cookie; best effort, the local sign-out goes on.
 * The body is an empty object: the client always sends a JSON content type, and the server refuses a
 * JSON request without a body (400), which left the cookie in place.
 */
export async function signOutOnServer(): Promise<void> {
  await api.post('/api/auth/signout', {}, { notifyErrors: false, signOutOn401: false });
}
