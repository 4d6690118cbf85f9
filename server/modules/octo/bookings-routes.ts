import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { App } from '../../http/types';
import { loadBookingDocument } from '../../documents/booking-document';
import { voucherPdf } from '../../documents/booking-pdfs';
import { attachmentHeader } from '../../http/attachment';
import { findBookingInScope } from '../bookings/list-repo';
import {
  bookingListQuerySchema,
  cancelOctoBooking,
  cancellationBodySchema,
  confirmationBodySchema,
  confirmOctoBooking,
  extendBodySchema,
  extendOctoBooking,
  getOctoBooking,
  listOctoBookingsOf,
  reservationBodySchema,
  reserveOctoBooking,
  updateBodySchema,
  updateOctoBookingDetails,
  withContent,
} from './bookings-service';
import { OctoError } from './octo-errors';
import type { OctoCaller } from './service';

interface Shared {
  db: Db;
  callerOf(request: FastifyRequest): Promise<OctoCaller>;
  origin(request: FastifyRequest): string;
  headers: z.ZodType;
  errors: Record<number, z.ZodType>;
}

/** OCTO's Booking (@octocloud/types): described here, typed and checked in the service and tests. */
const octoBooking = z.object({}).catchall(z.unknown()).describe('OCTO Booking');
const uuidParams = z.object({ uuid: z.string().max(100) });
const writes = { writes: ['bookings'] } as const;

/**
 * OCTO bookings (issue 26 part 2): reserve, confirm, update, extend, cancel, get and list the key's
 * agency's bookings of the key's supplier. Each is an ordinary Caravan booking of the agency.
 */
