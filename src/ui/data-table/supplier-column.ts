import type { TableColumn } from './types';

/** A row the server names the supplier of when the caller reaches more than one (the operator's staff). */
export interface SupplierNamed {
  supplierName?: string | null;
}

/** Whether any row says whose it is: the server sends `supplierName` only to callers who reach several. */
export const namesSuppliers = (rows: readonly SupplierNamed[] | undefined): boolean =>
  !!rows?.some((r) => r.supplierName);

/**
 * A list's columns with 'Supplier' after the first one (the row's name) when the rows carry their
 * supplier's name, as the operator's staff's do; a supplier's own staff see their own rows only, and
 * no column that would repeat their name on every row. Sorted, filtered and exported as any column.
 */
export function withSupplierColumn<T extends SupplierNamed>(
  columns: readonly TableColumn<T>[],
  show: boolean,
  width = 180,
): readonly TableColumn<T>[] {
  if (!show) return columns;
  const supplier: TableColumn<T> = {
    id: 'supplierName',
    header: 'Supplier',
    value: (r) => r.supplierName ?? '',
    sortable: true,
    filter: { type: 'text' },
    card: 'detail',
    width,
  };
  return [columns[0], supplier, ...columns.slice(1)];
}
