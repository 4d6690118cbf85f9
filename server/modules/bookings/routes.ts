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
  ticketAvailabilityQuerySchema,
  ticketAvailabilitySchema,
  ticketTermsQuerySchema,
  ticketTermsSchema,
} from '../../../contract';
import { bookingRoleOf } from '../../../domain/booking-access';
import { notFound } from '../../http/errors';
import { customersInHouse, groupContact } from '../arrivals/in-house-repo';
import { SaleList } from '../catalogue/sale-list';
import { offerPrices } from '../catalogue/sales-view';
import { hotelsForNewBooking } from '../geography/repo';
import { currentUser } from '../../auth/guard';
import { sendKeptGzipBytes } from '../../http/kept-gzip';
import { ResultCache } from '../../http/result-cache';
import { todayUtc } from '../../../domain/dates';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { currentScope } from '../../auth/scope';
import { sellingAgency } from './agent-scope';
import { createBooking } from './create-booking';
import { providerConnector } from '../external-bookings/connect';
import { createBookingWithProvider } from '../external-bookings/new-booking';
import { ticketAvailability, ticketTerms } from '../external-bookings/terms';
import { agenciesForNewBooking } from './new-booking-repo';

export function bookingRoutes(app: App, ctx: AppContext): void {
  const { db, kept, writes } = ctx;
  const connect = providerConnector(ctx);
  // Agents sell for their agency; operations, admins and sales staff on behalf of the agency they name
  // (the plugin's 'agent' area).
  const agencyOf = (request: Parameters<typeof currentUser>[0], agencyId: number | undefined) =>
    sellingAgency(db, currentScope(request), agencyId);

  app.get('/agencies/fornewbooking', {
    schema: {
      tags: ['new booking'],
      description: 'The agencies the caller may book for: an agent their own, operator staff every agency.',
      response: { 200: z.array(plainPairSchema), ...errorResponses(403) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return agenciesForNewBooking(
        db,
        bookingRoleOf(currentScope(request)) === 'agent' ? user.agencyId : null,
      );
    },
  });

  const toursForSale = new ResultCache<Buffer>(kept, writes, {
    name: 'toursForNewBooking',
    reads: ['tours', 'catalogue'],
    maxAgeMs: 60_000,
  });
  // Kept per tour: after a catalogue write only the tours it changed are computed again.
  const saleList = new SaleList(db);
  app.get('/tours/fornewbooking', {
    schema: {
      tags: ['new booking'],
      response: { 200: z.array(newBookingTourSchema), ...errorResponses(403) },
    },
    handler: async (request, reply) => {
      // Every agent of every agency opens the same list before each booking, while the catalogue changes
      // a few times a day: the serialized list is kept until a write to tours or the rest of the
      // catalogue (periods, slots, cities) moves their marks, on any instance (kept-lists tests).
      const today = todayUtc();
      // At a large catalogue the list is megabytes of JSON that repeats itself: kept and sent gzipped.
      // SaleList writes it as the response schema would (newBookingTourSchema, encoded), tour by tour,
      // and gzips it in pieces of about 32 tours: a write costs its tours and their pieces.
      return sendKeptGzipBytes(toursForSale, request, reply, ['fornewbooking', today], () =>
        saleList.gzip(today),
      );
    },
  });

  app.get('/ticketterms', {
    schema: {
      tags: ['new booking'],
      description:
        "What the slot's ticket provider asks of a booking (contact fields, a child on an adult ticket, party limits, its start time and time zone); null when the slot sells no provider's tickets. 502 when the provider fails.",
      querystring: ticketTermsQuerySchema,
      response: { 200: ticketTermsSchema.nullable(), ...errorResponses(400, 403, 502) },
    },
    handler: async (request) =>
      ticketTerms(db, connect, request.query.offerId, request.query.timeSlotId, request.query.date),
  });

  app.get('/ticketavailability', {
    schema: {
      tags: ['new booking'],
      description:
        "What the slot's ticket provider has left while the agent chooses: the option's closed and sold-out days from `from` (14 days, its availability calendar) and the slot's departure on `date` with its vacancies; null when the slot sells no provider's tickets. Hints: what the provider does not answer is left out.",
      querystring: ticketAvailabilityQuerySchema,
      response: { 200: ticketAvailabilitySchema.nullable(), ...errorResponses(400, 403) },
    },
    handler: async (request) => {
      const { offerId, timeSlotId, from, date } = request.query;
      return ticketAvailability(db, connect, offerId, timeSlotId, from, date);
    },
  });

  app.get('/hotels/fornewbooking', {
    schema: { tags: ['new booking'], response: { 200: z.array(bookingHotelSchema), ...errorResponses(403) } },
    handler: async () => hotelsForNewBooking(db),
  });

  app.get('/offers/price', {
    schema: {
      tags: ['new booking'],
      querystring: priceQuerySchema,
      response: { 200: z.array(offerPriceLineSchema), ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      // An agent is priced by their agency's contract; staff by the contract of the agency they name.
      const agent = bookingRoleOf(currentScope(request)) === 'agent';
      const agencyId =
        agent || request.query.agencyId != null ? await agencyOf(request, request.query.agencyId) : null;
      return offerPrices(db, request.query.tourId, request.query.date, agencyId);
    },
  });

  app.get('/customers/inHouse', {
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

  app.get('/customers/groupInfo', {
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

  app.post('/bookings', {
    config: { writes: ['bookings'] },
    schema: {
      tags: ['bookings'],
      description:
        'Creates a booking; the server recomputes prices and takes seats. Accepts Idempotency-Key; clientRef makes it unique. On a slot mapped to a ticket provider (OCTO) it reserves there before and confirms after its own transaction; 502 (reason provider_timeout | provider_unreachable | provider_refused | provider_bad_answer) when the provider fails, with nothing kept; 503 (provider_not_configured). A ticket that requires attraction tickets takes one code per guest of each ticket type of its kind from stock in the same transaction; 422 (reason out_of_stock, ticketType, left) when too few codes are valid on the date, before any seat is taken.',
      body: newBookingSchema,
      response: {
        200: createdBookingSchema,
        201: createdBookingSchema,
        ...errorResponses(400, 403, 404, 409, 422, 502, 503),
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      // A slot mapped to a ticket provider reserves there first and confirms after the commit.
      return createBookingWithProvider(db, request, reply, user, request.body, connect, (trx) =>
        createBooking(trx, currentScope(request), request.body),
      );
    },
  });
}
