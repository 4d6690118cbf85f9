import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  savedAccountSettingsSchema,
  defaultCommissionSchema,
  deletedFlagSchema,
  offerForEditSchema,
  offerSavedSchema,
  offerSchema,
  staleSaveBodySchema,
  ticketTypeStockSchema,
  ticketTypesQuerySchema,
  validPeriodSchema,
} from '../../../contract';
import { currentScope, ownSupplierId, supplierFilter } from '../../auth/scope';
import { notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { accountSettings } from './account-settings';
import { offerVersion, type CatalogueScope } from './offers-repo';
import { offerForEdit, saveOffer, saveValidPeriod, setOfferDeleted } from './offers-service';
import { ticketTypeStock } from './ticket-types-repo';
import { tourSupplier } from './tour-supplier';

/** The largest value of an integer column on PostgreSQL: a larger id or count must be a 400, not a 500. */
const INT4_MAX = 2_147_483_647;
const TOO_LARGE = 'Too large';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'The ticket id must be a number' })
    .int()
    .positive('The ticket id must be a number')
    .max(INT4_MAX, 'The ticket id must be a number'),
});

/** The contract's offer, with every id and count also within the database's integer columns. */
const offerBody = offerSchema.superRefine((o, ctx) => {
  const tooLarge = (path: Array<string | number>) =>
    ctx.addIssue({ code: 'custom', path, message: TOO_LARGE });
  for (const key of ['id', 'version', 'tourId', 'minNumOfPeople', 'maxNumOfPeople', 'heroImageId'] as const)
    if ((o[key] ?? 0) > INT4_MAX) tooLarge([key]);
  for (const key of [
    'origin',
    'ticketTypesAdult',
    'ticketTypesChild',
    'ticketTypesInfant',
    'timeSlots',
  ] as const)
    o[key].forEach((v, i) => v > INT4_MAX && tooLarge([key, i]));
  o.photos.forEach((p, i) => p.id > INT4_MAX && tooLarge(['photos', i, 'id']));
  o.validPeriods.forEach((p, i) => {
    if (p.id > INT4_MAX) tooLarge(['validPeriods', i, 'id']);
    if (p.offerId > INT4_MAX) tooLarge(['validPeriods', i, 'offerId']);
  });
});
const periodBody = validPeriodSchema.superRefine((p, ctx) => {
  for (const key of ['id', 'offerId'] as const)
    if (p[key] > INT4_MAX) ctx.addIssue({ code: 'custom', path: [key], message: TOO_LARGE });
});
const deletedBody = deletedFlagSchema.superRefine((d, ctx) => {
  if (d.version > INT4_MAX) ctx.addIssue({ code: 'custom', path: ['version'], message: TOO_LARGE });
});
const stale = z.union([staleSaveBodySchema, z.looseObject({ title: z.string(), message: z.string() })]);

export function offerRoutes(app: App, { db }: AppContext): void {
  // Tickets are managed by whoever manages tours: the plugin's 'catalogue' area.
  const scopeOf = (request: FastifyRequest): CatalogueScope => supplierFilter(currentScope(request));
  const supplierOf = (request: FastifyRequest) => ownSupplierId(currentScope(request));

  app.get('/offers/manage/:id', {
    schema: {
      tags: ['catalogue'],
      description:
        'A ticket (offer) for its edit screen, with its tour name and the tour cancellation policy.',
      params: idParams,
      response: { 200: offerForEditSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => offerForEdit(db, scopeOf(request), request.params.id),
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/offers',
      config: { writes: ['tours', 'catalogue'] },
      schema: {
        tags: ['catalogue'],
        description:
          method === 'POST'
            ? 'Creates a ticket (id 0) with its children and valid periods. Accepts Idempotency-Key.'
            : 'Saves a ticket: 409 (reason stale) when it was saved by someone else since `version`.',
        body: offerBody,
        response: {
          200: offerSavedSchema,
          201: offerSavedSchema,
          ...errorResponses(400, 403, 404),
          409: stale,
        },
      },
      handler: async (request, reply) => {
        const { user } = currentScope(request);
        const scope = scopeOf(request);
        return runIdempotent(db, request, reply, (trx) =>
          saveOffer(trx, user, scope, request.body, method === 'POST' ? 'create' : 'update'),
        );
      },
    });
  }

  app.put('/offers/:id/deleted', {
    config: { writes: ['tours', 'catalogue'] },
    schema: {
      tags: ['catalogue'],
      description: 'Deletes (isDeleted true) or restores a ticket; recorded in the catalogue change log.',
      params: idParams,
      body: deletedBody,
      response: { 200: offerSavedSchema, ...errorResponses(400, 403, 404), 409: stale },
    },
    handler: async (request, reply) => {
      const { user } = currentScope(request);
      const scope = scopeOf(request);
      return runIdempotent(db, request, reply, (trx) =>
        setOfferDeleted(trx, user, scope, request.params.id, request.body),
      );
    },
  });

  app.post('/validperiods', {
    config: { writes: ['tours', 'catalogue'] },
    schema: {
      tags: ['catalogue'],
      description:
        'Saves one valid period of a saved ticket (id 0 adds it) without saving the whole ticket; answers the ' +
        'period with every derived price, and the ticket version it made in X-Offer-Version.',
      body: periodBody,
      response: { 200: validPeriodSchema, 201: validPeriodSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const { user } = currentScope(request);
      const scope = scopeOf(request);
      const period = await runIdempotent(db, request, reply, (trx) =>
        saveValidPeriod(trx, user, scope, request.body),
      );
      // Read after the write (and on a replay too), so the editor's next whole-ticket save is not stale.
      const version = await offerVersion(db, period.offerId);
      if (version !== undefined) reply.header('X-Offer-Version', String(version));
      return period;
    },
  });

  app.get('/tickets/types', {
    schema: {
      tags: ['catalogue'],
      description:
        "The supplier's attraction ticket types with their stock, sorted by name. With forTourId, the types a ticket of that tour may take: its supplier's (the operator's staff see every supplier's otherwise).",
      querystring: ticketTypesQuerySchema,
      response: { 200: z.array(ticketTypeStockSchema), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const { forTourId } = request.query;
      const scope =
        forTourId === undefined
          ? scopeOf(request)
          : { supplierId: await tourSupplier(db, currentScope(request), forTourId) };
      return ticketTypeStock(db, scope);
    },
  });

  app.get('/account/settings', {
    schema: {
      tags: ['catalogue'],
      description:
        "The account's tax, default commission and currency conversion (a new valid period's defaults).",
      response: { 200: savedAccountSettingsSchema, ...errorResponses(403, 404) },
    },
    handler: async (request) => {
      const settings = await accountSettings(db, supplierOf(request));
      if (!settings) throw notFound('Account not found');
      return settings;
    },
  });

  app.get('/account/defaultcommission', {
    schema: {
      tags: ['catalogue'],
      description: "The account's default commission percent (a new valid period's commission).",
      response: { 200: defaultCommissionSchema, ...errorResponses(403, 404) },
    },
    handler: async (request) => {
      const settings = await accountSettings(db, supplierOf(request));
      if (!settings) throw notFound('Account not found');
      return { defaultCommission: settings.defaultCommission };
    },
  });
}
