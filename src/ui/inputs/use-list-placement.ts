import { useLayoutEffect, useState, type RefObject } from 'react';

/** The height a suggestion list may take (inputs.css `.autocomplete-list` max-height). */
const LIST_HEIGHT = 300;

/**
 * Where a suggestion list opens: below its input, or above it when the visible window (the
 * on-screen keyboard takes part of a phone's) has too little room below and more above. Either way
 * the list hangs off the input's own box, so it never covers what is being typed (issue 24 item 8).
 */
export function useListPlacement(anchor: RefObject<HTMLElement | null>, open: boolean): 'below' | 'above' {
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  useLayoutEffect(() => {
    const el = anchor.current;
    if (!open || !el) return undefined;
    const place = () => {
      const box = el.getBoundingClientRect();
      const viewport = window.visualViewport;
      const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const below = bottom - box.bottom;
      const above = box.top - (viewport?.offsetTop ?? 0);
      setPlacement(below < Math.min(LIST_HEIGHT, 180) && above > below ? 'above' : 'below');
    };
    place();
    window.visualViewport?.addEventListener('resize', place);
    return () => window.visualViewport?.removeEventListener('resize', place);
  }, [anchor, open]);
  return placement;
}
