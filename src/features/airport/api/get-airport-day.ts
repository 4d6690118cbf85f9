import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportDay } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { airportKeys } from './keys';

/**
 * GET /api/airport/arrivals: today's and tomorrow's flights with their guests. Kept on the device with
 * the rest of the cache (persisted), so the list is there in an arrivals hall with no signal.
 */
export const airportDayQuery = () =>
  queryOptions({
    queryKey: airportKeys.day,
    queryFn: async ({ signal }) => unwrap(await api.get<AirportDay>('/api/airport/arrivals', { signal })),
    staleTime: 0,
  });

export const useAirportDay = () => useQuery(airportDayQuery());
