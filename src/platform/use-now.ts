import { useEffect, useState } from 'react';

/**
 * The time (ms since the epoch) a screen reads its clock rules by, moved on every `stepMs`: a form
 * left open past a slot's notice greys it out without a reload, and a render stays pure.
 */
export function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
