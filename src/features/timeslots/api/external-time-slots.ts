import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_CACHE_SECONDS, type ExternalTimeSlot } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { timeSlotKeys } from './keys';

/** GET /api/timeslots/externaltimeslots?apiProviderId=&productId=: a product's start times, once per product. */
export const externalTimeSlotsQuery = (providerId: number, productId: string, optionId: string | null) =>
  queryOptions({
    queryKey: timeSlotKeys.externalTimeSlots(providerId, productId, optionId),
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ apiProviderId: String(providerId), productId });
      if (optionId) q.set('optionId', optionId);
      return unwrap(await api.get<ExternalTimeSlot[]>(`/api/timeslots/externaltimeslots?${q}`, { signal }));
    },
    staleTime: EXTERNAL_CACHE_SECONDS.products * 1000,
    retry: false,
  });

export const useExternalTimeSlots = (
  providerId: number | null,
  productId: string | null,
  optionId: string | null,
) =>
  useQuery({
    ...externalTimeSlotsQuery(providerId ?? 0, productId ?? '', optionId),
    enabled: Boolean(providerId && productId),
  });
