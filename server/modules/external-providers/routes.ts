import { z } from 'zod';
import {
  externalOfferSchema,
  externalOffersQuerySchema,
  externalProviderInputSchema,
  externalProviderSchema,
  externalProviderSettingsSchema,
  externalProviderTestSchema,
  externalTimeSlotSchema,
  externalTimeSlotsQuerySchema,
  idSchema,
} from '../../../contract';
import { currentScope, ownSupplierId, scopeEnters } from '../../auth/scope';
import { AppError, badRequest } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import {
  findProvider,
  insertProvider,
  listProviders,
  providerConnection,
  supplierSellingProduct,
  updateProvider,
} from './repo';
import {
  activeProviders,
  externalOffers,
  externalTimeSlots,
  PROVIDER_NOT_FOUND,
  refusePrivateBaseUrl,
  testConnection,
} from './service';

/**
 * The slot editor's external lookups (02-catalogue §9: GET /api/timeslots/external*), for the same roles
 * as the time slot routes, and the admin's provider settings (not in the spec: the issue asks an admin to
 * configure providers). Everything is the caller's own supplier's; another's is a 404.
 */
export function externalProviderRoutes(app: App, { db, config }: AppContext): void {
  // The plugin admits the catalogue's people; the provider settings narrow to the admin area.
  const admins = { area: 'admin' } as const;

  app.get('/timeslots/externalproviders', {
    schema: {
      tags: ['timeslots'],
      description: "The caller's supplier's active OCTO providers (no keys).",
      response: { 200: z.array(externalProviderSchema), ...errorResponses(403) },
    },
    handler: async (request) => activeProviders(db, ownSupplierId(currentScope(request))),
  });

  app.get('/timeslots/externaloffers', {
    schema: {
      tags: ['timeslots'],
      description:
        "A provider's products and options, for mapping a slot (cached 5 minutes in the database). 502 when the provider fails.",
      querystring: externalOffersQuerySchema,
      response: { 200: z.array(externalOfferSchema), ...errorResponses(400, 403, 404, 502) },
    },
    handler: async (request) =>
      externalOffers(db, ownSupplierId(currentScope(request)), request.query.apiproviderid, config),
  });

  app.get('/timeslots/externaltimeslots', {
    config: { area: ['catalogue', 'agent'] },
    schema: {
      tags: ['timeslots'],
      description:
        "A provider product's start times (optionally of one option); empty for an opening-hours product. Slot managers ask of their own providers; sellers (the new-booking form's hint) of products a time slot is mapped to. 502 when the provider fails.",
      querystring: externalTimeSlotsQuerySchema,
      response: { 200: z.array(externalTimeSlotSchema), ...errorResponses(400, 403, 404, 502) },
    },
    handler: async (request) => {
      const scope = currentScope(request);
      const { apiproviderid, productid, optionid } = request.query;
      const supplierId =
        scope.supplier && scopeEnters(scope, 'catalogue')
          ? scope.supplier.supplierId
          : await supplierSellingProduct(db, apiproviderid, productid);
      if (supplierId === null) throw new AppError('not_found', PROVIDER_NOT_FOUND);
      return externalTimeSlots(db, supplierId, apiproviderid, productid, config, optionid);
    },
  });

  // ---- settings (admin) ----

  app.get('/externalproviders', {
    config: admins,
    schema: {
      tags: ['external providers'],
      description: "The caller's supplier's providers, active or not; the API key is never included.",
      response: { 200: z.array(externalProviderSettingsSchema), ...errorResponses(403) },
    },
    handler: async (request) => listProviders(db, ownSupplierId(currentScope(request)), false),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/externalproviders', {
      config: { ...admins, writes: ['catalogue'] },
      schema: {
        tags: ['external providers'],
        description:
          'Creates (id 0) or updates a provider. apiKey is write-only: required to create, empty keeps the stored one. Accepts Idempotency-Key.',
        body: externalProviderInputSchema,
        response: {
          200: externalProviderSettingsSchema,
          201: externalProviderSettingsSchema,
          ...errorResponses(400, 403, 404, 409),
        },
      },
      handler: async (request, reply) => {
        const supplierId = ownSupplierId(currentScope(request));
        const body = request.body;
        const apiKey = body.apiKey?.trim() || null;
        if (body.id === 0 && !apiKey)
          throw badRequest('API key is required', { apiKey: 'API key is required' });
        await refusePrivateBaseUrl(body.baseUrl, config);
        return runIdempotent(db, request, reply, async (trx) => {
          let id = body.id;
          if (id === 0) id = await insertProvider(trx, supplierId, { ...body, apiKey: apiKey! });
          else if (!(await updateProvider(trx, supplierId, id, { ...body, apiKey })))
            throw new AppError('not_found', PROVIDER_NOT_FOUND);
          const saved = await findProvider(trx, supplierId, id);
          return { status: body.id === 0 ? 201 : 200, body: saved! };
        });
      },
    });
  }

  app.post('/externalproviders/:id/test', {
    config: admins,
    schema: {
      tags: ['external providers'],
      description:
        'Calls the saved provider (supplier, then products) and says what it answered; a failing provider is ok: false with the reason.',
      params: z.object({ id: idSchema }),
      response: { 200: externalProviderTestSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const conn = await providerConnection(db, ownSupplierId(currentScope(request)), request.params.id, {
        includeInactive: true,
      });
      if (!conn) throw new AppError('not_found', PROVIDER_NOT_FOUND);
      return testConnection(conn, config);
    },
  });
}
