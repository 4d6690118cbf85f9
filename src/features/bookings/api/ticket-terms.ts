import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type TicketTerms } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/**
 * GET /api/agent/ticketterms?offerId=&timeSlotId=: what the slot's ticket provider asks of a booking
 * (contact fields, a child on an adult ticket, party limits, its clock), for the form to ask and say it
 * before Save. Quiet on failure: Save still checks everything, and a refusal names the field.
 */
export const ticketTermsQuery = (offerId: number, timeSlotId: number, date: string | null) =>
  queryOptions({
    queryKey: ['bookings', 'new', 'ticketTerms', offerId, timeSlotId, date] as const,
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({
        offerId: String(offerId),
        timeSlotId: String(timeSlotId),
        ...(date ? { date } : {}),
      });
      return unwrap(
        await api.get<TicketTerms | null>(`/api/agent/ticketterms?${q}`, {
          signal,
          showLoading: false,
          notifyErrors: false,
        }),
      );
    },
    // The sold-out days move; the rest of the terms hardly (the server keeps them 5 minutes).
    staleTime: EXTERNAL_CACHE_SECONDS.availability * 1000,
    retry: false,
  });

/** The terms of the chosen slot (null when it sells no provider's tickets). */
export const useTicketTerms = (offerId: number | null, timeSlotId: number | null, date: string | null) =>
  useQuery({
    ...ticketTermsQuery(offerId ?? 0, timeSlotId ?? 0, date),
    enabled: Boolean(offerId && timeSlotId),
  });
