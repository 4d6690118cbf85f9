import type { TableColumn } from './types';

/** A column's name where it stands alone (cards, filters, sort menu, Excel): its group, then its own. */
export function columnTitle<T>(column: TableColumn<T>, t: (text: string) => string): string {
  return column.group ? `${t(column.group)}: ${t(column.header)}` : t(column.header);
}
