import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDay } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

export const myDayKeys = { all: ['myday'] as const };

/**
 * GET /api/myday: the guide's or driver's slot-days today and tomorrow. Kept in the persisted cache like
 * every read, so a guide in a bus with no signal still sees their day as last loaded.
 */
export const myDayQuery = () =>
  queryOptions({
    queryKey: myDayKeys.all,
    queryFn: async ({ signal }) => unwrap(await api.get<MyDay>('/api/myday', { signal })),
    staleTime: 60_000,
  });

export const useMyDay = () => useQuery(myDayQuery());

/** The slot-day's manifest page (built by the check-in work: `/day/:timeSlotId/:date`). */
export const slotDayHref = (timeSlotId: number, date: string) => `/day/${timeSlotId}/${date}`;
