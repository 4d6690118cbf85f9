import { normalizeFilter, type FilterInput } from './filter-rules';
import type { FilterType, FilterValue, TableColumn, TableQuery, TableSort } from './types';

export const FIRST_PAGE = 1;

export function createQuery(init: Partial<TableQuery> = {}): TableQuery {
  return { page: init.page ?? FIRST_PAGE, sort: init.sort ?? null, filters: init.filters ?? {} };
}

/** The sort value the server gets: the column's sort key or id, lower-cased (03-bookings "Booking query"). */
export function sortKeyOf<T>(column: Pick<TableColumn<T>, 'id' | 'sortKey'>): string {
  return (column.sortKey ?? column.id).toLowerCase();
}

export function filterKeyOf<T>(column: Pick<TableColumn<T>, 'id' | 'filter'>): string {
  return column.filter?.key ?? column.id;
}

export function sameFilterValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Sets or (null) removes one filter. Any change returns to page 1, since the old page number means
 * nothing in the new result; no change returns the same query, so nothing is fetched again.
 */
export function withFilter(query: TableQuery, key: string, value: FilterValue | null): TableQuery {
  if (sameFilterValue(query.filters[key], value ?? undefined)) return query;
  const filters = { ...query.filters };
  if (value === null) delete filters[key];
  else filters[key] = value;
  return { ...query, page: FIRST_PAGE, filters };
}

/** A control's raw input through the filter type's rules, then into the query. */
export function withFilterInput(
  query: TableQuery,
  key: string,
  type: FilterType,
  raw: FilterInput,
): TableQuery {
  return withFilter(query, key, normalizeFilter(type, raw));
}

export function withPage(query: TableQuery, page: number): TableQuery {
  const next = Math.max(FIRST_PAGE, Math.floor(page) || FIRST_PAGE);
  return next === query.page ? query : { ...query, page: next };
}

/** A new order starts again from the top. */
export function withSort(query: TableQuery, sort: TableSort | null): TableQuery {
  if (query.sort?.field === sort?.field && query.sort?.direction === sort?.direction) return query;
  return { ...query, page: FIRST_PAGE, sort };
}

/**
 * A header click: ascending, then descending, then back to the screen's default order (none if it has
 * none). The default column itself just flips, or a click on it could never leave the default order.
 */
export function nextSort(
  current: TableSort | null,
  field: string,
  defaultSort: TableSort | null,
): TableSort | null {
  const key = field.toLowerCase();
  if (current?.field !== key) return { field: key, direction: 'asc' };
  if (current.direction === 'asc') return { field: key, direction: 'desc' };
  if (!defaultSort) return null;
  return defaultSort.field !== key ? defaultSort : { field: key, direction: 'asc' };
}

/** 'Clear filters' puts the query back to the screen's defaults (03-bookings "Operator bookings"). */
export function clearFilters(defaults: TableQuery): TableQuery {
  return createQuery({ ...defaults, page: FIRST_PAGE });
}

/** The spec's generic filter's sort pair: sortField lower-cased, sortType 'asc' | 'desc' | ''. */
export function sortParams(query: TableQuery): { sortField: string; sortType: 'asc' | 'desc' | '' } {
  return query.sort
    ? { sortField: query.sort.field.toLowerCase(), sortType: query.sort.direction }
    : { sortField: '', sortType: '' };
}

/** Filters the user set beyond the defaults (the phone's filter button shows the count). */
export function changedFilterCount(query: TableQuery, defaults: TableQuery): number {
  const keys = new Set([...Object.keys(query.filters), ...Object.keys(defaults.filters)]);
  return [...keys].filter((key) => !sameFilterValue(query.filters[key], defaults.filters[key])).length;
}
