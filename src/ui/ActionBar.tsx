import { createContext, useContext, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useKeepClear } from '../platform/notifications/clearance';

/** Where a page (ui/Page) puts its action bar: under its content, on the bottom edge of the window. */
export const ActionBarHost = createContext<HTMLElement | null>(null);

/**
 * A screen's primary action (Save), always in view at the bottom of the window on every size, and
 * kept clear of the notifications, which stack above it. Rendered into the page's footer; outside a
 * page, where it is.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  const host = useContext(ActionBarHost);
  const ref = useRef<HTMLDivElement>(null);
  useKeepClear(ref);
  const bar = (
    <div ref={ref} className="action-bar">
      {children}
    </div>
  );
  return host ? createPortal(bar, host) : bar;
}
