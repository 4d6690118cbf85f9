import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type TicketAvailability } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/**
 * GET /api/agent/ticketavailability: what the slot's ticket provider has left while the agent chooses
 * (issue 26 item 3) — the option's closed and sold-out days from `from` for the date carousel, and the
 * slot's departure on `date` with its places left for the slot choice. Quiet: on any failure (offline,
 * a slow or failing provider) the form shows nothing more, and Save still checks everything.
 */
export const ticketAvailabilityQuery = (
  offerId: number,
  timeSlotId: number,
  from: string,
  date: string | null,
) =>
  queryOptions({
    queryKey: ['bookings', 'new', 'ticketAvailability', offerId, timeSlotId, from, date] as const,
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({
        offerId: String(offerId),
        timeSlotId: String(timeSlotId),
        from,
        ...(date ? { date } : {}),
      });
      return unwrap(
        await api.get<TicketAvailability | null>(`/api/agent/ticketavailability?${q}`, {
          signal,
          showLoading: false,
          notifyErrors: false,
        }),
      );
    },
    // The server keeps the provider's answers as long; asking sooner would only read them again.
    staleTime: EXTERNAL_CACHE_SECONDS.availability * 1000,
    retry: false,
  });

/** The chosen slot's provider availability (null: none, or not known). */
export const useTicketAvailability = (
  offerId: number | null,
  timeSlotId: number | null,
  from: string,
  date: string | null,
) =>
  useQuery({
    ...ticketAvailabilityQuery(offerId ?? 0, timeSlotId ?? 0, from, date),
    enabled: Boolean(offerId && timeSlotId),
  });

/** The same, for each provider slot the slot choice lists: slot id → what its provider has left. */
export function useSlotsAvailability(
  offerId: number | null,
  slotIds: readonly number[],
  from: string,
  date: string | null,
): ReadonlyMap<number, TicketAvailability> {
  const answers = useQueries({
    queries: slotIds.map((id) => ({
      ...ticketAvailabilityQuery(offerId ?? 0, id, from, date),
      enabled: Boolean(offerId && date),
    })),
  });
  const out = new Map<number, TicketAvailability>();
  answers.forEach((a, i) => {
    if (a.data) out.set(slotIds[i], a.data);
  });
  return out;
}