export function octoBookingRoutes(app: App, { db, callerOf, origin, headers, errors }: Shared): void {
  app.post('/bookings', {
    config: writes,
    schema: {
      tags: ['octo'],
      description:
        "OCTO Booking Reservation: books the departure (availabilityId) for the unit items as an ordinary booking of the key's agency (capacity, contract prices, notice, stop-sell), status ON_HOLD until utcExpiresAt (expirationMinutes, default 30, at most 120, and at most the reservation time of the attraction-ticket types whose codes it takes); the seats are taken at once and given back if the hold lapses. Idempotent by uuid: the same uuid and body answers the same booking, another body is UNPROCESSABLE_ENTITY. Refusals: INVALID_PRODUCT_ID, INVALID_OPTION_ID, INVALID_AVAILABILITY_ID, INVALID_UNIT_ID, UNPROCESSABLE_ENTITY (sold out, closed, too late…), BAD_REQUEST.",
      headers,
      body: reservationBodySchema,
      response: { 200: octoBooking, ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      return withContent(db, caller, await reserveOctoBooking(db, caller, request.body, origin(request)));
    },
  });

  app.post('/bookings/:uuid/confirm', {
    config: writes,
    schema: {
      tags: ['octo'],
      description:
        'OCTO Booking Confirmation: the held booking stands (CONFIRMED, or PENDING for a ticket sold on request), its guest named by contact; resellerReference is kept as its voucher number. Confirming again answers the booking. A lapsed hold is INVALID_BOOKING_UUID (reserve again). Other unit items than reserved book the same departure anew with them (seats and price by the booking rules; refused: the hold stays as it was).',
      headers,
      params: uuidParams,
      body: confirmationBodySchema,
      response: { 200: octoBooking, ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      const { uuid } = request.params;
      return withContent(
        db,
        caller,
        await confirmOctoBooking(db, caller, uuid, request.body, origin(request)),
      );
    },
  });

  app.patch('/bookings/:uuid', {
    config: writes,
    schema: {
      tags: ['octo'],
      description:
        'OCTO Booking Update: resellerReference, notes, contact; and, of a booking ON_HOLD, productId, optionId, availabilityId, unitItems (booked anew by the booking rules, seats and price; a refusal leaves the hold as it was) and expirationMinutes. A confirmed booking keeps its departure and units: UNPROCESSABLE_ENTITY (cancel and book again).',
      headers,
      params: uuidParams,
      body: updateBodySchema,
      response: { 200: octoBooking, ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      const { uuid } = request.params;
      return withContent(
        db,
        caller,
        await updateOctoBookingDetails(db, caller, uuid, request.body, origin(request)),
      );
    },
  });

  app.post('/bookings/:uuid/extend', {
    config: writes,
    schema: {
      tags: ['octo'],
      description:
        'OCTO Extend Reservation: a booking ON_HOLD is held expirationMinutes from now (at most 120).',
      headers,
      params: uuidParams,
      body: extendBodySchema,
      response: { 200: octoBooking, ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      const { uuid } = request.params;
      return withContent(
        db,
        caller,
        await extendOctoBooking(db, caller, uuid, request.body.expirationMinutes, origin(request)),
      );
    },
  });

  const cancel = async (request: FastifyRequest<{ Params: { uuid: string }; Body?: unknown }>) => {
    const body = cancellationBodySchema.safeParse(request.body ?? {});
    const reason = body.success ? (body.data.reason ?? null) : null;
    const caller = await callerOf(request);
    return withContent(
      db,
      caller,
      await cancelOctoBooking(db, caller, request.params.uuid, reason, origin(request)),
    );
  };
  const cancelDescription =
    "OCTO Booking Cancellation: a hold is released (seats back at once); a confirmed booking is cancelled as the agency's agents cancel it, refunded by the ticket's cancellation policy (cancellation.refund FULL, PARTIAL or NONE). A cancelled or expired booking is answered as it is.";
  app.post('/bookings/:uuid/cancel', {
    config: writes,
    schema: {
      tags: ['octo'],
      description: cancelDescription,
      headers,
      params: uuidParams,
      response: { 200: octoBooking, ...errors },
    },
    handler: cancel,
  });
  app.delete('/bookings/:uuid', {
    config: writes,
    schema: {
      tags: ['octo'],
      description: `${cancelDescription} (OCTO before 1.0 cancelled with DELETE.)`,
      headers,
      params: uuidParams,
      response: { 200: octoBooking, ...errors },
    },
    handler: cancel,
  });

  app.get('/bookings/:uuid', {
    schema: {
      tags: ['octo'],
      description:
        "OCTO Get Booking: one of the key's agency's bookings by its uuid (INVALID_BOOKING_UUID otherwise).",
      headers,
      params: uuidParams,
      response: { 200: octoBooking, ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      return withContent(db, caller, await getOctoBooking(db, caller, request.params.uuid, origin(request)));
    },
  });

  app.get('/bookings', {
    schema: {
      tags: ['octo'],
      description:
        "OCTO Get Bookings: the key's agency's bookings of the key's supplier by resellerReference, supplierReference (Caravan's booking number), localDate, or localDateStart and localDateEnd (the departure's date; one is required), narrowed by productId and optionId; newest first, at most 500.",
      headers,
      querystring: bookingListQuerySchema,
      response: { 200: z.array(octoBooking), ...errors },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      return withContent(db, caller, await listOctoBookingsOf(db, caller, request.query, origin(request)));
    },
  });

  app.get('/bookings/:uuid/voucher', {
    schema: {
      tags: ['octo'],
      description:
        "The voucher (PDF) of a confirmed booking: the URL a Booking's voucher.deliveryOptions names, fetched with the same API key.",
      headers,
      params: uuidParams,
      response: { 200: z.any().describe('application/pdf'), ...errors },
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const booking = await getOctoBooking(db, caller, request.params.uuid, origin(request));
      const row = booking.voucher
        ? await findBookingInScope(db, { agencyId: caller.agencyId }, Number(booking.id))
        : undefined;
      if (!row) throw new OctoError(400, 'UNPROCESSABLE_ENTITY', 'Only a confirmed booking has a voucher');
      const doc = await loadBookingDocument(db, row);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(`voucher-${row.id}.pdf`))
        .send(Buffer.from(await voucherPdf(doc, 'en')));
    },
  });
}
