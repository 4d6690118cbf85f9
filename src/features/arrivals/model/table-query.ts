import type { ArrivalsFilter } from '../../../../contract';
import type { FilterValue, TableQuery } from '../../../ui/data-table/types';

/** The spec's default order: group id ascending. */
export const DEFAULT_SORT = { field: 'groupid', direction: 'asc' } as const;
export const IN_HOUSE = 'inHouse';
export const TABLE_PAGE_SIZE = 50;
/** Export fetches the whole query in pages this big (the server's most). */
export const EXPORT_PAGE_SIZE = 500;

export const DEFAULT_TABLE_QUERY: TableQuery = { page: 1, sort: DEFAULT_SORT, filters: { [IN_HOUSE]: true } };

const numbers = (v: FilterValue | undefined) =>
  Array.isArray(v) && v.length > 0 ? v.map(Number) : undefined;
const text = (v: FilterValue | undefined) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** The table's query as POST /api/arrivals/filtered takes it. */
export function toArrivalsFilter(query: TableQuery, itemsPerPage = TABLE_PAGE_SIZE): ArrivalsFilter {
  const f = query.filters;
  const filter: ArrivalsFilter = {
    inHouse: f[IN_HOUSE] !== false,
    page: query.page,
    itemsPerPage,
    sortField: (query.sort ?? DEFAULT_SORT).field.toLowerCase(),
    sortType: (query.sort ?? DEFAULT_SORT).direction,
  };
  const optional: Partial<ArrivalsFilter> = {
    hotelIds: numbers(f.hotelIds),
    salesStaffIds: numbers(f.salesStaffIds),
    statuses: numbers(f.statuses),
    groupId: text(f.groupId),
    touristName: text(f.touristName),
    country: text(f.country),
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) Object.assign(filter, { [key]: value });
  return filter;
}
