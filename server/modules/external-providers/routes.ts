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
  forGroupQuerySchema,
  idSchema,
} from '../../../contract';
import { currentScope, ownSupplierId, reachesAll, scopeEnters, supplierFilter } from '../../auth/scope';
import { AppError, badRequest } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import {
  findProvider,
  insertProvider,
  keepOctoSupplierId,
  providerConnection,
  supplierSellingProduct,
  updateProvider,
} from './repo';
import {
  activeProviders,
  externalOffers,
  externalTimeSlots,
  PROVIDER_NOT_FOUND,
  providerSettings,
  refusePrivateBaseUrl,
  testConnection,
} from './service';
import { groupSupplier } from '../timeslots/service';

/**
 * The slot editor's external lookups (02-catalogue §9: GET /api/timeslots/external*), for the same roles
 * as the time slot routes, and the admin's provider settings (not in the spec: the issue asks an admin to
 * configure providers). A supplier's staff reach their own supplier's providers, the operator's staff
 * every supplier's (a slot still takes only its own group's supplier's); one out of reach is a 404.
 */
export function externalProviderRoutes(app: App, { db, config }: AppContext): void {
  // The plugin admits the catalogue's people; the provider settings narrow to the admin area.
  const admins = { area: 'admin' } as const;

  app.get('/timeslots/externalproviders', {
    schema: {
      tags: ['timeslots'],
      description:
        "The active OCTO providers (no keys) a group's slots may name: its supplier's (forGroupId 0 or none: the caller's own).",
      querystring: forGroupQuerySchema,
      response: { 200: z.array(externalProviderSchema), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      activeProviders(db, await groupSupplier(db, currentScope(request), request.query.forGroupId)),
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
      externalOffers(db, supplierFilter(currentScope(request)), request.query.apiproviderid, config),
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
      let suppliers = scope.supplier && scopeEnters(scope, 'catalogue') ? supplierFilter(scope) : null;
      if (!suppliers) {
        const supplierId = await supplierSellingProduct(db, apiproviderid, productid);
        if (supplierId === null) throw new AppError('not_found', PROVIDER_NOT_FOUND);
        suppliers = { supplierId };
      }
      return externalTimeSlots(db, suppliers, apiproviderid, productid, config, optionid);
    },
  });

  // ---- settings (admin) ----

  app.get('/externalproviders', {
    config: admins,
    schema: {
      tags: ['external providers'],
      description:
        "The providers the caller reaches (the operator's admins: every supplier's, with its name), active or not; the API key is never included.",
      response: { 200: z.array(externalProviderSettingsSchema), ...errorResponses(403) },
    },
    handler: async (request) => providerSettings(db, supplierFilter(currentScope(request))),
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
        const scope = currentScope(request);
        const body = request.body;
        const apiKey = body.apiKey?.trim() || null;
        if (body.id === 0 && !apiKey)
          throw badRequest('API key is required', { apiKey: 'API key is required' });
        await refusePrivateBaseUrl(body.baseUrl, config);
        return runIdempotent(db, request, reply, async (trx) => {
          // A new provider is the caller's own supplier's; an existing one in reach stays its supplier's.
          const suppliers = supplierFilter(scope);
          let id = body.id;
          if (id === 0) id = await insertProvider(trx, ownSupplierId(scope), { ...body, apiKey: apiKey! });
          else if (!(await updateProvider(trx, suppliers, id, { ...body, apiKey })))
            throw new AppError('not_found', PROVIDER_NOT_FOUND);
          const { supplierId: _, ...saved } = (await findProvider(trx, suppliers, id))!;
          return {
            status: body.id === 0 ? 201 : 200,
            body: { ...saved, supplierName: reachesAll(suppliers) ? saved.supplierName : null },
          };
        });
      },
    });
  }

  app.post('/externalproviders/:id/test', {
    config: admins,
    schema: {
      tags: ['external providers'],
      description:
        'Calls the saved provider (supplier, then products) and says what it answered; a failing provider is ok: false with the reason. A passing test keeps the OCTO supplier id the provider gave.',
      params: z.object({ id: idSchema }),
      response: { 200: externalProviderTestSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const conn = await providerConnection(db, supplierFilter(currentScope(request)), request.params.id, {
        includeInactive: true,
      });
      if (!conn) throw new AppError('not_found', PROVIDER_NOT_FOUND);
      const result = await testConnection(conn, config);
      // The id the provider gave is kept (issue 26 item 7): it was shown once and lost.
      if (result.ok && result.octoSupplierId) await keepOctoSupplierId(db, conn.id, result.octoSupplierId);
      return result;
    },
  });
}
