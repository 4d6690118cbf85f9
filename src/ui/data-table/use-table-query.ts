import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { TableQuery } from './types';
import { markQueryChange } from './use-render-timing';

/**
 * The table's query: the screen's when it passes one (server-side tables fetch by it), else the
 * table's own. Updates are functions of the current query, so the rules of query-state.ts compose.
 */
export function useTableQuery(
  defaults: TableQuery,
  controlled: TableQuery | undefined,
  onChange: ((query: TableQuery) => void) | undefined,
): [TableQuery, (update: (query: TableQuery) => TableQuery) => void] {
  const [own, setOwn] = useState(defaults);
  const query = controlled ?? own;
  // Read at event time, so a filter applied after a typing pause starts from the query as it is
  // then, not as it was when the typing began.
  const latest = useRef({ query, onChange });
  useLayoutEffect(() => {
    latest.current = { query, onChange };
  });

  const update = useCallback((change: (query: TableQuery) => TableQuery) => {
    const current = latest.current.query;
    const next = change(current);
    if (next === current) return;
    markQueryChange();
    latest.current = { ...latest.current, query: next };
    setOwn(next);
    latest.current.onChange?.(next);
  }, []);

  return [query, update];
}
