import {
  checkInRequestSchema,
  checkInResultSchema,
  dayManifestSchema,
  dayParamsSchema,
} from '../../../contract';
import { currentScope } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { dayManifest, markBooking } from './service';

/**
 * A guide's or driver's day (issue 25 items 4–6): a slot-day's manifest and its check-ins, no-shows
 * and cash. Operations and the supplier's admin, guides and drivers (the 'dayManifest' area; which
 * slot-days: domain/day-access.ts).
 */
export function dayRoutes(app: App, { db }: AppContext): void {
  app.get('/:timeSlotId/:date', {
    schema: {
      tags: ['day'],
      description:
        "A slot-day's manifest: pick-ups in the order of their window, then guests without pick-up, each with its voucher's clientRef, the amounts to collect (USD, AED) and its check-in; the slot-day's cancelled bookings; the supplier's time zone.",
      params: dayParamsSchema,
      response: { 200: dayManifestSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => dayManifest(db, currentScope(request), request.params),
  });

  app.post('/:timeSlotId/:date/checkins', {
    config: { writes: ['bookings'] },
    schema: {
      tags: ['day'],
      description:
        "Records a booking's check-in (action checkIn), no-show (noShow) or cash collected (cash, with amount and currency). `code`: the scanned voucher or ticket code, checked against the booking. 409 reason already_checked_in or cash_recorded names who and when (by, at); 422 other_slot_day, booking_cancelled; 404 unknown_booking, unknown_code. The same user recording the same thing again answers 200 with alreadyDone. Accepts Idempotency-Key.",
      params: dayParamsSchema,
      body: checkInRequestSchema,
      response: { 200: checkInResultSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, (trx) =>
        markBooking(trx, currentScope(request), request.params, request.body),
      ),
  });
}
