import { airportDaySchema, airportMeetingsResultSchema, saveAirportMeetingsSchema } from '../../../contract';
import { currentScope, ownSupplierId, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { airportDay, saveMeetings } from './service';

/**
 * The airport rep's day (issue 25 item 8): today's and tomorrow's arriving guests by flight, and
 * marking guests met. The airport rep and whoever runs arrivals (contract/access.ts 'airport'), on
 * their own supplier's guests (the operator's staff on every supplier's).
 */
export function airportRoutes(app: App, { db }: AppContext): void {
  app.get('/arrivals', {
    schema: {
      tags: ['airport'],
      description:
        "Today's and tomorrow's arriving guests (each supplier's dates in its time zone) by flight and terminal, ordered by arrival time, with each group's guests, hotels, phone numbers and airport meetings.",
      response: { 200: airportDaySchema, ...errorResponses(403) },
    },
    handler: async (request) => {
      const scope = currentScope(request);
      return airportDay(db, supplierFilter(scope), ownSupplierId(scope));
    },
  });

  app.post('/meetings', {
    // The arrivals list shows who met a guest: its kept pages go with this write.
    config: { writes: ['arrivals'] },
    schema: {
      tags: ['airport'],
      description:
        "Marks guests met at the airport (met: true), recording who and when (metAt, the device's time of the mark, no later than now), or undoes it (met: false). Marking a guest met again keeps the first meeting; undoing one not met changes nothing; `changed` counts what moved. An unknown or another supplier's guest refuses the whole request (404, reason unknown_arrival). Accepts Idempotency-Key.",
      body: saveAirportMeetingsSchema,
      response: { 200: airportMeetingsResultSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const filter = supplierFilter(scope);
      return runIdempotent(db, request, reply, (trx) =>
        saveMeetings(trx, filter, scope.user.id, request.body),
      );
    },
  });
}
