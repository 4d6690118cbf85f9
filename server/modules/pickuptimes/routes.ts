import { z } from 'zod';
import {
  forGroupQuerySchema,
  idSchema,
  pickUpOptionsSchema,
  pickUpTimeSetOutSchema,
  pickUpTimeSetRowSchema,
  pickUpTimeSetSchema,
  savedIdSchema,
  supplierCitySchema,
  supplierHotelSchema,
  supplierRegionSchema,
} from '../../../contract';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { citiesWithRegions, hotelsForNewBooking, regionsWithCities } from '../geography/repo';
import { groupSupplier } from '../timeslots/service';
import { pickUpList, pickUpOptions, pickUpSet, savePickUpSet } from './service';

/** Pick-up time sets and the lookups of their screens (02-catalogue §2, §7). */
export function pickUpTimeRoutes(app: App, { db }: AppContext): void {
  app.get('/pickuptimes/options', {
    schema: {
      tags: ['pickuptimes'],
      description:
        'The pick-up sets a group may take: its supplier’s (forGroupId 0 or none: the caller’s own).',
      querystring: forGroupQuerySchema,
      response: { 200: pickUpOptionsSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      pickUpOptions(db, await groupSupplier(db, currentScope(request), request.query.forGroupId)),
  });

  app.get('/pickuptimes', {
    schema: {
      tags: ['pickuptimes'],
      response: { 200: z.array(pickUpTimeSetRowSchema), ...errorResponses(403) },
    },
    handler: async (request) => pickUpList(db, supplierFilter(currentScope(request))),
  });

  app.get('/pickuptimes/:id', {
    schema: {
      tags: ['pickuptimes'],
      params: z.object({ id: idSchema }),
      response: { 200: pickUpTimeSetOutSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => pickUpSet(db, supplierFilter(currentScope(request)), request.params.id),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/pickuptimes', {
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['pickuptimes'],
        body: pickUpTimeSetSchema,
        response: { 200: savedIdSchema, 201: savedIdSchema, ...errorResponses(400, 403, 404, 409) },
      },
      handler: async (request, reply) =>
        runIdempotent(db, request, reply, async (trx) => ({
          status: request.body.id ? 200 : 201,
          body: await savePickUpSet(trx, currentScope(request), request.body),
        })),
    });
  }

  app.get('/hotels/supplier', {
    schema: {
      tags: ['pickuptimes'],
      response: { 200: z.array(supplierHotelSchema), ...errorResponses(403) },
    },
    handler: async () => hotelsForNewBooking(db),
  });
  app.get('/cities/supplier', {
    schema: { tags: ['pickuptimes'], response: { 200: z.array(supplierCitySchema), ...errorResponses(403) } },
    handler: async () => citiesWithRegions(db),
  });
  app.get('/regions/supplier', {
    schema: {
      tags: ['pickuptimes'],
      response: { 200: z.array(supplierRegionSchema), ...errorResponses(403) },
    },
    handler: async () => regionsWithCities(db),
  });
}
