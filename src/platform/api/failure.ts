// The store, not the package index: the index also brings the Ionic host, which sign-in must not load.
import { notify } from '../notifications/store';
import { clearSession } from '../session';

export interface FailureLike {
  Code: number;
  ErrorTitle: string;
  ErrorMessage: string;
}

/** Title of an error notification: the server's title, else the status code (01-platform section 8). */
export function failureTitle(result: FailureLike): string {
  if (result.ErrorTitle) return result.ErrorTitle;
  return result.Code ? String(result.Code) : 'Network error';
}

/** The error notification for a failed call; callers that opted out may still call it themselves. */
export function notifyFailure(result: FailureLike): void {
  notify('error', failureTitle(result), result.ErrorMessage);
}

/**
 * A 401 means the session is gone (expired, password changed elsewhere, user disabled): sign out.
 * The shell then sends the user to sign-in with the page they were on as the return URL.
 */
export function signOutUnauthorized(result: FailureLike): void {
  clearSession();
  notify('error', 'Unauthorized', result.ErrorMessage);
}
