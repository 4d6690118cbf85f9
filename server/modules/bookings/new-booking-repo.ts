import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface BookingContextInput {
  offerId: number;
  /** null for 'No Hotel' or a hotel typed by hand. */
  hotelId: number | null;
  date: string;
  clientRef: string;
}

/**
 * Everything a new booking is checked and priced against, in one statement: the offer and its tour,
 * the hotel and its city, whether the offer picks up there, the valid period of the date, and a booking
 * already made under this clientRef. A booking was fifteen round trips; on PostgreSQL each costs the
 * API and the database a share of the same two cores. No row: no such offer (or it is deleted).
 */
export function bookingContextQuery(db: Db, input: BookingContextInput) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .leftJoin('hotels as h', (j) => j.on('h.id', '=', input.hotelId).on('h.isDeleted', '=', 0))
    .leftJoin('cities as c', 'c.id', 'h.cityId')
    .leftJoin('validPeriods as p', (j) =>
      j.on('p.id', '=', (eb) =>
        // The latest-starting period when periods overlap.
        eb
          .selectFrom('validPeriods as vp')
          .select('vp.id')
          .whereRef('vp.offerId', '=', 'o.id')
          .where('vp.periodStart', '<=', input.date)
          .where('vp.periodEnd', '>=', input.date)
          .orderBy('vp.periodStart', 'desc')
          .limit(1),
      ),
    )
    .select((eb) => [
      'o.id',
      'o.tourId',
      'o.nameDisplay',
      'o.minNumOfPeople',
      'o.maxNumOfPeople',
      'o.childrenAllowed',
      'o.infantsAllowed',
      'o.bookingType',
      'o.daysOffered',
      't.supplierId',
      't.nameDisplay as tourName',
      'h.id as hotelId',
      'h.name as hotelName',
      'h.cityId as hotelCityId',
      'h.regionId as hotelRegionId',
      'c.name as hotelCityName',
      eb
        .selectFrom('offerCities as oc')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('oc.offerId', '=', 'o.id')
        .as('cityCount'),
      eb
        .selectFrom('offerCities as oc')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('oc.offerId', '=', 'o.id')
        .whereRef('oc.cityId', '=', 'h.cityId')
        .as('picksUpInHotelCity'),
      'p.id as periodId',
      'p.priceAdult',
      'p.priceChild',
      'p.priceTrip',
      'p.commissionAdult',
      'p.commissionChild',
      'p.commissionTrip',
      'p.vatK',
      'p.convRate',
      'p.convType',
      eb
        .selectFrom('bookings as b')
        .select('b.id')
        .where('b.clientRef', '=', input.clientRef)
        .as('existingId'),
    ])
    .where('o.id', '=', input.offerId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0);
}

export async function findBookingContext(db: Db, input: BookingContextInput) {
  return bookingContextQuery(db, input).executeTakeFirst();
}

export type BookingContext = NonNullable<Awaited<ReturnType<typeof findBookingContext>>>;

const PERIOD_COLUMNS = [
  'priceAdult',
  'priceChild',
  'priceTrip',
  'commissionAdult',
  'commissionChild',
  'commissionTrip',
  'vatK',
  'convRate',
  'convType',
] as const;
export type PeriodPrices = { [K in (typeof PERIOD_COLUMNS)[number]]: NonNullable<BookingContext[K]> };

/** The valid period's prices, or null when no period covers the date. */
export function periodOf(context: BookingContext): PeriodPrices | null {
  if (context.periodId == null) return null;
  // A joined period has every one of these: they are NOT NULL columns.
  return Object.fromEntries(PERIOD_COLUMNS.map((k) => [k, context[k]])) as PeriodPrices;
}

export async function findBookingByClientRef(db: Db, clientRef: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'clientRef', 'status', 'grossSales', 'grossSalesAed', 'agencyId'])
    .where('clientRef', '=', clientRef)
    .executeTakeFirst();
}

/**
 * The offer's time slots with their group's settings and, for the booking's hotel, the pick-up window
 * of each slot's pick-up set: the hotel's own entry, else its region's active one (null without either).
 */
