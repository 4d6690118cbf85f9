import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { adminKeys } from './keys';

/** GET /api/countries/options for Core Info's Country select; kept an hour, they rarely change. */
export const countriesOptionsQuery = queryOptions({
  queryKey: adminKeys.countries,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<Option[]>('/api/countries/options', { signal, notifyErrors: false })),
  staleTime: 60 * 60_000,
});

export const useCountriesOptions = () => useQuery(countriesOptionsQuery);
