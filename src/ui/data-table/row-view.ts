import type { TFunction } from 'i18next';
import type { EditHandlers } from './use-row-editing';
import type { RowEditing, RowId, TableColumn } from './types';

/**
 * What every row needs from the table, in one object that changes only with the columns, the rules
 * or the language, so rows can be memoised and scrolling re-renders only rows that come into view.
 */
export interface RowView<T> {
  columns: readonly TableColumn<T>[];
  idOf: (row: T) => RowId;
  rowClassName?: (row: T) => string | undefined;
  editing?: RowEditing<T>;
  handlers: EditHandlers<T>;
  /** Present when rows can be selected. */
  toggle?: (id: RowId) => void;
  t: TFunction;
}

export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
