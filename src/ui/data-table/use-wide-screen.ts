import { useSyncExternalStore } from 'react';

/** Tablets and desktops get the table; narrower screens get cards (Ionic's md breakpoint). */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(WIDE_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  );
}
