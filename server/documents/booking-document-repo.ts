// What a booking's documents read beside the booking's row: its slot's name, its supplier, its agency
// and its offer's notes to clients.
import type { Db } from '../db/database';

/** The time slot's name; undefined for an unknown slot. */
export async function findSlotName(db: Db, slotId: number): Promise<string | undefined> {
  const row = await db.selectFrom('timeSlots').select('name').where('id', '=', slotId).executeTakeFirst();
  return row?.name;
}

/** The supplier's row (it must exist: a booking names it). */
export function findSupplier(db: Db, supplierId: number) {
  return db.selectFrom('suppliers').selectAll().where('id', '=', supplierId).executeTakeFirstOrThrow();
}

/** The agency's name and contact (it must exist: a booking names it). */
export function findAgencyContact(db: Db, agencyId: number) {
  return db
    .selectFrom('agencies')
    .select(['name', 'email', 'phone'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
}

/** The offer's and its tour's notes to clients after booking. */
export function findOfferNotes(db: Db, offerId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['o.notesToClientsPostBooking as offerNotes', 't.notesToClientsPostBooking as tourNotes'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}
