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
  plainPairSchema,
  priceQuerySchema,
} from '../../../contract';
import { bookingRoleOf } from '../../../domain/booking-access';
import { notFound } from '../../http/errors';
import { customersInHouse, groupContact } from '../arrivals/in-house';
import { offerPrices, toursForNewBooking } from '../catalogue/sales-view';
import { hotelsForNewBooking } from '../geography/repo';
import { currentUser, requireRoles } from '../../auth/guard';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { SELLING_ROLES, sellingAgency } from './agent-scope';
import { createBooking } from './create-booking';
import { agenciesForNewBooking } from './new-booking-repo';

export function bookingRoutes(app: App, { db }: AppContext): void {
  // Agents sell for their agency; operations, admins and sales staff on behalf of the agency they name.
  const agentOnly = requireRoles(...SELLING_ROLES);
  const agencyOf = (request: Parameters<typeof currentUser>[0], agencyId: number | undefined) =>
    sellingAgency(db, currentUser(request), agencyId);

  app.get('/api/agent/agencies/fornewbooking', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      description: 'The agencies the caller may book for: an agent their own, operator staff every agency.',
      response: { 200: z.array(plainPairSchema), ...errorResponses(403) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return agenciesForNewBooking(
        db,
        bookingRoleOf(user.roles, user.agencyId) === 'agent' ? user.agencyId : null,
      );
    },
  });

  app.get('/api/agent/tours/fornewbooking', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      response: { 200: z.array(newBookingTourSchema), ...errorResponses(403) },
    },
    handler: async () => toursForNewBooking(db),
  });

  app.get('/api/agent/hotels/fornewbooking', {
    preHandler: agentOnly,
    schema: { tags: ['new booking'], response: { 200: z.array(bookingHotelSchema), ...errorResponses(403) } },
    handler: async () => hotelsForNewBooking(db),
  });

  app.get('/api/agent/offers/price', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      querystring: priceQuerySchema,
      response: { 200: z.array(offerPriceLineSchema), ...errorResponses(400, 403) },
    },
    handler: async (request) => offerPrices(db, request.query.tourId, request.query.date),
  });

  app.get('/api/agent/customers/inHouse', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      querystring: inHouseQuerySchema,
      response: { 200: z.array(customerInHouseSchema), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      customersInHouse(
        db,
        await agencyOf(request, request.query.agencyId),
        request.query.hotelId,
        request.query.date,
      ),
  });

  app.get('/api/agent/customers/groupInfo', {
    preHandler: agentOnly,
    schema: {
      tags: ['new booking'],
      querystring: groupInfoQuerySchema,
      response: {
        200: z.object({ roomNumber: z.string().nullable(), phoneNumbers: z.string().nullable() }),
        ...errorResponses(400, 403, 404),
      },
    },
    handler: async (request) => {
      const contact = await groupContact(
        db,
        await agencyOf(request, request.query.agencyId),
        request.query.hotelId,
        request.query.groupInfoId,
      );
      if (!contact) throw notFound('Group not found');
      return contact;
    },
  });

  app.post('/api/agent/bookings', {
    preHandler: agentOnly,
    config: { writes: ['bookings'] },
    schema: {
      tags: ['bookings'],
      description:
        'Creates a booking; the server recomputes prices and takes seats. Accepts Idempotency-Key; clientRef makes it unique.',
      body: newBookingSchema,
      response: {
        200: createdBookingSchema,
        201: createdBookingSchema,
        ...errorResponses(400, 403, 404, 409, 422),
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return runIdempotent(db, request, reply, (trx) => createBooking(trx, user, request.body));
    },
  });
}