export async function findOfferSlots(
  db: Db,
  offerId: number,
  hotel: { id: number; regionId: number } | null,
) {
  const pickUpSet = sql<number | null>`coalesce(${sql.ref('s.pickUpTimeId')}, ${sql.ref('g.pickUpTimeId')})`;
  return db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .leftJoin('pickUpTimeHotels as ph', (j) =>
      j.on('ph.hotelId', '=', hotel?.id ?? null).on('ph.pickUpTimeId', '=', pickUpSet),
    )
    .leftJoin('pickUpTimeRegions as pr', (j) =>
      j
        .on('pr.regionId', '=', hotel?.regionId ?? null)
        .on('pr.pickUpTimeId', '=', pickUpSet)
        .on('pr.isActive', '=', 1),
    )
    .select([
      's.id',
      's.name',
      's.groupId',
      's.type',
      's.daysOffered',
      's.startMinutes',
      's.endMinutes',
      's.timeType',
      's.capacity',
      's.minimumAdvancedBooking',
      'g.capacity as groupCapacity',
      'g.isTimeSlotsIndependant',
      'g.minimumAdvancedBooking as groupMinimumAdvancedBooking',
      'ph.timeStart as hotelPickUpStart',
      'ph.timeEnd as hotelPickUpEnd',
      'pr.timeStart as regionPickUpStart',
      'pr.timeEnd as regionPickUpEnd',
    ])
    .where('ots.offerId', '=', offerId)
    .where('s.isDeleted', '=', 0)
    .orderBy('s.startMinutes')
    .execute();
}

export type OfferSlot = Awaited<ReturnType<typeof findOfferSlots>>[number];

/** A slot's pick-up window at the booking's hotel: the hotel's own entry wins over its region's. */
export function pickUpOf(slot: OfferSlot): { timeStart: number; timeEnd: number } | undefined {
  if (slot.hotelPickUpStart != null && slot.hotelPickUpEnd != null)
    return { timeStart: slot.hotelPickUpStart, timeEnd: slot.hotelPickUpEnd };
  if (slot.regionPickUpStart != null && slot.regionPickUpEnd != null)
    return { timeStart: slot.regionPickUpStart, timeEnd: slot.regionPickUpEnd };
  return undefined;
}

/**
 * Takes `seats` of a slot's capacity on a date, or none: one upsert of the unit's row that adds the
 * seats only while they fit, inside the booking's transaction, so concurrent bookings can never
 * oversell (PostgreSQL re-checks the condition on the row it locked; SQLite has one writer).
 * Answers the seats left when there are not enough.
 */
export async function takeSeats(
  db: Db,
  unit: { groupId: number; timeSlotId: number; date: string; capacity: number },
  seats: number,
): Promise<{ ok: true } | { ok: false; left: number }> {
  if (seats <= unit.capacity) {
    const taken = await db
      .insertInto('slotSeats')
      .values({ ...unit, booked: seats })
      .onConflict((oc) =>
        oc
          .columns(['groupId', 'timeSlotId', 'date'])
          .doUpdateSet((eb) => ({ booked: eb('slotSeats.booked', '+', eb.ref('excluded.booked')) }))
          .where((eb) =>
            eb(eb('slotSeats.booked', '+', eb.ref('excluded.booked')), '<=', eb.ref('slotSeats.capacity')),
          ),
      )
      .returning('booked')
      .executeTakeFirst();
    if (taken) return { ok: true };
  }
  const row = await db
    .selectFrom('slotSeats')
    .select(['booked', 'capacity'])
    .where('groupId', '=', unit.groupId)
    .where('timeSlotId', '=', unit.timeSlotId)
    .where('date', '=', unit.date)
    .executeTakeFirst();
  return { ok: false, left: row ? Math.max(0, row.capacity - row.booked) : unit.capacity };
}

/** The agencies a sale may be for, by name: one agency (an agent's own), or every agency (null). */
export async function agenciesForNewBooking(db: Db, onlyId: number | null) {
  let q = db.selectFrom('agencies').select(['id', 'name']).orderBy('name').orderBy('id');
  if (onlyId != null) q = q.where('id', '=', onlyId);
  return q.execute();
}
