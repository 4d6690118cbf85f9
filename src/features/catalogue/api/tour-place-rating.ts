import type { PlaceRating } from '../../../../contract';
import { api, type ApiResult } from '../../../platform/api';

/** GET /api/tours/GooglePlaceRatings?placeId=: the place's rating and count; the form shows a failure on the field. */
export function getGooglePlaceRating(placeId: string): Promise<ApiResult<PlaceRating>> {
  return api.get<PlaceRating>(`/api/tours/GooglePlaceRatings?placeId=${encodeURIComponent(placeId)}`, {
    notifyErrors: false,
  });
}

/** GET /api/tours/TripAdvisorLocationRating?locationId=: same shape; a 404 counts as a failure. */
export function getTripAdvisorRating(locationId: string): Promise<ApiResult<PlaceRating>> {
  return api.get<PlaceRating>(
    `/api/tours/TripAdvisorLocationRating?locationId=${encodeURIComponent(locationId)}`,
    { notifyErrors: false },
  );
}
