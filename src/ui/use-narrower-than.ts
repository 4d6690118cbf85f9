import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is narrower than `width` px, following its size. For a layout that depends on
 * the room a screen's column really has, not on the window: the side menu takes 232 px beside the
 * content on a tablet, or none once folded away. Measured before the first paint; true until then.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      // A hidden element (a tab not shown) measures 0: keep the last answer until it shows.
      const w = el.getBoundingClientRect().width;
      if (w > 0) setNarrow(w < width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
