import type { SessionUser } from '../../../contract';
import { LANGUAGE_KEY } from '../i18n/language';
// The store, not the package index: the index brings the Ionic host, which the public shell must not load.
import { notify as notifyUser } from '../notifications/store';
import { decodeToken, type DecodedSession } from './token';

export const TOKEN_KEY = 'token';
// setTimeout keeps delays in a signed 32-bit int; a longer wait would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

const listeners = new Set<() => void>();
let cached: { token: string | null; session: DecodedSession | null } | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function scheduleExpiry(session: DecodedSession | null): void {
  clearTimeout(expiryTimer);
  if (!session?.expiresAt) return;
  const wait = Math.min(session.expiresAt - Date.now(), MAX_TIMER_MS);
  expiryTimer = setTimeout(
    () => {
      cached = null;
      notify();
    },
    Math.max(wait, 0),
  );
}

/**
 * A stored token that is no session (garbage, foreign, expired) is what a 401 would answer: it leaves
 * storage and the user is told 'Unauthorized' (01-platform section 8), rather than being sent to
 * sign-in without a word while the token stays behind.
 */
function dropRejected(token: string | null, session: DecodedSession | null): string | null {
  if (token === null || session) return token;
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage that cannot be written cannot keep the token either.
  }
  notifyUser('error', 'Unauthorized');
  return null;
}

/** The current session; the same object until the stored token changes or expires. */
export function getSession(): DecodedSession | null {
  const stored = readStorage();
  if (!cached || cached.token !== stored || (cached.session?.expiresAt ?? Infinity) <= Date.now()) {
    const session = decodeToken(stored);
    const token = dropRejected(stored, session);
    cached = { token, session };
    scheduleExpiry(session);
  }
  return cached.session;
}

export function getSessionUser(): SessionUser | null {
  return getSession()?.user ?? null;
}

export function getToken(): string | null {
  return getSession() ? readStorage() : null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

/**
 * Sign-out clears all of local storage (01-platform section 2) except the language choice, which
 * belongs to the device's user rather than to the session: a Russian reader stays in Russian.
 */
export function clearStorageKeepingLanguage(): void {
  try {
    const language = localStorage.getItem(LANGUAGE_KEY);
    localStorage.clear();
    if (language !== null) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Nothing stored can be cleared either.
  }
}

/** Call after clearing all of local storage some other way, so screens notice. */
export function sessionStorageChanged(): void {
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
