// The queries of a booking's status change (status-service.ts): the booking in scope, its conditional
// move, the seats a cancel gives back, and the audit entries its history is read from.
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';
import type { BookingScope } from './list-repo';

/** What decides which seat row a booking's slot counts its seats in; undefined for an unknown slot. */
export function findSlotOfSeats(db: Db, slotId: number) {
  return db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 's.type', 's.groupId', 'g.isTimeSlotsIndependant'])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}

/** Gives `seats` back to the seat row of the group, slot and day, never below 0 (then nothing moves). */
export async function giveBackSeats(
  db: Db,
  unit: { groupId: number; timeSlotId: number; date: string },
  seats: number,
): Promise<void> {
  await db
    .updateTable('slotSeats')
    .set((eb) => ({ booked: eb('booked', '-', seats) }))
    .where('groupId', '=', unit.groupId)
    .where('timeSlotId', '=', unit.timeSlotId)
    .where('date', '=', unit.date)
    .where('booked', '>=', seats)
    .execute();
}

/** The booking's row if the scope (an agent, an agency or a supplier) may move its status. */
export function findBookingToMove(trx: Db, scope: BookingScope, id: number) {
  // With its supplier's clock: the status rules' "today" and the refund's hours are read on it.
  let q = trx
    .selectFrom('bookings')
    .innerJoin('suppliers', 'suppliers.id', 'bookings.supplierId')
    .selectAll('bookings')
    .select('suppliers.timeZone')
    .where('bookings.id', '=', id);
  if ('agentId' in scope) q = q.where('bookings.agentId', '=', scope.agentId);
  if ('agencyId' in scope) q = q.where('bookings.agencyId', '=', scope.agencyId);
  if ('supplierId' in scope) q = q.where('bookings.supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}

/** Writes the move only while the booking is still at `from`; false when another change came first. */
export async function moveBookingStatus(
  trx: Db,
  id: number,
  from: number,
  values: Updateable<DB['bookings']>,
): Promise<boolean> {
  const moved = await trx
    .updateTable('bookings')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The booking's status now, in a fresh statement (it must exist). */
export async function bookingStatusOf(trx: Db, id: number): Promise<number> {
  const row = await trx
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The audit log's entries of these actions on the subject, oldest first, with who made them. */
export function auditEntriesOf(db: Db, subject: string, actions: string[]) {
  return db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.at', 'a.action', 'a.detail', 'u.fullName'])
    .where('a.subject', '=', subject)
    .where('a.action', 'in', actions)
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
}
