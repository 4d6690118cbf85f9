import { cellValue } from './cell-value';
import { filterKeyOf, sortKeyOf } from './query-state';
import type { CellValue, DateRange, FilterType, FilterValue, Filters, TableColumn, TableSort } from './types';

function dateOf(value: CellValue): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

function inRange(date: string, range: DateRange): boolean {
  if (!date) return false;
  return (!range.from || date >= range.from) && (!range.to || date <= range.to);
}

/** Whether a cell passes an applied filter, for tables that filter in the browser. */
export function matchesFilter(type: FilterType, cell: CellValue, value: FilterValue): boolean {
  switch (type) {
    case 'none':
      return true;
    case 'text':
      return String(cell ?? '')
        .toLowerCase()
        .includes(String(value).toLowerCase());
    case 'text-number':
      return String(cell ?? '').includes(String(value));
    case 'select':
      return String(cell ?? '') === String(value);
    case 'multi-select':
    case 'multi-select-number':
      return (value as readonly (string | number)[]).some((v) => String(v) === String(cell ?? ''));
    case 'date':
      return dateOf(cell) === value;
    case 'date-range':
    case 'optional-date-range':
      return inRange(dateOf(cell), value as DateRange);
    case 'year':
      return typeof cell === 'number' ? cell === value : dateOf(cell).slice(0, 4) === String(value);
    case 'number':
      return cell !== null && cell !== undefined && cell !== '' && Number(cell) === value;
  }
}

export function filterRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  filters: Filters,
): readonly T[] {
  const active = columns.flatMap((column) => {
    const value = column.filter ? filters[filterKeyOf(column)] : undefined;
    if (!column.filter || value === undefined) return [];
    const { match, type } = column.filter;
    return [(row: T) => (match ? match(row, value) : matchesFilter(type, cellValue(column, row), value))];
  });
  return active.length === 0 ? rows : rows.filter((row) => active.every((test) => test(row)));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareCells(a: CellValue, b: CellValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A stable sort by the column whose sort key the query names; empty cells go last either way. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  sort: TableSort | null,
): readonly T[] {
  const column = sort && columns.find((c) => sortKeyOf(c) === sort.field);
  if (!sort || !column) return rows;
  // Values are read once per row, not once per comparison: 10,000 rows take ~140,000 comparisons.
  const keyed = rows.map((row, index) => ({ row, index, value: cellValue(column, row) }));
  const sign = sort.direction === 'asc' ? 1 : -1;
  keyed.sort((x, y) => {
    const empty = (v: CellValue) => v === null || v === undefined || v === '';
    if (empty(x.value) || empty(y.value)) return compareCells(x.value, y.value) || x.index - y.index;
    return sign * compareCells(x.value, y.value) || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}
