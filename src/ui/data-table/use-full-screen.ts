import { useCallback, useEffect, useState } from 'react';

/** The table's full-screen mode: it covers the page, and Escape or the toolbar brings it back. */
export function useFullScreen(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOn(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on]);
  return [on, useCallback(() => setOn((value) => !value), [])];
}
