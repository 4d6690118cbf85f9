import { api } from '../../../platform/api';

/**
 * POST /api/auth/signout revokes the session and clears the HttpOnly AuthToken cookie; true once the
 * server answered. Best effort: the local sign-out goes on either way.
 * The body is an empty object: the client always sends a JSON content type, and the server refuses a
 * JSON request without a body (400), which left the cookie in place.
 */
export async function signOutOnServer(): Promise<boolean> {
  const result = await api.post('/api/auth/signout', {}, { notifyErrors: false, signOutOn401: false });
  // Answered at all (below 500): the server has ended the session; else it waits for the network.
  return result.Code !== 0 && result.Code < 500;
}
