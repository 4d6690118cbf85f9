import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { cancelBySystem } from './status-service';

// Held bookings (docs/decisions.md "OCTO bookings"): a booking that takes its seats now and lapses at
// its hold's expiry unless the hold is lifted first. A lapsed hold is cancelled by the system like any
// booking (the transition table, seats given back, audited), so nothing else needs to know of holds.

/** Reason written in the audit entry of a hold that lapsed. */
export const HOLD_EXPIRED = 'hold expired';

/** Holds the booking until `expiresAt` (ISO, UTC), in the transaction that made it. */
export async function placeHold(trx: Db, bookingId: number, expiresAt: string): Promise<void> {
  await trx.insertInto('bookingHolds').values({ bookingId, expiresAt }).execute();
}

/** Moves a live hold's expiry (OCTO's extend); false when the hold is gone or already lapsed. */
export async function extendHold(trx: Db, bookingId: number, expiresAt: string, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('bookingHolds')
    .set({ expiresAt })
    .where('bookingId', '=', bookingId)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Lifts a live hold: the booking stands as an ordinary one. False when there was no hold or it had
 * lapsed (then the booking is released here and now, even before the sweep comes by).
 */
export async function liftHold(trx: Db, bookingId: number, now: Date): Promise<boolean> {
  const res = await trx
    .deleteFrom('bookingHolds')
    .where('bookingId', '=', bookingId)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 1) return true;
  await releaseExpiredHolds(trx, now, { bookingId });
  return false;
}

/** Drops the hold of a booking being cancelled on purpose (a reseller releasing its reservation). */
export async function dropHold(trx: Db, bookingId: number): Promise<void> {
  await trx.deleteFrom('bookingHolds').where('bookingId', '=', bookingId).execute();
}

/**
 * Releases holds past their expiry: each booking is cancelled by the system (full refund, seats back)
 * and its hold row removed. Narrowed to one booking, or to the bookings of a slot group's day — what a
 * new booking of that day runs first, so a lapsed hold never counts against capacity, whether or not
 * the periodic sweep has come by. Answers how many it released.
 */
export async function releaseExpiredHolds(
  trx: Db,
  now: Date,
  only?: { bookingId: number } | { groupId: number; date: string },
  limit = 200,
): Promise<number> {
  let q = trx
    .selectFrom('bookingHolds as h')
    .innerJoin('bookings as b', 'b.id', 'h.bookingId')
    .select(['b.id', 'b.timeSlotId', 'b.date', 'b.numAdults', 'b.numChildren', 'b.numInfants'])
    .where('h.expiresAt', '<=', now.toISOString());
  if (only && 'bookingId' in only) q = q.where('h.bookingId', '=', only.bookingId);
  if (only && 'groupId' in only)
    q = q
      .innerJoin('timeSlots as s', 's.id', 'b.timeSlotId')
      .where('s.groupId', '=', only.groupId)
      .where('b.date', '=', only.date);
  const lapsed = await q.orderBy('h.expiresAt').limit(limit).execute();
  for (const booking of lapsed) {
    await cancelBySystem(trx, booking, HOLD_EXPIRED, now);
    await trx.deleteFrom('bookingHolds').where('bookingId', '=', booking.id).execute();
  }
  return lapsed.length;
}

/** How often each API instance releases lapsed holds, so the chart and lists show their seats free. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/**
 * One round of the periodic sweep: every lapsed hold released, in batches of one short transaction
 * each. Concurrent sweeps (other instances) are harmless: a booking is cancelled by one conditional
 * move, the others find it moved. Answers how many it released.
 */
export async function sweepLapsedHolds(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await writeTransaction(db, (trx) => releaseExpiredHolds(trx, now, undefined, 50));
    total += released;
    if (released < 50) return total;
  }
}
