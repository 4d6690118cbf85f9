import type { FilterValue, TableQuery } from '../../../../ui/data-table';

export const TOURS_PAGE_SIZE = 50;
/** Export reads every tour of the query in pages this big. */
export const TOURS_EXPORT_PAGE_SIZE = 500;

/** Filter keys are the API's query names (contract tourManageQuerySchema), so the query maps one to one. */
export const TOUR_FILTER = {
  tour: 'toursIds',
  language: 'languagesIds',
  offer: 'offersIds',
  top: 'top',
} as const;

/** The 'top / not top' filter: 1 top tours only, 2 not top tours. */
export const TOP_OPTIONS = [
  { label: 'Top tours', value: 1 },
  { label: 'Not top tours', value: 2 },
] as const;

const listOf = (v: FilterValue | undefined): string =>
  Array.isArray(v) ? (v as readonly (string | number)[]).join(',') : '';

/** GET /api/tours/manageList's query string: page, size, the filters that have a value and the trash toggle. */
export function toTourListParams(
  query: TableQuery,
  showDeleted: boolean,
  itemsPerPage = TOURS_PAGE_SIZE,
): string {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(itemsPerPage) });
  for (const key of [TOUR_FILTER.tour, TOUR_FILTER.language, TOUR_FILTER.offer]) {
    const ids = listOf(query.filters[key]);
    if (ids) params.set(key, ids);
  }
  const top = query.filters[TOUR_FILTER.top];
  if (top === 1 || top === 2 || top === '1' || top === '2') params.set('top', String(top));
  if (showDeleted) params.set('showDeleted', 'true');
  return params.toString();
}
