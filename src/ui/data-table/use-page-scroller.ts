import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The scroll element of the IonContent around `anchor`, when `enabled`: a phone's cards then scroll
 * with the page instead of inside a box of their own, so one swipe moves everything. Null outside
 * an IonContent (tests, embedding) or in full-screen mode, where the list scrolls itself; undefined
 * while IonContent has not handed its scroller yet (a moment after the first render).
 */
export function usePageScroller(
  anchor: RefObject<HTMLElement | null>,
  enabled: boolean,
): HTMLElement | null | undefined {
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined);
  // Before paint, so a list outside an IonContent shows its first rows in its first frame.
  useLayoutEffect(() => {
    const content = anchor.current?.closest('ion-content');
    if (!content) {
      // oxlint-disable-next-line react/set-state-in-effect -- known only once mounted; before paint, so no empty frame
      setScroller(null);
      return;
    }
    let live = true;
    void content.getScrollElement().then((element) => {
      if (live) setScroller(element);
    });
    return () => {
      live = false;
    };
  }, [anchor]);
  return enabled ? scroller : null;
}

/** Where `list` starts within the scroller's content: the virtualiser's scroll margin. */
export function useOffsetIn(list: RefObject<HTMLElement | null>, scroller: HTMLElement | null): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!scroller || !element) return;
    const measure = () => {
      const next =
        element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      setOffset((previous) => (Math.abs(previous - next) < 1 ? previous : next));
    };
    measure();
    // Whatever grows above the list (a wrapped toolbar, the sums card) moves its start.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [list, scroller]);
  return offset;
}
