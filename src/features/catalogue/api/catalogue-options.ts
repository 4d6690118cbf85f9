import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

// The catalogue forms' option lists (02-catalogue §7). Each is loaded once and kept: they change rarely,
// and the forms must open offline from the kept cache.

const optionList = (path: string, key: string) =>
  queryOptions({
    queryKey: ['catalogue', 'options', key] as const,
    queryFn: async ({ signal }) => unwrap(await api.get<Option[]>(path, { signal })),
    staleTime: 60 * 60_000,
  });

/** GET /api/cities/options: label/value, sorted by label. */
export const citiesOptionsQuery = optionList('/api/cities/options', 'cities');
/** GET /api/toursCategories/options. */
export const tourCategoriesOptionsQuery = optionList('/api/toursCategories/options', 'tourCategories');
/** GET /api/countries/options. */
export const countriesOptionsQuery = optionList('/api/countries/options', 'countries');

export const useCitiesOptions = () => useQuery(citiesOptionsQuery);
export const useTourCategoriesOptions = () => useQuery(tourCategoriesOptionsQuery);
export const useCountriesOptions = () => useQuery(countriesOptionsQuery);
