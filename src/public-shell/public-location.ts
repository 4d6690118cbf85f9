import { useSyncExternalStore } from 'react';

/**
 * The public shell's router: four screens do not need react-router. The URL is the state; pushState
 * and replaceState do not fire events, so `goTo` tells the listeners itself.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentUrl = () => window.location.pathname + window.location.search;

export function goTo(href: string, { replace = false } = {}): void {
  if (href === currentUrl()) return;
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
}

export interface PublicLocation {
  pathname: string;
  search: string;
}

/** The current path and query; the shell re-renders when they change. */
export function usePublicLocation(): PublicLocation {
  const url = useSyncExternalStore(subscribe, currentUrl, currentUrl);
  const query = url.indexOf('?');
  return query < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
}
