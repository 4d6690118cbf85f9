import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';

// The capacity lock (docs/decisions.md "A capacity save and the bookings it races"): a slot's capacity
// lives on its group and slot rows and is copied into each date's seat row (slotSeats) when that row is
// made. A save that changes it holds the group row FOR UPDATE; a booking reads the capacity (and which
// unit its seats count against) under FOR KEY SHARE of that row, in its own transaction, just before it
// takes seats. So no booking takes seats against a capacity read before a save commits, and a save sees
// every seat row of the bookings before it. SQLite has one writer: its transactions never interleave.

const isPostgres = (db: Db) => dialectOf(db) === 'postgres';

/** A group within the caller's reach, locked against bookings' capacity reads until the transaction ends. */
export function findGroupForCapacityChange(db: Db, suppliers: SupplierFilter, id: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('timeSlotGroups')
    .selectAll()
    .where('id', '=', id)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * What a booking of the slot sells against, read afresh after taking a share lock of its group (which
 * waits for a capacity save holding it): the group's flag, the slot's and the group's capacity. Two
 * statements on purpose: on PostgreSQL a statement that waited for a lock still reads the rows it did
 * not lock as its snapshot had them (a slot's capacity is on the slot row), while the next statement
 * sees everything the save committed.
 */
export async function capacityForSale(db: Db, slot: { id: number; groupId: number }) {
  if (isPostgres(db))
    await db.selectFrom('timeSlotGroups').select('id').where('id', '=', slot.groupId).forKeyShare().execute();
  return db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 's.capacity', 'g.capacity as groupCapacity', 'g.isTimeSlotsIndependant'])
    .where('s.id', '=', slot.id)
    .executeTakeFirstOrThrow();
}

/**
 * Moves the capacity of the units' seat rows from `today` on, in one write that locks them, and answers
 * the seats each has sold as of that write: the caller refuses (rolling the move back) when any is above.
 */
export function moveSeatCapacity(
  db: Db,
  groupId: number,
  unitIds: number[],
  capacity: number,
  today: string,
) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .updateTable('slotSeats')
    .set({ capacity })
    .where('groupId', '=', groupId)
    .where('timeSlotId', 'in', unitIds)
    .where('date', '>=', today)
    .returning(['timeSlotId', 'date', 'booked'])
    .execute();
}
