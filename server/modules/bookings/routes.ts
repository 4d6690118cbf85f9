import { z } from 'zod';
import {
  bookingHotelSchema,
  createdBookingSchema,
  customerInHouseSchema,
  groupInfoQuerySchema,
  inHouseQuerySchema,
  newBookingSchema,
  newBookingTourSchema,
  offerPriceLineSchema,
  priceQuerySchema,
} from '../../../contract';
import { forbidden, notFound } from '../../http/errors';
import { customersInHouse, groupContact, hotelsForNewBooking, offerPrices, toursForNewBooking } from './catalogue-repo';
import { currentUser, requireRoles } from '../../auth/guard';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { createBooking } from './create-booking';

export function bookingRoutes(app: App, { db }: AppContext): void {
  const agentOnly = requireRoles('agent');
  const agencyOf = (request: Parameters<typeof currentUser>[0]) => {
    const agencyId = currentUser(request).agencyId;
    if (agencyId == null) throw forbidden('Only agency staff can sell');
    return agencyId;
  };

  app.get('/api/agent/tours/fornewbooking', {
    preHandler: agentOnly,
    schema: { tags: ['new booking'], response: { 200: z.array(newBookingTourSchema), ...errorResponses(403) } },
    handler: async () => toursForNewBooking(db),
  });

  app.get('/api/agent/hotels/fornewbooking', {
    preHandler: agentOnly,
    schema: { tags: ['new booking'], response: { 200: z.array(bookingHotelSchema), ...errorResponses(403) } },
    handler: async () => hotelsForNewBooking(db),
  });

  app.get('/api/agent/offers/price', {
    preHandler: agentOnly,
    schema: { tags: ['new booking'], querystring: priceQuerySchema, response: { 200: z.array(offerPriceLineSchema), ...errorResponses(400, 403) } },
    handler: async (request) => offerPrices(db, request.query.tourId, request.query.date),
  });

  app.get('/api/agent/customers/inHouse', {
    preHandler: agentOnly,
    schema: { tags: ['new booking'], querystring: inHouseQuerySchema, response: { 200: z.array(customerInHouseSchema), ...errorResponses(400, 403) } },
    handler: async (request) => customersInHouse(db, agencyOf(request), request.query.hotelId, request.query.date),
  });

  app.get('/api/agent/customers/groupInfo', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      querystring: groupInfoQuerySchema,
      response: { 200: z.object({ roomNumber: z.string().nullable(), phoneNumbers: z.string().nullable() }), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const contact = await groupContact(db, agencyOf(request), request.query.hotelId, request.query.groupInfoId);
      if (!contact) throw notFound('Group not found');
      return contact;
    },
  });

  app.post('/api/agent/bookings', {
    preHandler: agentOnly,
    config: { writes: ['bookings'] },
    schema: {
      tags: ['bookings'],
      description: 'Creates a booking; the server recomputes prices and takes seats. Accepts Idempotency-Key; clientRef makes it unique.',
      body: newBookingSchema,
      response: { 200: createdBookingSchema, 201: createdBookingSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return runIdempotent(db, request, reply, (trx) => createBooking(trx, user, request.body));
    },
  });
}
