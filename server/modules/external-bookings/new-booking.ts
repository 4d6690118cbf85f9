import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreatedBooking, ParsedNewBooking } from '../../../contract';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { runIdempotent, type StoredAnswer } from '../../http/idempotency';
import { releaseSeats } from '../bookings/status-service';
import { returnCodes } from '../ticket-stock/repo';
import { confirmWithProvider, releaseHolds, reserveWithProvider } from './booking-service';
import { providerMissing } from './failures';
import type { ProviderConnector } from './octo-port';
import type { GuestContact } from './plan';
import { keptPlanSource } from './plan-source';
import {
  arrivalContactOf,
  bookingWithClientRefExists,
  deleteBooking,
  deleteIdempotencyKey,
  deleteTicketsOfBooking,
  externalSlotOf,
  findBookingSeats,
  recordReservations,
} from './repo';

type Write = (trx: Db) => Promise<StoredAnswer<CreatedBooking>>;

/**
 * A new booking, with the provider's tickets when its slot is mapped to one. The provider is never
 * asked inside a database transaction (a provider answering in 5 s would hold the booking's locks, and
 * on SQLite every other write, for 5 s):
 *   1. reserve with the provider (its product and the day's availability id from the answers kept in
 *      the database, plan-source.ts; then the hold);
 *   2. the booking's own transaction writes the booking and the provider's booking uuid;
 *   3. after the commit, confirm with the provider and store its references and ticket codes.
 * A failure at 1 leaves nothing; at 2 releases the hold; at 3 undoes the booking and releases or
 * cancels the holds, so no booking is half made. The agent gets 502 with a typed reason (failures.ts).
 */
export async function createBookingWithProvider(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  b: ParsedNewBooking,
  connect: ProviderConnector,
  write: Write,
): Promise<CreatedBooking> {
  const external = await externalSlotOf(db, b.offerId, b.timeSlotId);
  // A booking the device already made (a replay after a lost answer) is answered from the database
  // (runIdempotent and the clientRef); asking the provider again would hold tickets for nobody.
  if (!external || (await alreadyMade(db, b.clientRef))) return runIdempotent(db, request, reply, write);

  const link = await connect(external.supplierId, external.mapping.providerId);
  if (!link) throw providerMissing('reserve');
  const arrival = b.arrivalId ? await arrivalContactOf(db, b.arrivalId) : null;
  const guest: GuestContact = {
    fullName: b.guestName,
    phoneNumber: b.phones || null,
    emailAddress: b.guestEmail || arrival?.email || null,
    country: arrival?.country ?? null,
  };
  const holds = await reserveWithProvider(
    link,
    external.mapping,
    {
      date: b.date,
      startMinutes: b.startTime ?? external.startMinutes,
      party: { adults: b.adults, children: b.children ?? 0, infants: b.infants ?? 0 },
      clientRef: b.clientRef,
      contact: guest,
    },
    keptPlanSource(db, link),
  );

  const made: { id: number | null } = { id: null };
  let answer: CreatedBooking;
  try {
    answer = await runIdempotent(db, request, reply, async (trx) => {
      const result = await write(trx);
      if (result.status === 201) {
        await recordReservations(trx, result.body.id, external.mapping, holds);
        made.id = result.body.id;
      }
      return result;
    });
  } catch (err) {
    await releaseHolds(link.client, holds, (m) => request.log.warn(m));
    throw err;
  }
  // The same booking made by an earlier send (under another key): its own holds are the ones kept.
  if (made.id === null) {
    await releaseHolds(link.client, holds, (m) => request.log.warn(m));
    return answer;
  }
  const bookingId = made.id;
  try {
    await confirmWithProvider(db, link, external.mapping, bookingId, holds, {
      guest,
      reference: `${external.mapping.referencePrefix ?? ''}${bookingId}`,
    });
  } catch (err) {
    await undoBooking(db, bookingId, user.id, request.headers['idempotency-key']);
    throw err;
  }
  return answer;
}

async function alreadyMade(db: Db, clientRef: string): Promise<boolean> {
  return bookingWithClientRefExists(db, clientRef);
}

/**
 * The provider did not confirm: the booking, its seats, its provider rows and its idempotency key go,
 * so the agent's retry (or the outbox's) makes it afresh. Nobody was told about the booking yet: its
 * creation was not answered.
 */
async function undoBooking(
  db: Db,
  bookingId: number,
  userId: number,
  key: string | string[] | undefined,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const booking = await findBookingSeats(trx, bookingId);
    await deleteTicketsOfBooking(trx, bookingId);
    if (typeof key === 'string') await deleteIdempotencyKey(trx, userId, key);
    if (booking) {
      await releaseSeats(trx, booking);
      await returnCodes(trx, bookingId);
      await deleteBooking(trx, bookingId);
    }
  });
}
