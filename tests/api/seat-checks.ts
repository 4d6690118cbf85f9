import { BookingStatus } from '../../contract/enums';
import type { Db } from '../../server/db/database';

/**
 * The seats a seed recorded in slotSeats beside the seats its live, non-cancelled bookings take, by
 * capacity unit (group, slot when slots are independent, date), and the units booked past capacity.
 */
export async function seatsAgainstBookings(db: Db) {
  const bookings = await db
    .selectFrom('bookings as b')
    .innerJoin('timeSlots as s', 's.id', 'b.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .where('s.type', '=', 0)
    .where('b.status', '!=', BookingStatus.Cancelled)
    .select([
      'g.id as groupId',
      's.id as slotId',
      'g.isTimeSlotsIndependant',
      'b.date',
      'b.numAdults',
      'b.numChildren',
      'b.numInfants',
    ])
    .execute();
  const expected = new Map<string, number>();
  for (const b of bookings) {
    const key = `${b.groupId}:${b.isTimeSlotsIndependant ? b.slotId : 0}:${b.date}`;
    expected.set(key, (expected.get(key) ?? 0) + b.numAdults + b.numChildren + b.numInfants);
  }
  const seats = await db.selectFrom('slotSeats').selectAll().execute();
  const recorded = new Map(
    seats
      .filter((s) => s.booked > 0)
      .map((s) => [`${s.groupId}:${s.timeSlotId}:${s.date}`, s.booked] as const),
  );
  return { recorded, expected, overCapacity: seats.filter((s) => s.booked > s.capacity) };
}
