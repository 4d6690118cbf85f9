import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferForEdit } from '../../../../contract/catalogue';
import { api, unwrap } from '../../../platform/api';

export const offerKeys = {
  all: ['catalogue', 'offers'] as const,
  forEdit: (id: number) => ['catalogue', 'offers', 'manage', id] as const,
};

/**
 * GET /api/offers/manage/{id}: the offer with its tour's name and cancellation policy. Failures are the
 * page's to show ('Not found' … then back to the tour), so the client does not notify them itself.
 */
export function offerForEditQuery(id: number) {
  return queryOptions({
    queryKey: offerKeys.forEdit(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OfferForEdit>(`/api/offers/manage/${id}`, { signal, notifyErrors: false })),
    // A failed load is answered at once (404 or 403), not after three retries.
    retry: false,
  });
}

export const useOfferForEdit = (id: number, enabled = true) =>
  useQuery({ ...offerForEditQuery(id), enabled: enabled && id > 0 });
