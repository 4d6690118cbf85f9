import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BookingStatus, ID_TOO_LARGE, MAX_ID } from '../../../contract';
import { currentScope } from '../../auth/scope';
import { loadBookingDocument } from '../../documents/booking-document';
import { invoicePdf, ticketsPdf, voucherPdf } from '../../documents/booking-pdfs';
import { attachmentHeader } from '../../http/attachment';
import { AppError, notFound } from '../../http/errors';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { bookingReadScope } from './agent-scope';
import { findBookingInScope } from './list-repo';
import { toAgentBooking } from './list-service';

const idParam = (name: string) =>
  z.object({
    [name]: z.coerce
      .number({ error: 'The booking number must be a number' })
      .int()
      .positive('The booking number must be a number')
      .max(MAX_ID, ID_TOO_LARGE),
  });
const pdf = z.any().describe('application/pdf');

export function bookingDocumentRoutes(app: App, { db }: AppContext): void {
  // Sales staff book on behalf of agencies (agent-scope.ts), so they hand out the documents too: the
  // plugin's 'bookingDocuments' area. The plugin has no prefix: two paths lie outside /api.
  // A cancelled booking takes no one anywhere: no voucher, no tickets (its invoice shows the cancellation).
  const refuseCancelled = (status: number, what: 'voucher' | 'tickets') => {
    if (status === BookingStatus.Cancelled) {
      const message =
        what === 'voucher'
          ? 'This booking is cancelled: it has no voucher'
          : 'This booking is cancelled: it has no tickets';
      throw new AppError('business_rule', message, { title: 'Booking cancelled' });
    }
  };
  const load = async (request: FastifyRequest, id: number) => {
    const booking = await findBookingInScope(db, bookingReadScope(currentScope(request)), id);
    if (!booking) throw notFound('Booking not found');
    return loadBookingDocument(db, booking);
  };

  // Opened as links (not calls), so these are authenticated by the AuthToken cookie.
  app.get('/bookings/download/invoice/:id', {
    schema: {
      tags: ['documents'],
      params: idParam('id'),
      response: { 200: pdf, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const doc = await load(request, request.params.id as number);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(`invoice-${doc.booking.id}.pdf`))
        .send(Buffer.from(await invoicePdf(doc)));
    },
  });

  app.get('/bookings/download/voucher/:id', {
    schema: {
      tags: ['documents'],
      params: idParam('id'),
      querystring: z.object({
        lang: z.enum(['en', 'ru'], { error: 'lang must be en or ru' }).optional().default('en'),
      }),
      response: { 200: pdf, ...errorResponses(400, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const doc = await load(request, request.params.id as number);
      refuseCancelled(doc.booking.status, 'voucher');
      const lang = request.query.lang;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(`voucher-${doc.booking.id}-${lang}.pdf`))
        .send(Buffer.from(await voucherPdf(doc, lang)));
    },
  });

  app.get('/api/agent/bookings/downloadtickets/:bookingId', {
    schema: {
      tags: ['documents'],
      params: idParam('bookingId'),
      response: { 200: pdf, ...errorResponses(400, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const doc = await load(request, request.params.bookingId as number);
      refuseCancelled(doc.booking.status, 'tickets');
      if (!toAgentBooking(doc.booking).canDownloadTickets) {
        throw new AppError('business_rule', 'This booking has no tickets to download', {
          title: 'No tickets for this booking',
        });
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(`tickets-${doc.booking.id}.pdf`))
        .send(Buffer.from(await ticketsPdf(doc)));
    },
  });
}
