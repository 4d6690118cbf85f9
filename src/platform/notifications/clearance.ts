import { useEffect, useSyncExternalStore } from 'react';

/**
 * Notifications must never cover a screen's primary action (issue 14): a screen keeps its primary
 * action in a bar at the bottom of the window (ui/ActionBar), registered here, and the notifications
 * stack above the highest such bar that is shown. A bar on a page Ionic has hidden measures 0 high
 * and does not count.
 */
const bars = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let clearance = 0;

function measure(): void {
  let next = 0;
  const viewport = window.innerHeight;
  for (const bar of bars) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.top < viewport) next = Math.max(next, Math.ceil(viewport - rect.top));
  }
  if (next === clearance) return;
  clearance = next;
  for (const listener of listeners) listener();
}

const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());

/**
 * Keeps the notifications clear of this element while it is mounted. Takes the element itself, not a
 * ref object: a bar first rendered in place and then moved into its page's footer is a new element, and
 * a ref object's change would not re-run the effect, leaving the detached first element (0 high) measured.
 */
export function useKeepClear(bar: HTMLElement | null): void {
  useEffect(() => {
    if (!bar) return undefined;
    bars.add(bar);
    observer?.observe(bar);
    measure();
    return () => {
      bars.delete(bar);
      observer?.unobserve(bar);
      measure();
    };
  }, [bar]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('resize', measure);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('resize', measure);
  };
}

/** Pixels from the bottom of the window that the notifications must stay above. */
export function useClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => clearance,
    () => 0,
  );
}
