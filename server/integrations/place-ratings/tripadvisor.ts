import type { PlaceRatingsConfig } from '../../config';
import { getJson, numberOf, type RatingResult } from './lookup';

/**
 * A location's rating and number of reviews from TripAdvisor's Content API (location details; it sends
 * both as strings). Its 404 is a failure like any other (02-catalogue §7), told apart as not found.
 */
export async function tripAdvisorRating(
  config: PlaceRatingsConfig,
  locationId: string,
): Promise<RatingResult> {
  if (!config.tripAdvisorApiKey) return { ok: false, reason: 'not_configured' };
  const query = new URLSearchParams({ key: config.tripAdvisorApiKey, language: 'en' });
  const answer = await getJson(
    `${config.tripAdvisorBaseUrl}/location/${encodeURIComponent(locationId)}/details?${query}`,
    config.timeoutMs,
  );
  if (!answer.ok) return answer;
  if (answer.status === 404) return { ok: false, reason: 'not_found' };
  const body = (answer.body ?? {}) as {
    rating?: unknown;
    num_reviews?: unknown;
    error?: { message?: unknown };
  };
  if (answer.status !== 200 || body.error) {
    const message = typeof body.error?.message === 'string' ? body.error.message.slice(0, 200) : null;
    return { ok: false, reason: 'refused', detail: message ?? `HTTP ${answer.status}` };
  }
  return {
    ok: true,
    rating: {
      rating: numberOf(body.rating) ?? 0,
      ratingsCount: Math.trunc(numberOf(body.num_reviews) ?? 0),
    },
  };
}
