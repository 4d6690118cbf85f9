import type { FastifyInstance } from 'fastify';
import { errorResponses } from './types';

/**
 * How many bytes of body each route reads before answering 413 (docs/decisions.md "Body limits").
 * A body is read whole and parsed on the one event loop, so a limit is also a bound on how long one
 * request can hold every other request up.
 */
export const BODY_LIMITS = {
  /** A JSON call with a body schema: the largest valid one (a new booking, a list query) is a few KB. */
  json: 64 * 1024,
  /** A call whose body the route never reads (sign-out, a status action): the client's `{}`, at most. */
  none: 1024,
} as const;

/**
 * Routes whose purpose needs more than `json`. A route may also set its own `bodyLimit` (the Excel
 * export does, from domain/excel-table.ts).
 */
const ROUTE_LIMITS: Record<string, number> = {
  // Values and base of a group's info: two 4,000-character notes, \u-escaped up to 6 bytes a
  // character (48 KB), and a room number for each of the group's hotels.
  'POST /api/arrivals/groupinfo': 128 * 1024,
  // A 20 MB image (contract PHOTO_MAX_BYTES) is 26.7 MB as base64, plus the guid and file name. The
  // body is not parsed whole on the event loop (modules/media/upload-body.ts).
  'POST /api/photos/upload': 28 * 1024 * 1024,
};

const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives every route registered after this call its body limit, unless it declares one, and names the
 * 413 in the OpenAPI description of every route that takes a body, so no route can forget to.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.schema?.response && methods.some((m) => !READS_NO_BODY.has(m))) {
      const response = route.schema.response as Record<string, unknown>;
      response[413] ??= errorResponses(413)[413];
    }
    if (route.bodyLimit !== undefined) return;
    const special = methods
      .map((m) => ROUTE_LIMITS[`${m} ${route.url}`])
      .find((limit) => limit !== undefined);
    route.bodyLimit = special ?? (route.schema?.body ? BODY_LIMITS.json : BODY_LIMITS.none);
  });
}
