// The store, not the package index: the index also brings the Ionic overlay, which sign-in must not load.
import { withLoading } from '../loading/loading-store';
import { getToken } from '../session';
import { notifyFailure, signOutUnauthorized } from './failure';
import { fileNetworkFailure, toFileResult, type FileResult } from './file-result';
import { networkFailure, parseBody, toApiResult, type ApiResult } from './result';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** false: the caller shows failures itself (a form with field messages, a sign-in tooltip). */
  notifyErrors?: boolean;
  /** false: a 401 answers this call (wrong password at sign-in), it does not end the session. */
  signOutOn401?: boolean;
  /** false: background work (language sync) must not cover the screen. */
  showLoading?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function headersFor(accept: string): Headers {
  const headers = new Headers({
    Accept: accept,
    'Content-Type': 'application/json',
    // Marks the call as the app's own: the server refuses cookie-authenticated writes without it.
    'X-Requested-With': 'XMLHttpRequest',
  });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Sign-in sets the cookie and sign-out ends it: the only calls made without a token that need it. */
const COOKIE_CALLS = /^\/api\/auth\/sign(in|out)$/i;

function send(method: Method, path: string, accept: string, options: RequestOptions): Promise<Response> {
  const headers = headersFor(accept);
  return fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    // With nobody signed in, no call goes as whoever the cookie still names (a sign-out made offline
    // leaves it alive until the server hears of it).
    credentials: headers.has('Authorization') || COOKIE_CALLS.test(path) ? 'same-origin' : 'omit',
  });
}

function afterFailure(
  result: { IsOk: boolean; Code: number; ErrorTitle: string; ErrorMessage: string },
  options: RequestOptions,
): void {
  // A call the caller cancelled (a query left behind) is nobody's error.
  if (result.IsOk || options.signal?.aborted) return;
  if (result.Code === 401 && options.signOutOn401 !== false) signOutUnauthorized(result);
  else if (options.notifyErrors !== false) notifyFailure(result);
}

function tracked<T>(options: RequestOptions, work: () => Promise<T>): Promise<T> {
  return options.showLoading === false ? work() : withLoading(work);
}

/** One JSON call, answered as the spec's holder; never throws. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const result = await tracked(options, async () => {
    try {
      const response = await send(method, path, 'application/json', options);
      return toApiResult<T>(response.status, parseBody(await response.text()));
    } catch (error) {
      return networkFailure<T>(error);
    }
  });
  afterFailure(result, options);
  return result;
}

/** A file download (PDF, Excel) with its name from Content-Disposition. */
export async function apiFile(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<FileResult> {
  const result = await tracked(options, async () => {
    try {
      const response = await send(method, path, '*/*', options);
      if (!response.ok) return toFileResult(response.status, null, null, parseBody(await response.text()));
      return toFileResult(
        response.status,
        await response.blob(),
        response.headers.get('Content-Disposition'),
        null,
      );
    } catch (error) {
      return fileNetworkFailure(error);
    }
  });
  afterFailure(result, options);
  return result;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
