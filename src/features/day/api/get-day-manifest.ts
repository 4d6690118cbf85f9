import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayManifest } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { dayPath } from '../outbox-kind';
import { dayKeys } from './keys';

/**
 * GET /api/day/{timeSlotId}/{date}: the slot-day's manifest. Kept on the device by the persisted cache
 * once opened (the guide opens it in the hotel's Wi-Fi and works it on the bus), refetched when the
 * network is back.
 */
export const dayManifestQuery = (timeSlotId: number, date: string) =>
  queryOptions({
    queryKey: dayKeys.manifest(timeSlotId, date),
    queryFn: async ({ signal }) => unwrap(await api.get<DayManifest>(dayPath(timeSlotId, date), { signal })),
    staleTime: 0,
  });

export const useDayManifest = (timeSlotId: number, date: string) =>
  useQuery(dayManifestQuery(timeSlotId, date));
