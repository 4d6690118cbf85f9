import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../platform/api';

/** What the offer form reads of a slot group: its name and its slots' names. */
export interface OfferSlotGroup {
  id: number;
  name: string;
  timeSlots?: Array<{ id: number; name: string }>;
}

/**
 * GET /api/timeslots/groups?forTourId= (sorted by name): the slot groups of the tour's supplier, from
 * which its tickets' time slots are chosen (an operator's editor works on any supplier's tour). Quiet on
 * failure: the form then lists the offer's chosen slots by id.
 */
export const offerSlotGroupsQuery = (tourId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'offerSlotGroups', tourId] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<OfferSlotGroup[]>(`/api/timeslots/groups?forTourId=${tourId}`, {
          signal,
          notifyErrors: false,
        }),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useOfferSlotGroups = (tourId: number) => useQuery(offerSlotGroupsQuery(tourId));
