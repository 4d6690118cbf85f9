import { z } from 'zod';
import {
  idSchema,
  savedIdSchema,
  slotDayStopSellSchema,
  timeSlotGroupOutSchema,
  timeSlotGroupRowSchema,
  timeSlotGroupSchema,
  timeSlotGroupsQuerySchema,
  timeSlotSchema,
} from '../../../contract';
import { currentUser, requireRoles } from '../../auth/guard';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { groupDetails, groupsList, saveGroup, saveSlot, setDayStopSell, supplierOf } from './service';
import { tourSupplier } from '../catalogue/tour-supplier';

const MANAGERS = ['admin', 'editor'] as const;

/** Time slot groups and slots (02-catalogue §2, §7): the supplier's own, for its admins and editors. */
export function timeSlotRoutes(app: App, { db }: AppContext): void {
  app.get('/api/timeslots/groups', {
    preHandler: requireRoles(...MANAGERS),
    schema: {
      tags: ['timeslots'],
      querystring: timeSlotGroupsQuerySchema,
      response: { 200: z.array(timeSlotGroupRowSchema), ...errorResponses(400, 403) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const { forTourId, isExternal } = request.query;
      const supplierId = forTourId === undefined ? supplierOf(user) : await tourSupplier(db, user, forTourId);
      return groupsList(db, supplierId, isExternal);
    },
  });

  app.get('/api/timeslots/groups/:id', {
    preHandler: requireRoles(...MANAGERS),
    schema: {
      tags: ['timeslots'],
      params: z.object({ id: idSchema }),
      response: { 200: timeSlotGroupOutSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => groupDetails(db, supplierOf(currentUser(request)), request.params.id),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/api/timeslots/group', {
      preHandler: requireRoles(...MANAGERS),
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['timeslots'],
        body: timeSlotGroupSchema,
        response: { 200: savedIdSchema, 201: savedIdSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) =>
        runIdempotent(db, request, reply, async (trx) => {
          const saved = await saveGroup(trx, currentUser(request), request.body);
          return { status: request.body.id ? 200 : 201, body: saved };
        }),
    });

    app[method]('/api/timeslots', {
      preHandler: requireRoles(...MANAGERS),
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['timeslots'],
        body: timeSlotSchema,
        response: { 200: savedIdSchema, 201: savedIdSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) =>
        runIdempotent(db, request, reply, async (trx) => {
          const saved = await saveSlot(trx, currentUser(request), request.body);
          return { status: request.body.id ? 200 : 201, body: saved };
        }),
    });
  }

  // Not in the spec's list: one day of a slot closed for sale (stop-sell), with a reason, or reopened.
  app.post('/api/timeslots/stopsell', {
    preHandler: requireRoles(...MANAGERS),
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['timeslots'],
      body: slotDayStopSellSchema,
      response: { 200: savedIdSchema, ...errorResponses(400, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await setDayStopSell(trx, currentUser(request), request.body),
      })),
  });
}
