import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type TicketTerms } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/**
 * GET /api/agent/ticketterms?offerId=&timeSlotId=: what the slot's ticket provider asks of a booking
 * (contact fields, a child on an adult ticket, party limits, its clock), for the form to ask and say it
 * before Save. Quiet on failure: Save still checks everything, and a refusal names the field.
 */
export const ticketTermsQuery = (offerId: number, timeSlotId: number) =>
  queryOptions({
    queryKey: ['bookings', 'new', 'ticketTerms', offerId, timeSlotId] as const,
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ offerId: String(offerId), timeSlotId: String(timeSlotId) });
      return unwrap(
        await api.get<TicketTerms | null>(`/api/agent/ticketterms?${q}`, {
          signal,
          showLoading: false,
          notifyErrors: false,
        }),
      );
    },
    staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
    retry: false,
  });

/** The terms of the chosen slot (null when it sells no provider's tickets). */
export const useTicketTerms = (offerId: number | null, timeSlotId: number | null) =>
  useQuery({
    ...ticketTermsQuery(offerId ?? 0, timeSlotId ?? 0),
    enabled: Boolean(offerId && timeSlotId),
  });
