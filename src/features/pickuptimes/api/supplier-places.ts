import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierCity, SupplierHotel, SupplierRegion } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { pickUpKeys } from './keys';

// The pick-up screens' lookups (02-catalogue §7): loaded once and kept, so the editor opens offline.
const lookup = <T>(path: string, queryKey: readonly string[]) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => unwrap(await api.get<T[]>(path, { signal })),
    staleTime: 60 * 60_000,
  });

/** GET /api/hotels/supplier */
export const supplierHotelsQuery = lookup<SupplierHotel>('/api/hotels/supplier', pickUpKeys.hotels);
/** GET /api/regions/supplier */
export const supplierRegionsQuery = lookup<SupplierRegion>('/api/regions/supplier', pickUpKeys.regions);
/** GET /api/cities/supplier */
export const supplierCitiesQuery = lookup<SupplierCity>('/api/cities/supplier', pickUpKeys.cities);

export const useSupplierHotels = () => useQuery(supplierHotelsQuery);
export const useSupplierRegions = () => useQuery(supplierRegionsQuery);
export const useSupplierCities = () => useQuery(supplierCitiesQuery);
