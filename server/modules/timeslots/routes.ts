import { z } from 'zod';
import {
  idSchema,
  savedIdSchema,
  timeSlotGroupOutSchema,
  timeSlotGroupRowSchema,
  timeSlotGroupSchema,
  timeSlotGroupsQuerySchema,
  timeSlotSchema,
} from '../../../contract';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { groupDetails, groupsList, saveGroup, saveSlot } from './service';
import { tourSupplier } from '../catalogue/tour-supplier';

/**
 * Time slot groups and slots (02-catalogue §2, §7), for the catalogue's people (the plugin's roles hook,
 * server/app.ts): a supplier's staff their own supplier's, the operator's staff every supplier's.
 */
export function timeSlotRoutes(app: App, { db }: AppContext): void {
  app.get('/groups', {
    schema: {
      tags: ['timeslots'],
      querystring: timeSlotGroupsQuerySchema,
      response: { 200: z.array(timeSlotGroupRowSchema), ...errorResponses(400, 403) },
    },
    handler: async (request) => {
      const scope = currentScope(request);
      const { forTourId, isExternal } = request.query;
      // A tour's ticket takes its tour's supplier's groups; the list, every group the caller reaches.
      const suppliers =
        forTourId === undefined
          ? supplierFilter(scope)
          : { supplierId: await tourSupplier(db, scope, forTourId) };
      return groupsList(db, suppliers, isExternal);
    },
  });

  app.get('/groups/:id', {
    schema: {
      tags: ['timeslots'],
      params: z.object({ id: idSchema }),
      response: { 200: timeSlotGroupOutSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => groupDetails(db, supplierFilter(currentScope(request)), request.params.id),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/group', {
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['timeslots'],
        body: timeSlotGroupSchema,
        response: { 200: savedIdSchema, 201: savedIdSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) =>
        runIdempotent(db, request, reply, async (trx) => {
          const saved = await saveGroup(trx, currentScope(request), request.body);
          return { status: request.body.id ? 200 : 201, body: saved };
        }),
    });

    app[method]('/', {
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['timeslots'],
        body: timeSlotSchema,
        response: { 200: savedIdSchema, 201: savedIdSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) =>
        runIdempotent(db, request, reply, async (trx) => {
          const saved = await saveSlot(trx, currentScope(request), request.body);
          return { status: request.body.id ? 200 : 201, body: saved };
        }),
    });
  }
}
