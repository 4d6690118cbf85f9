import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type ExternalTimeSlot } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

/**
 * GET /api/timeslots/externaltimeslots?apiProviderId=&productId=: the start times of the product a slot
 * is mapped to, for the new-booking hint. Once per product; failures are quiet (the hint is a hint).
 */
export const bookingExternalTimeSlotsQuery = (providerId: number, productId: string) =>
  queryOptions({
    queryKey: ['bookings', 'new', 'externalTimeSlots', providerId, productId] as const,
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ apiProviderId: String(providerId), productId });
      return unwrap(
        await api.get<ExternalTimeSlot[]>(`/api/timeslots/externaltimeslots?${q}`, {
          signal,
          showLoading: false,
          notifyErrors: false,
        }),
      );
    },
    staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
    retry: false,
  });

export const useBookingExternalTimeSlots = (providerId: number | null, productId: string | null) =>
  useQuery({
    ...bookingExternalTimeSlotsQuery(providerId ?? 0, productId ?? ''),
    enabled: Boolean(providerId && productId),
  });
