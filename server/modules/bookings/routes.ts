import { createdBookingSchema, newBookingSchema } from '../../../contract';
import { currentUser, requireRoles } from '../../auth/guard';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { createBooking } from './create-booking';

export function bookingRoutes(app: App, { db }: AppContext): void {
  app.post('/api/agent/bookings', {
    preHandler: requireRoles('agent'),
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
