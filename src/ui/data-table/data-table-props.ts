import type { ReactNode } from 'react';
import type {
  CellValue,
  ExcelOptions,
  RowEditing,
  RowId,
  ServerRows,
  TableAction,
  TableColumn,
  TableQuery,
} from './types';

export interface DataTableProps<T> {
  /** English title (shown translated): the table's accessible name and the Excel sheet's title. */
  title: string;
  /** Keep the array stable (module level or useMemo): rows are memoised against it. */
  columns: readonly TableColumn<T>[];
  /** The id field: selection and inline editing key rows by it. */
  idField: keyof T & string;
  /** Client-side rows: the table filters, sorts and pages them itself. */
  data?: readonly T[];
  /** Rows per page of client-side rows (default 50); 0 puts every row on one page. */
  pageSize?: number;
  /** Server-side rows: one page of the screen's query, and every page for export. */
  server?: ServerRows<T>;
  /** The screen's default query: the starting point and what 'Clear filters' returns to. */
  defaultQuery?: TableQuery;
  /** The query, when the screen holds it (server-side tables fetch by it). */
  query?: TableQuery;
  onQueryChange?: (query: TableQuery) => void;
  onRefresh?: () => unknown;
  /** Shows 'Download Excel'. */
  excel?: ExcelOptions;
  /** Row classes by rule, e.g. ROW_STYLES.cancelled; keep it stable. */
  rowClassName?: (row: T) => string | undefined;
  /** The screen's own figures for the sums row (server totals), by column id. */
  sums?: Readonly<Record<string, CellValue>>;
  /** Inline editing of the columns that declare `edit`; keep it stable. */
  editing?: RowEditing<T>;
  selectable?: boolean;
  onSelectionChange?: (ids: RowId[]) => void;
  actions?: readonly TableAction[];
  /** The screen's own toolbar controls ('Only my bookings', 'In House'). */
  toolbarExtras?: ReactNode;
  /** English; shown translated when there are no rows. */
  emptyText?: string;
}
