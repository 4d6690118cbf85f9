import { z } from 'zod';
import {
  crewAssignmentSchema,
  crewStaffQuerySchema,
  crewStaffSchema,
  slotDayCrewSchema,
} from '../../../contract';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { assignCrew, crewStaff } from './service';

/**
 * Dispatch (issue 25 item 3): operations and the supplier's admin assign a slot-day's guide, driver and
 * vehicle from the availability chart's sheet (the slot-day's answer there carries its crew).
 */
export function dispatchRoutes(app: App, { db }: AppContext): void {
  app.get('/staff', {
    schema: {
      tags: ['dispatch'],
      description:
        "The guides and drivers who may work a time slot: active staff of the slot's supplier holding the role guide or driver, by name. 404 for a slot out of the caller's reach.",
      querystring: crewStaffQuerySchema,
      response: { 200: z.array(crewStaffSchema), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      crewStaff(db, supplierFilter(currentScope(request)), request.query.timeSlotId),
  });

  app.put('/crew', {
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['dispatch'],
      description:
        "Sets a slot-day's guide, driver and vehicle (null clears one; all null clears the crew); the last save wins and each is audited. 422 with reason not_guide / not_driver (not a guide or driver of the slot's supplier, or inactive) or not_running (the slot does not run that weekday). Accepts Idempotency-Key.",
      body: crewAssignmentSchema,
      response: { 200: slotDayCrewSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, (trx) => assignCrew(trx, currentScope(request), request.body)),
  });
}
