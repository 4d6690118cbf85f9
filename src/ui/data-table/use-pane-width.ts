import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The inner width of an element (the table's scrolling pane), read before paint and again on every
 * resize; null until it has one (not yet laid out, or a DOM without layout).
 */
export function usePaneWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
