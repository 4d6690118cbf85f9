import type { TourForEdit, TourInput } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/**
 * POST /api/tours for a new tour (id 0), PUT /api/tours with the version otherwise. The offers are
 * left out: they are saved on their own screen (02-catalogue §4). Failures come back to the form,
 * which places 400 field messages and shows a 409's stale notice; others are notified by the caller.
 */
export function saveTour(tour: TourInput): Promise<ApiResult<TourForEdit>> {
  const body: TourInput = { ...tour };
  delete body.offers;
  const options = { notifyErrors: false };
  return tour.id === 0
    ? api.post<TourForEdit>('/api/tours', body, options)
    : api.put<TourForEdit>('/api/tours', body, options);
}
