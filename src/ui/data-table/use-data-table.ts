import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from './data-table-props';
import type { FilterInput } from './filter-rules';
import { filterColumns } from './FilterPanel';
import {
  changedFilterCount,
  clearFilters,
  createQuery,
  filterKeyOf,
  nextSort,
  sortKeyOf,
  withFilterInput,
  withPage,
  withSort,
} from './query-state';
import type { RowView } from './row-view';
import { hasSums, sumsOf } from './sums';
import { toolbarItems } from './toolbar-items';
import type { RowId, TableColumn, TableSort } from './types';
import { useExcelExport } from './use-excel-export';
import { useFullScreen } from './use-full-screen';
import { useRenderTiming } from './use-render-timing';
import { useRowEditing } from './use-row-editing';
import { useSelection } from './use-selection';
import { useTableQuery } from './use-table-query';
import { useTableRows } from './use-table-rows';
import { useIonAlert } from '../ionic/alert';

const EMPTY_QUERY = createQuery();
const PAGE_SIZE = 50;

/** Everything the table's two layouts draw from: the query, its rows, and what the user can do. */
export function useDataTable<T>(props: DataTableProps<T>) {
  const { editing, rowClassName, selectable, idField } = props;
  // What the screen shows; the file gets every column (export-only ones too).
  const columns = useMemo(() => props.columns.filter((c) => !c.exportOnly), [props.columns]);
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const showAlert = useCallback(
    (message: string) => void presentAlert({ message, buttons: [t('OK')] }),
    [presentAlert, t],
  );
  const defaults = props.defaultQuery ?? EMPTY_QUERY;
  const [query, update] = useTableQuery(defaults, props.query, props.onQueryChange);
  const rows = useTableRows(props.columns, query, props.data, props.pageSize ?? PAGE_SIZE, props.server);
  useRenderTiming(rows.rows);
  const idOf = useCallback((row: T) => row[idField] as RowId, [idField]);
  const selection = useSelection(rows.selectable, idOf, props.onSelectionChange);
  const [edits, handlers] = useRowEditing(columns, editing, idOf, showAlert);
  const sums = useMemo(
    () => (hasSums(columns, props.sums) ? sumsOf(columns, rows.selectable, props.sums) : null),
    [columns, rows.selectable, props.sums],
  );
  // The file ends with the same totals the table shows (issue 24 item 4: commissions.xlsx had none).
  const excel = useExcelExport(props.title, props.excel, props.columns, rows.loadAll, showAlert, sums);
  const [fullScreen, toggleFullScreen] = useFullScreen();
  const [filtersVersion, setFiltersVersion] = useState(0);

  const toggle = selectable ? selection.toggle : undefined;
  const view = useMemo<RowView<T>>(
    () => ({ columns, idOf, rowClassName, editing, handlers, toggle, t }),
    [columns, idOf, rowClassName, editing, handlers, toggle, t],
  );
  const onFilterInput = useCallback(
    (column: TableColumn<T>, raw: FilterInput) =>
      update((q) => withFilterInput(q, filterKeyOf(column), column.filter?.type ?? 'none', raw)),
    [update],
  );
  const onSort = useCallback(
    (column: TableColumn<T>) =>
      update((q) => withSort(q, nextSort(q.sort, sortKeyOf(column), defaults.sort))),
    [update, defaults.sort],
  );
  const setSort = useCallback((sort: TableSort) => update((q) => withSort(q, sort)), [update]);
  const onPage = useCallback((page: number) => update((q) => withPage(q, page)), [update]);
  const hasFilters = filterColumns(columns).length > 0;
  const onClear = () => {
    update(() => clearFilters(defaults));
    // New keys remount the filter controls, so their half-typed texts go too.
    setFiltersVersion((v) => v + 1);
  };

  const items = toolbarItems({
    onRefresh: props.onRefresh ? () => void props.onRefresh?.() : undefined,
    onExcel: props.excel ? () => void excel.exportExcel() : undefined,
    exporting: excel.exporting,
    onClearFilters: hasFilters ? onClear : undefined,
    fullScreen,
    onFullScreen: toggleFullScreen,
    actions: props.actions ?? [],
    selection: selection.selected,
  });
  const paging = rows.paging;
  const summary =
    paging && paging.totalItems > 0
      ? t('{{from}}–{{to}} of {{total}}', { from: paging.from, to: paging.to, total: paging.totalItems })
      : t('No rows');

  return {
    t,
    query,
    rows,
    selection,
    edits,
    view,
    sums,
    items,
    fullScreen,
    hasFilters,
    filterCount: hasFilters ? changedFilterCount(query, defaults) : undefined,
    filtersVersion,
    summary,
    label: t(props.title),
    // Until the server's first answer there is nothing to say 'no rows' about.
    emptyText: t(props.server?.loading ? 'Loading…' : (props.emptyText ?? 'No rows')),
    onFilterInput,
    onSort,
    setSort,
    onPage,
    onClear,
  };
}

export type TableModel<T> = ReturnType<typeof useDataTable<T>>;
