import type { Db } from '../../db/database';

// The queries of held bookings (holds.ts): a hold row per held booking, until it is lifted or lapses.

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

/** Deletes the booking's hold if it is still live; false when there was none or it had lapsed. */
export async function deleteLiveHold(trx: Db, bookingId: number, now: Date): Promise<boolean> {
  const res = await trx
    .deleteFrom('bookingHolds')
    .where('bookingId', '=', bookingId)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Drops the hold of a booking, live or lapsed (a reseller releasing it, or the release of a lapse). */
export async function dropHold(trx: Db, bookingId: number): Promise<void> {
  await trx.deleteFrom('bookingHolds').where('bookingId', '=', bookingId).execute();
}

/** Held bookings past their expiry, oldest first: one booking, a slot group's day, or any. */
export function lapsedHolds(
  trx: Db,
  now: Date,
  only: { bookingId: number } | { groupId: number; date: string } | undefined,
  limit: number,
) {
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
  return q.orderBy('h.expiresAt').limit(limit).execute();
}
