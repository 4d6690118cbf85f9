import { BookingStatus } from '../../../contract';
import { checkTransition } from '../../../domain/booking-transitions';
import { localDateOf } from '../../../domain/local-time';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import type { BookingScope } from '../bookings/list-repo';
import { isProviderError } from '../../integrations/octo/errors';
import { BookingStatus as OctoBookingStatus } from '../../integrations/octo/types';
import { isFinalRefusal, providerFailure } from './failures';
import type { ProviderConnector } from './octo-port';
import { findBookingToCancel, markTickets, ticketsOfBooking } from './repo';

/**
 * Before a booking is cancelled: cancel its tickets with the provider, outside any transaction. The
 * provider goes first (docs/decisions.md "External bookings"): when it refuses or does not answer, the
 * booking stays as it is and the caller gets 502 with the reason, so the two never disagree about a
 * ticket that is still valid; the cancel can simply be tried again. A cancel that the status rules will
 * refuse (already cancelled, completed, not the caller's) does not reach the provider: the status
 * change answers it as before, and a replayed cancel finds nothing left to cancel.
 */
export async function cancelWithProvider(
  db: Db,
  connect: ProviderConnector,
  user: AuthUser,
  scope: BookingScope,
  bookingId: number,
  now = new Date(),
): Promise<void> {
  const booking = await findBookingToCancel(db, scope, bookingId);
  if (!booking || booking.status === BookingStatus.Cancelled) return;
  if (!checkTransition('cancel', booking, user.roles, localDateOf(now, booking.timeZone)).ok) return;

  const live = (await ticketsOfBooking(db, bookingId)).filter(
    (t) => t.status === 'reserved' || t.status === 'confirmed',
  );
  for (const tickets of live) {
    const link = await connect(booking.supplierId, tickets.providerId);
    if (!link) {
      // The provider was removed from the supplier's settings: nobody can be told any more. The booking
      // is still cancelled here; the row says the provider was not (for the supplier to settle).
      await writeTransaction(db, (trx) =>
        markTickets(trx, bookingId, tickets.part, {
          status: 'cancel_failed',
          lastError: 'The provider is no longer set up; its tickets were not cancelled there',
        }),
      );
      continue;
    }
    try {
      await link.client.cancel(tickets.uuid, `Cancelled in Caravan by ${user.fullName}`);
    } catch (err) {
      // An unclear answer (lost, late, unreadable) may hide a cancel the supplier made: read it back
      // (GET /bookings/{uuid}, issue 26 item 4) and go on when it is cancelled there.
      const unclear = isProviderError(err) && !isFinalRefusal(err, 'cancel');
      const now = unclear ? await link.client.booking(tickets.uuid).catch(() => null) : null;
      if (now?.status === OctoBookingStatus.CANCELLED) {
        await writeTransaction(db, (trx) =>
          markTickets(trx, bookingId, tickets.part, { status: 'cancelled', lastError: null }),
        );
        continue;
      }
      await writeTransaction(db, (trx) =>
        markTickets(trx, bookingId, tickets.part, {
          status: tickets.status,
          lastError: err instanceof Error ? err.message : String(err),
        }),
      );
      throw providerFailure(err, 'cancel', link.name);
    }
    await writeTransaction(db, (trx) =>
      markTickets(trx, bookingId, tickets.part, { status: 'cancelled', lastError: null }),
    );
  }
}
