import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferInput } from '../../../../contract/catalogue';
import { api, type ApiResult } from '../../../platform/api';

export interface OfferSaved {
  id: number;
  tourId: number;
  version: number;
}

/**
 * POST /api/offers (id 0) or PUT /api/offers (spec 02 §4). Answered as the holder: the form puts a 400's
 * field messages on its fields and shows a 409's stale notice, so the client does not notify those.
 */
export async function saveOffer(body: OfferInput): Promise<ApiResult<OfferSaved>> {
  const options = { notifyErrors: false };
  return body.id === 0
    ? api.post<OfferSaved>('/api/offers', body, options)
    : api.put<OfferSaved>('/api/offers', body, options);
}

export function useSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: async (result) => {
      // The tour's Tickets tab and the tours table list offers: they refetch too.
      // The slot editor sets the tickets that sell a slot, with their prices, beside a provider's net
      // (the time slots feature's ['timeslots', 'group', id] queries): they refetch as well.
      if (result.IsOk)
        await Promise.all([
          client.invalidateQueries({ queryKey: ['catalogue'] }),
          client.invalidateQueries({ queryKey: ['timeslots', 'group'] }),
        ]);
    },
  });
}
