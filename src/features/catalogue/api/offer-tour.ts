import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancellationRuleSchema } from '../../../../contract/cancellation-policy';
import { api, unwrap } from '../../../platform/api';

/** What a new ticket needs of its tour: the name for the back link, and the policy 'Use custom cancellation' copies. */
export interface OfferTour {
  id: number;
  nameDisplay: string;
  isDefaultCancellationPolicy: boolean;
  cancellationPolicy: Array<z.infer<typeof cancellationRuleSchema>>;
}

/**
 * GET /api/tours/manage/{id} for Add Ticket mode (an offer being edited brings its tour's name and policy
 * itself). Quiet: without it the form still works, with an empty policy to start from.
 */
export function offerTourQuery(tourId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'offerTour', tourId] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OfferTour>(`/api/tours/manage/${tourId}`, { signal, notifyErrors: false })),
    retry: false,
  });
}

export const useOfferTour = (tourId: number, enabled: boolean) =>
  useQuery({ ...offerTourQuery(tourId), enabled });
