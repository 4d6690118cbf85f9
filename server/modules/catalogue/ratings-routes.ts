import {
  googlePlaceRatingQuerySchema,
  placeRatingSchema,
  tripAdvisorRatingQuerySchema,
} from '../../../contract';
import type { PlaceRatingsConfig } from '../../config';
import { AppError } from '../../http/errors';
import { errorResponses, type App } from '../../http/types';
import { googlePlaceRating } from '../../integrations/place-ratings/google-places';
import type { RatingResult } from '../../integrations/place-ratings/lookup';
import { tripAdvisorRating } from '../../integrations/place-ratings/tripadvisor';

/**
 * A failed lookup as an answer. The tour editor shows "Couldn't get rating for place id: {title}", so
 * the title says what went wrong in a few words, and `reason` lets the client switch on it.
 */
function failure(
  service: string,
  keyName: string,
  what: 'place' | 'location',
  r: Exclude<RatingResult, { ok: true }>,
) {
  switch (r.reason) {
    case 'not_configured':
      return new AppError('not_configured', `Set ${keyName} on the server to look up ratings`, {
        title: `${service} API key is not configured`,
        body: { reason: r.reason },
      });
    case 'not_found':
      return new AppError('not_found', `${service} knows no ${what} with this id`, {
        // Whole, so the screens find its template ('{{service}} place not found') and translate it.
        title: what === 'place' ? `${service} place not found` : `${service} location not found`,
        body: { reason: r.reason },
      });
    case 'timeout':
      return new AppError('bad_gateway', `${service} did not answer in time; try again later`, {
        title: `${service} did not answer in time`,
        body: { reason: r.reason },
      });
    case 'unreachable':
      return new AppError('bad_gateway', `${service} could not be reached; try again later`, {
        title: `${service} could not be reached`,
        body: { reason: r.reason },
      });
    case 'refused':
      return new AppError('bad_gateway', `${service} answered: ${r.detail}`, {
        title: `${service} refused the lookup`,
        body: { reason: r.reason },
      });
  }
}

/** GET /api/tours/GooglePlaceRatings and /api/tours/TripAdvisorLocationRating, through the server so the keys stay here. */
export function ratingRoutes(app: App, config: PlaceRatingsConfig): void {
  app.get('/tours/GooglePlaceRatings', {
    schema: {
      tags: ['catalogue'],
      description:
        '503 when GOOGLE_PLACES_API_KEY is not set; 502 when Google does not answer in time or refuses.',
      querystring: googlePlaceRatingQuerySchema,
      response: { 200: placeRatingSchema, ...errorResponses(400, 403, 404, 502, 503) },
    },
    handler: async (request) => {
      const r = await googlePlaceRating(config, request.query.placeId);
      if (!r.ok) throw failure('Google Places', 'GOOGLE_PLACES_API_KEY', 'place', r);
      return r.rating;
    },
  });

  app.get('/tours/TripAdvisorLocationRating', {
    schema: {
      tags: ['catalogue'],
      description:
        '503 when TRIPADVISOR_API_KEY is not set; 502 when TripAdvisor does not answer in time or refuses.',
      querystring: tripAdvisorRatingQuerySchema,
      response: { 200: placeRatingSchema, ...errorResponses(400, 403, 404, 502, 503) },
    },
    handler: async (request) => {
      const r = await tripAdvisorRating(config, request.query.locationId);
      if (!r.ok) throw failure('TripAdvisor', 'TRIPADVISOR_API_KEY', 'location', r);
      return r.rating;
    },
  });
}
