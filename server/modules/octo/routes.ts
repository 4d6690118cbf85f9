import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { App, AppContext } from '../../http/types';
import { hashOctoKey } from './keys-service';
import { liveKeyByHash } from './keys-repo';
import { octoBookingRoutes } from './bookings-routes';
import { badRequest, OctoError, OCTO_MESSAGES } from './octo-errors';
import {
  octoAvailability,
  octoCalendar,
  octoProduct,
  octoProducts,
  octoSupplier,
  type OctoCaller,
} from './service';

/** Where Caravan serves OCTO (docs.octo.travel), for the resellers its suppliers give keys to. */
export const OCTO_PREFIX = '/octo';

/** The capabilities served: a call gets those it asks for in `Octo-Capabilities`, and the header says which. */
const CAPABILITIES = { pricing: 'octo/pricing', content: 'octo/content' } as const;

const octoError = z
  .object({ error: z.string(), errorMessage: z.string() })
  .catchall(z.unknown())
  .describe(
    'OCTO error: `error` (INVALID_PRODUCT_ID, INVALID_OPTION_ID, INVALID_AVAILABILITY_ID, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN…) and `errorMessage`',
  );
const octoErrors = { 400: octoError, 401: octoError, 403: octoError };
/** OCTO's own shapes (@octocloud/types); described here, typed and checked in the service and tests. */
const octoObject = z.object({}).catchall(z.unknown());
const headers = z.object({
  authorization: z.string().optional().describe('Bearer <the API key the supplier issued to your agency>'),
  'octo-capabilities': z
    .string()
    .optional()
    .describe('Comma-separated: octo/pricing (retail and net from your contract), octo/content'),
});
const availabilityBody = z
  .object({
    productId: z.string().optional(),
    optionId: z.string().optional(),
    localDate: z.string().optional(),
    localDateStart: z.string().optional(),
    localDateEnd: z.string().optional(),
    availabilityIds: z.array(z.string()).optional(),
    units: z.array(z.object({ id: z.string(), quantity: z.number() })).optional(),
  })
  .catchall(z.unknown());

/**
 * Caravan's OCTO supplier API (issue 26 item 9): the catalogue of the supplier whose key calls, for the
 * agency it was issued to. Outside the cookie and role machinery: every call authenticates by its key
 * (Authorization: Bearer), and every answer, failures too, has OCTO's shapes.
 */
export function octoSupplierApi(ctx: AppContext) {
  const { db } = ctx;

  async function callerOf(request: FastifyRequest): Promise<OctoCaller> {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!m) throw new OctoError(401, 'UNAUTHORIZED', OCTO_MESSAGES.noKey);
    const key = await liveKeyByHash(db, hashOctoKey(m[1]));
    if (!key || key.revokedAt !== null) throw new OctoError(403, 'FORBIDDEN', OCTO_MESSAGES.badKey);
    const asked = String(request.headers['octo-capabilities'] ?? '')
      .split(',')
      .map((c) => c.trim().toLowerCase());
    return {
      supplierId: key.supplierId,
      agencyId: key.agencyId,
      keyId: key.id,
      keyPrefix: key.prefix,
      agencyName: key.agencyName,
      pricing: asked.includes(CAPABILITIES.pricing),
      content: asked.includes(CAPABILITIES.content),
    };
  }

  return async function plugin(app: App): Promise<void> {
    app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof OctoError) return reply.code(error.status).send(error.body());
      // The server's own refusals before any route runs (text no column can hold, a body over its
      // limit) keep their status, in OCTO's shape.
      if (error instanceof AppError && error.status < 500)
        return reply
          .code(error.status)
          .send(new OctoError(error.status, 'BAD_REQUEST', error.message).body());
      if (error.validation || (error.statusCode && error.statusCode < 500)) {
        const e = badRequest(error.message || 'Bad request');
        return reply.code(400).send(e.body());
      }
      request.log.error(error);
      const failed = new OctoError(500, 'INTERNAL_SERVER_ERROR', OCTO_MESSAGES.failed);
      return reply.code(failed.status).send(failed.body());
    });
    app.setNotFoundHandler((_request, reply) => {
      const missing = new OctoError(404, 'NOT_FOUND', OCTO_MESSAGES.noEndpoint);
      return reply.code(missing.status).send(missing.body());
    });
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    // Which capabilities this answer applied, as OCTO asks a supplier to say.
    app.addHook('onSend', async (request, reply) => {
      const asked = String(request.headers['octo-capabilities'] ?? '').toLowerCase();
      const served = Object.values(CAPABILITIES).filter((c) => asked.includes(c));
      reply.header('Octo-Capabilities', served.join(', '));
    });

    const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}${OCTO_PREFIX}`;

    app.get('/supplier', {
      schema: {
        tags: ['octo'],
        description: "OCTO Get Supplier: the supplier whose key calls (key's supplier).",
        headers,
        response: { 200: octoObject, ...octoErrors },
      },
      handler: async (request) => octoSupplier(db, await callerOf(request), origin(request)),
    });

    app.get('/products', {
      schema: {
        tags: ['octo'],
        description:
          "OCTO Get Products: the key's supplier's tours as products, their tickets as options, adult/child/infant units as each ticket takes them, start times from its time slots. With octo/pricing, units carry pricingFrom (retail: recommended price, net: the agency's contract price, AED minor units).",
        headers,
        response: { 200: z.array(octoObject), ...octoErrors },
      },
      handler: async (request) => octoProducts(db, await callerOf(request)),
    });

    app.get('/products/:id', {
      schema: {
        tags: ['octo'],
        description:
          'OCTO Get Product: one product of the supplier (400 INVALID_PRODUCT_ID for any other id).',
        headers,
        params: z.object({ id: z.string().max(40) }),
        response: { 200: octoObject, ...octoErrors },
      },
      handler: async (request) => octoProduct(db, await callerOf(request), request.params.id),
    });

    app.post('/availability/calendar', {
      schema: {
        tags: ['octo'],
        description:
          'OCTO Availability Calendar: one object per day of localDateStart…localDateEnd (at most 366 days): open departures, vacancies and capacity, from the time slots (capacity, stop-sell, closed days, notice); with octo/pricing, unitPricingFrom.',
        headers,
        body: availabilityBody,
        response: { 200: z.array(octoObject), ...octoErrors },
      },
      handler: async (request) => octoCalendar(db, await callerOf(request), request.body),
    });

    app.post('/availability', {
      schema: {
        tags: ['octo'],
        description:
          'OCTO Availability Check: one object per departure (time slot and date) for localDate, localDateStart…localDateEnd, or availabilityIds; its id is the availabilityId a booking names.',
        headers,
        body: availabilityBody,
        response: { 200: z.array(octoObject), ...octoErrors },
      },
      handler: async (request) => octoAvailability(db, await callerOf(request), request.body),
    });

    octoBookingRoutes(app, { db, callerOf, origin, headers, errors: octoErrors });
  };
}
