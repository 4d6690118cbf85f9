import { useEffect, useState } from 'react';

/** Cards on the first screen of a phone, and a few more: what the guide sees first is drawn first. */
const FIRST = 12;
/** Cards added each step after the first paint, each step its own short task. */
const STEP = 24;

/**
 * How many of `total` items to draw: the first screen at once, the rest a step at a time after the
 * first paint, so a 200-guest manifest shows its first cards without waiting for the last (the cards'
 * Ionic buttons cost most at start; bench/day-of-tour.ts). Every item is in the page soon after.
 */
export function useGrowingCount(total: number): number {
  const [count, setCount] = useState(FIRST);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => c + STEP), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
