import { useState } from 'react';

/**
 * True from the first render in which `now` is true, and from then on. A lazily loaded sheet or
 * dialog is mounted when it is first wanted and then stays mounted, so it can animate closed and
 * open again at once.
 */
export function useEver(now: boolean): boolean {
  const [ever, setEver] = useState(now);
  // Derived from a previous render, as React allows: the re-render happens before anything is shown.
  if (now && !ever) setEver(true);
  return ever || now;
}
