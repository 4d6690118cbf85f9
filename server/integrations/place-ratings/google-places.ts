import type { PlaceRatingsConfig } from '../../config';
import { getJson, numberOf, type RatingResult } from './lookup';

/** Google's answers for a place id that names no place (Places API details, legacy). */
const NO_PLACE = new Set(['NOT_FOUND', 'ZERO_RESULTS', 'INVALID_REQUEST']);

/**
 * A place's rating and number of ratings from Google Places (details, fields rating and
 * user_ratings_total). A place without ratings answers 0 and 0.
 */
export async function googlePlaceRating(config: PlaceRatingsConfig, placeId: string): Promise<RatingResult> {
  if (!config.googleApiKey) return { ok: false, reason: 'not_configured' };
  const query = new URLSearchParams({
    place_id: placeId,
    fields: 'rating,user_ratings_total',
    key: config.googleApiKey,
  });
  const answer = await getJson(`${config.googleBaseUrl}/details/json?${query}`, config.timeoutMs);
  if (!answer.ok) return answer;
  const body = (answer.body ?? {}) as {
    status?: unknown;
    result?: { rating?: unknown; user_ratings_total?: unknown };
  };
  const status = typeof body.status === 'string' ? body.status : null;
  if (answer.status === 404 || (status !== null && NO_PLACE.has(status)))
    return { ok: false, reason: 'not_found' };
  if (answer.status !== 200 || status !== 'OK')
    return { ok: false, reason: 'refused', detail: status ?? `HTTP ${answer.status}` };
  return {
    ok: true,
    rating: {
      rating: numberOf(body.result?.rating) ?? 0,
      ratingsCount: Math.trunc(numberOf(body.result?.user_ratings_total) ?? 0),
    },
  };
}
