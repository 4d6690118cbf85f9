import type { Db } from '../../db/database';

export async function findOfferForBooking(db: Db, offerId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select([
      'o.id', 'o.tourId', 'o.nameDisplay', 'o.minNumOfPeople', 'o.maxNumOfPeople', 'o.childrenAllowed', 'o.infantsAllowed',
      'o.bookingType', 'o.daysOffered', 't.supplierId', 't.nameDisplay as tourName',
    ])
    .where('o.id', '=', offerId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .executeTakeFirst();
}

export async function findOfferCityIds(db: Db, offerId: number): Promise<number[]> {
  return (await db.selectFrom('offerCities').select('cityId').where('offerId', '=', offerId).execute()).map((r) => r.cityId);
}

export async function findHotel(db: Db, hotelId: number) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('cities as c', 'c.id', 'h.cityId')
    .select(['h.id', 'h.name', 'h.cityId', 'h.regionId', 'c.name as cityName'])
    .where('h.id', '=', hotelId)
    .where('h.isDeleted', '=', 0)
    .executeTakeFirst();
}

/** The valid period that prices a date (the latest-starting one when periods overlap). */
export async function findPeriod(db: Db, offerId: number, date: string) {
  return db
    .selectFrom('validPeriods')
    .selectAll()
    .where('offerId', '=', offerId)
    .where('periodStart', '<=', date)
    .where('periodEnd', '>=', date)
    .orderBy('periodStart', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findOfferSlots(db: Db, offerId: number) {
  return db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select([
      's.id', 's.name', 's.groupId', 's.type', 's.daysOffered', 's.startMinutes', 's.endMinutes', 's.timeType', 's.capacity',
      's.pickUpTimeId', 's.minimumAdvancedBooking', 'g.capacity as groupCapacity', 'g.isTimeSlotsIndependant',
      'g.minimumAdvancedBooking as groupMinimumAdvancedBooking', 'g.pickUpTimeId as groupPickUpTimeId',
    ])
    .where('ots.offerId', '=', offerId)
    .where('s.isDeleted', '=', 0)
    .orderBy('s.startMinutes')
    .execute();
}

export type OfferSlot = Awaited<ReturnType<typeof findOfferSlots>>[number];

/**
 * Takes `seats` of a slot's capacity on a date, or none: one conditional update of the unit's row,
 * inside the booking's transaction, so concurrent bookings can never oversell (on either database).
 * Answers the seats left when there are not enough.
 */
export async function takeSeats(
  db: Db,
  unit: { groupId: number; timeSlotId: number; date: string; capacity: number },
  seats: number,
): Promise<{ ok: true } | { ok: false; left: number }> {
  await db
    .insertInto('slotSeats')
    .values({ ...unit, booked: 0 })
    .onConflict((oc) => oc.columns(['groupId', 'timeSlotId', 'date']).doNothing())
    .execute();
  const taken = await db
    .updateTable('slotSeats')
    .set((eb) => ({ booked: eb('booked', '+', seats) }))
    .where('groupId', '=', unit.groupId)
    .where('timeSlotId', '=', unit.timeSlotId)
    .where('date', '=', unit.date)
    .where((eb) => eb(eb('booked', '+', seats), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return { ok: true };
  const row = await db
    .selectFrom('slotSeats')
    .select(['booked', 'capacity'])
    .where('groupId', '=', unit.groupId)
    .where('timeSlotId', '=', unit.timeSlotId)
    .where('date', '=', unit.date)
    .executeTakeFirstOrThrow();
  return { ok: false, left: Math.max(0, row.capacity - row.booked) };
}

/** Pick-up window for a hotel from a pick-up set: the hotel's override, else its region's active entry. */
export async function findPickUp(db: Db, pickUpTimeId: number, hotel: { id: number; regionId: number }) {
  const override = await db
    .selectFrom('pickUpTimeHotels')
    .select(['timeStart', 'timeEnd'])
    .where('pickUpTimeId', '=', pickUpTimeId)
    .where('hotelId', '=', hotel.id)
    .executeTakeFirst();
  if (override) return override;
  return db
    .selectFrom('pickUpTimeRegions')
    .select(['timeStart', 'timeEnd'])
    .where('pickUpTimeId', '=', pickUpTimeId)
    .where('regionId', '=', hotel.regionId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
}
