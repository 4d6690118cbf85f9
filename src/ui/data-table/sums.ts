import { cellValue } from './cell-value';
import type { CellValue, TableColumn } from './types';

export function hasSums<T>(
  columns: readonly TableColumn<T>[],
  given?: Readonly<Record<string, CellValue>>,
): boolean {
  return columns.some((c) => c.sum) || Object.keys(given ?? {}).length > 0;
}

/**
 * The sums row: a screen's own figures (totals the server counted over every page) win over the
 * total of the rows the table holds. Rounded to 4 decimals, the precision prices are kept in, so
 * 0.1 + 0.2 does not show as 0.30000000000000004.
 */
export function sumsOf<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
  given: Readonly<Record<string, CellValue>> = {},
): Record<string, CellValue> {
  const sums: Record<string, CellValue> = {};
  for (const column of columns) {
    if (column.id in given) sums[column.id] = given[column.id];
    else if (typeof column.sum === 'function') sums[column.id] = column.sum(rows);
    else if (column.sum) {
      let total = 0;
      for (const row of rows) {
        const n = Number(cellValue(column, row));
        if (Number.isFinite(n)) total += n;
      }
      sums[column.id] = Math.round(total * 10_000) / 10_000;
    }
  }
  return sums;
}
