import type { PlainPair } from '../../../../contract';
import type { TableColumn, TableOption } from '../../../ui/data-table';

export const toOptions = (pairs: readonly PlainPair[] | undefined): TableOption[] =>
  (pairs ?? []).map((p) => ({ label: p.name, value: p.id }));

/** A pax count column: narrow and right-aligned. */
export function paxColumn<T>(id: string, header: string, field: keyof T & string): TableColumn<T> {
  return { id, header, field, format: 'number', align: 'end', width: 64, card: 'detail' };
}

export function moneyColumn<T>(
  id: string,
  header: string,
  field: keyof T & string,
  sortable = false,
): TableColumn<T> {
  return { id, header, field, format: 'money', align: 'end', width: 110, sortable };
}
