import type { IncomingMessage } from 'node:http';
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

/**
 * How much of a body over its limit is still read, and thrown away, before the 413 is sent. A server
 * that answers and closes mid-upload makes the client's next write fail, and browsers and fetch then
 * report a network failure instead of the 413 (issue 22). Reading the rest costs bandwidth, not memory;
 * past these bounds the socket is closed as before.
 */
export const DRAIN_LIMIT = { bytes: 64 * 1024 * 1024, ms: 30_000 } as const;

/**
 * Reads what is left of a refused request's body and discards it: true once the body has ended (the
 * connection can then carry the answer and stay open), false when it is larger than DRAIN_LIMIT, takes
 * longer, or the client went away.
 */
export function drainBody(raw: IncomingMessage, limit: { bytes: number; ms: number } = DRAIN_LIMIT) {
  return new Promise<boolean>((resolve) => {
    if (raw.complete || raw.readableEnded) return resolve(true);
    if (Number(raw.headers['content-length']) > limit.bytes) return resolve(false);
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onFail);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), limit.ms);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onFail);
    raw.on('close', onFail);
    raw.resume();
  });
}
