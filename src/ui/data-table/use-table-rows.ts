import { useMemo } from 'react';
import type { PagingInfo } from '../../../contract/common';
import { filterRows, sortRows } from './client-rows';
import { pagingFor } from './pagination';
import type { ServerRows, TableColumn, TableQuery } from './types';

export interface TableRows<T> {
  /** The rows on the current page. */
  rows: readonly T[];
  paging: PagingInfo | null;
  /** The rows select-all picks: every filtered row in the browser, the current page from a server. */
  selectable: readonly T[];
  /** Every row of the query, all pages (Excel export). */
  loadAll: () => Promise<readonly T[]>;
}

const NO_ROWS: readonly never[] = [];

/**
 * Rows from the screen's server (one page, already filtered and sorted), or from an array that the
 * browser filters, sorts and pages itself by the same query.
 */
export function useTableRows<T>(
  columns: readonly TableColumn<T>[],
  query: TableQuery,
  data: readonly T[] | undefined,
  pageSize: number,
  server: ServerRows<T> | undefined,
): TableRows<T> {
  const source = server ? NO_ROWS : (data ?? NO_ROWS);
  // Sorted before filtered: a filter change, the frequent one, then costs only the filtering.
  const sorted = useMemo(() => sortRows(source, columns, query.sort), [source, columns, query.sort]);
  const filtered = useMemo(
    () => filterRows(sorted, columns, query.filters),
    [sorted, columns, query.filters],
  );
  const paging = useMemo(
    () => pagingFor(filtered.length, query.page, pageSize),
    [filtered.length, query.page, pageSize],
  );
  const page = useMemo(
    () => (paging.itemsPerPage >= filtered.length ? filtered : filtered.slice(paging.from - 1, paging.to)),
    [filtered, paging],
  );
  return useMemo(() => {
    if (server) {
      return {
        rows: server.rows,
        paging: server.paging,
        selectable: server.rows,
        loadAll: () => server.fetchAll(query),
      };
    }
    return { rows: page, paging, selectable: filtered, loadAll: () => Promise.resolve(filtered) };
  }, [server, query, page, paging, filtered]);
}
