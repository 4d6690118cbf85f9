import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Typing pauses this long before a filter applies, so a word is one query rather than one per letter. */
export const TYPING_PAUSE_MS = 300;

/**
 * A typed filter's text, kept as typed (a date half-written, a trailing space) while the query
 * holds only what the rules made of it. `set(value, true)` applies at once (Enter, leaving the field).
 */
export function useDraft<V>(
  initial: V,
  apply: (value: V) => void,
): [V, (value: V | ((current: V) => V), now?: boolean) => void] {
  const [draft, setDraft] = useState(initial);
  // Ionic's input events come from outside React: a second field's keystroke may arrive before the
  // first one rendered, so a change made from the current draft reads it here, not from a render.
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestApply = useRef(apply);
  useLayoutEffect(() => {
    latestApply.current = apply;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = useCallback((change: V | ((current: V) => V), now = false) => {
    const value = typeof change === 'function' ? (change as (current: V) => V)(latest.current) : change;
    latest.current = value;
    setDraft(value);
    clearTimeout(timer.current);
    if (now) latestApply.current(value);
    else timer.current = setTimeout(() => latestApply.current(value), TYPING_PAUSE_MS);
  }, []);

  return [draft, set];
}
