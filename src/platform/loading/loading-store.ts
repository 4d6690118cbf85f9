import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  count = Math.max(0, next);
  for (const listener of listeners) listener();
}

export function beginLoading(): void {
  set(count + 1);
}

export function endLoading(): void {
  set(count - 1);
}

/** Runs the work with the counter raised, lowering it however the work ends. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  beginLoading();
  try {
    return await work();
  } finally {
    endLoading();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}
