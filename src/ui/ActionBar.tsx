import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useKeepClear } from '../platform/notifications/clearance';
import { BackToTop } from './BackToTop';

/** What a page (ui/Page) offers its action bar. */
export interface ActionBarPlace {
  /** Where the bar goes: under the page's content, on the bottom edge of the window. */
  host: HTMLElement | null;
  /** Scrolls the page back up while its back-to-top button is due; null while it is not. */
  backToTop: (() => void) | null;
  /** Tells the page a bar is shown (it then keeps its back-to-top in the bar); returns the undo. */
  register: (() => () => void) | null;
}

export const ActionBarHost = createContext<ActionBarPlace>({ host: null, backToTop: null, register: null });

/**
 * A screen's primary action (Save), always in view at the bottom of the window on every size, and
 * kept clear of the notifications, which stack above it. Rendered into the page's footer; outside a
 * page, where it is. The page's back-to-top button sits at the bar's start rather than floating over
 * the form, where it covered a field or a checkbox at the left edge on a phone.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  const { host, backToTop, register } = useContext(ActionBarHost);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useKeepClear(element);
  useEffect(() => register?.(), [register]);
  const bar = (
    <div ref={setElement} className="action-bar">
      {backToTop && <BackToTop visible inBar onClick={backToTop} />}
      {children}
    </div>
  );
  return host ? createPortal(bar, host) : bar;
}
