import { useLayoutEffect, useRef, useState } from 'react';

const QUERY_CHANGED = 'data-table:query-changed';
const NOT_YET = Symbol('not rendered yet');

/** Called when the table's query changes: the next rows on screen close the measure. */
export function markQueryChange(): void {
  if (performance.getEntriesByName(QUERY_CHANGED, 'mark').length === 0) performance.mark(QUERY_CHANGED);
}

/**
 * User Timing entries for the table's first render and for each query change until its rows are on
 * screen ('data-table:first-render', 'data-table:query-change'). Chromium's Performance panel and
 * bench/data-table.ts read them.
 */
export function useRenderTiming(rows: unknown): void {
  const [mountedAt] = useState(() => performance.now());
  const seen = useRef<unknown>(NOT_YET);

  useLayoutEffect(() => {
    if (seen.current === rows) return;
    const first = seen.current === NOT_YET;
    seen.current = rows;
    const changed = performance.getEntriesByName(QUERY_CHANGED, 'mark')[0];
    performance.clearMarks(QUERY_CHANGED);
    const start = first ? mountedAt : changed?.startTime;
    if (start === undefined) return;
    const name = first ? 'data-table:first-render' : 'data-table:query-change';
    // The measure ends at the next frame, once the rows committed here have been laid out.
    requestAnimationFrame(() => performance.measure(name, { start, end: performance.now() }));
  });
}
