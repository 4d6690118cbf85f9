import { z } from 'zod';
import {
  agentBookingDetailsSchema,
  agentBookingSchema,
  bookingQuerySchema,
  bookingSumsSchema,
  commissionSumsSchema,
  operatorBookingSchema,
  pagedResultSchema,
  plainPairSchema,
  ID_TOO_LARGE,
  MAX_ID,
} from '../../../contract';
import { todayUtc } from '../../../domain/dates';
import { currentScope, supplierFilter } from '../../auth/scope';
import { notFound } from '../../http/errors';
import { ResultCache, sendKept } from '../../http/result-cache';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { bookingOptions, findBookingInScope } from './list-repo';
import { bookingReadScope, readingScope } from './agent-scope';
import {
  listAgentBookings,
  listAgentCommissions,
  listOperatorBookings,
  toAgentBooking,
} from './list-service';
import { statusHistory } from './status-service';

const agentPage = pagedResultSchema(agentBookingSchema);
const commissionPage = agentPage.extend({ sums: commissionSumsSchema });
const operatorPage = pagedResultSchema(operatorBookingSchema).extend({
  sums: bookingSumsSchema,
  window: z.object({ from: z.string(), to: z.string() }),
});

export function bookingListRoutes(app: App, { db, writes, kept }: AppContext): void {
  // The plugin admits the 'groupBookings' area; the routes that sell narrow to 'agent'.
  const areaOf = (list: 'bookings' | 'commissions') => (list === 'bookings' ? 'groupBookings' : 'agent');
  // Agents reopen their list after every sale and operations keep the default window open all day;
  // a page is kept until the next write to what it shows: bookings, the names of their tours and offers,
  // agents, agencies, hotels and regions (see the arrivals list).
  const pages = new ResultCache<Buffer>(kept, writes, {
    name: 'bookings',
    reads: ['bookings', 'tours', 'directory'],
    maxAgeMs: 60_000,
  });

  for (const list of ['bookings', 'commissions'] as const) {
    app.get(`/agent/${list}`, {
      // Arrivals staff open a group's bookings from its status link: the bookings of arrivals groups only.
      config: { area: areaOf(list) },
      schema: {
        tags: ['bookings'],
        querystring: bookingQuerySchema,
        response: { 200: list === 'bookings' ? agentPage : commissionPage, ...errorResponses(400, 403, 404) },
      },
      handler: async (request, reply) => {
        const scope = currentScope(request);
        const { user } = scope;
        const key = [list, user.id, user.agencyId, user.isAgencyAdmin, user.roles, request.query];
        const read = list === 'bookings' ? listAgentBookings : listAgentCommissions;
        return sendKept(pages, request, reply, key, async () =>
          read(db, await readingScope(db, scope, request.query), request.query),
        );
      },
    });
    for (const kind of ['agents', 'hotels', 'offers'] as const) {
      app.get(`/agent/${kind}/${list}`, {
        config: { area: areaOf(list) },
        schema: { tags: ['bookings'], response: { 200: z.array(plainPairSchema), ...errorResponses(403) } },
        // Options come from the whole agency for an agency admin, else the agent's own bookings.
        handler: async (request) =>
          bookingOptions(db, await readingScope(db, currentScope(request), { showMy: false }), kind),
      });
    }
  }

  app.get('/agent/bookings/:id', {
    // The booking's page shows its documents: whoever may download them may open it (accounts too).
    config: { area: 'bookingDocuments' },
    schema: {
      tags: ['bookings'],
      params: z.object({
        id: z.coerce
          .number({ error: 'The booking number must be a number' })
          .int()
          .positive('The booking number must be a number')
          .max(MAX_ID, ID_TOO_LARGE),
      }),
      response: { 200: agentBookingDetailsSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      // Anyone of the agency may open its booking; another agency's is "not found", never "forbidden".
      const row = await findBookingInScope(db, bookingReadScope(currentScope(request)), request.params.id);
      if (!row) throw notFound('Booking not found');
      return { ...toAgentBooking(row), history: await statusHistory(db, row.id) };
    },
  });

  app.post('/bookings/operations', {
    config: { area: 'bookings', readOnly: true },
    schema: {
      tags: ['bookings'],
      body: bookingQuerySchema,
      response: { 200: operatorPage, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      const today = todayUtc();
      // As the arrivals list: keyed by the caller's reach, one page per supplier and one for the operator.
      const scope = supplierFilter(currentScope(request));
      const key = ['operations', scope, today, request.body];
      return sendKept(pages, request, reply, key, async () =>
        listOperatorBookings(db, scope, request.body, today),
      );
    },
  });
}
