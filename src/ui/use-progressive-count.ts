import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `first` at once, then `step` more after each paint
 * until all `total` are there. A phone shows two or three cards of a list of thirty; building the
 * other cards (hundreds of Ionic elements) before the first paint made the offline start wait about
 * a second at phone speed for cards no one could see yet. The later batches render as a transition,
 * so a tap or a keystroke goes first.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    // Runs again after each batch (limit changes) until the list is complete.
    if (limit >= total) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the timeout it sets runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit((n) => n + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [limit, total, step]);
  return Math.min(limit, total);
}
