import { useSyncExternalStore } from 'react';

/** Kept on the device, so a desktop user who folded the menu away finds it so after a reload. */
const KEY = 'menuCollapsed';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Folds the side menu away on a wide screen (it then opens as a drawer from the header), or pins it back. */
export function setMenuCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice holds until the page is left.
  }
  for (const listener of listeners) listener();
}

export function useMenuCollapsed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
