import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { deleteLiveHold, dropHold, lapsedHolds } from './holds-repo';
import { cancelBySystem } from './status-service';

// Held bookings (docs/decisions.md "OCTO bookings"): a booking that takes its seats now and lapses at
// its hold's expiry unless the hold is lifted first. A lapsed hold is cancelled by the system like any
// booking (the transition table, seats given back, audited), so nothing else needs to know of holds.

/** Reason written in the audit entry of a hold that lapsed. */
export const HOLD_EXPIRED = 'hold expired';

/**
 * Lifts a live hold: the booking stands as an ordinary one. False when there was no hold or it had
 * lapsed (then the booking is released here and now, even before the sweep comes by).
 */
export async function liftHold(trx: Db, bookingId: number, now: Date): Promise<boolean> {
  if (await deleteLiveHold(trx, bookingId, now)) return true;
  await releaseExpiredHolds(trx, now, { bookingId });
  return false;
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
  const lapsed = await lapsedHolds(trx, now, only, limit);
  for (const booking of lapsed) {
    await cancelBySystem(trx, booking, HOLD_EXPIRED, now);
    await dropHold(trx, booking.id);
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
