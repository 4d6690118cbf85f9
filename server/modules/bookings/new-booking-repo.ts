import { sql, type Insertable } from 'kysely';
import { resolvePickUp, type PickUpWindow } from '../../../domain/pick-up';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';
import { saleOfferQuery, type SaleOfferInput } from '../catalogue/sales-view-repo';

export interface BookingContextInput extends SaleOfferInput {
  clientRef: string;
}

/**
 * Everything a new booking is checked and priced against, in one statement inside the booking's
 * transaction: the offer as the catalogue's sales view shows it for the date and hotel
 * (catalogue/sales-view-repo.ts saleOfferQuery), and a booking already made under this clientRef.
 */
export function bookingContextQuery(db: Db, input: BookingContextInput) {
  return saleOfferQuery(db, input).select((eb) =>
    eb.selectFrom('bookings as b').select('b.id').where('b.clientRef', '=', input.clientRef).as('existingId'),
  );
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
    .select(['id', 'clientRef', 'status', 'grossSales', 'grossSalesAed', 'agencyId', 'requestHash'])
    .where('clientRef', '=', clientRef)
    .executeTakeFirst();
}

/**
 * The offer's time slots with their group's settings, whether the slot or that day is closed for sale,
 * and, for the booking's hotel, the entries of each slot's pick-up set that the pick-up rule
 * (domain/pick-up.ts) chooses from: the hotel's own entry and its region's.
 */
export async function findOfferSlots(
  db: Db,
  offerId: number,
  hotel: { id: number; regionId: number } | null,
  date: string,
) {
  const pickUpSet = sql<number | null>`coalesce(${sql.ref('s.pickUpTimeId')}, ${sql.ref('g.pickUpTimeId')})`;
  return db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .leftJoin('pickUpTimeSets as ps', (j) => j.on('ps.id', '=', pickUpSet))
    .leftJoin('pickUpTimeHotels as ph', (j) =>
      j.on('ph.hotelId', '=', hotel?.id ?? null).on('ph.pickUpTimeId', '=', pickUpSet),
    )
    .leftJoin('pickUpTimeRegions as pr', (j) =>
      j
        .on('pr.regionId', '=', hotel?.regionId ?? null)
        .on('pr.pickUpTimeId', '=', pickUpSet)
        .on('pr.isActive', '=', 1),
    )
    .leftJoin('slotClosedDays as cd', (j) => j.onRef('cd.timeSlotId', '=', 's.id').on('cd.date', '=', date))
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
      's.stopSellReason',
      'cd.date as closedDate',
      'cd.reason as closedReason',
      'g.capacity as groupCapacity',
      'g.isTimeSlotsIndependant',
      'g.minimumAdvancedBooking as groupMinimumAdvancedBooking',
      'ps.isFixedTime as pickUpIsFixedTime',
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

/** A slot's pick-up window at the booking's hotel, by the one pick-up rule. */
export function pickUpOf(slot: OfferSlot, slotStart: number): PickUpWindow | null {
  const entry = (start: number | null, end: number | null) =>
    start != null && end != null ? { timeStart: start, timeEnd: end } : null;
  return resolvePickUp({
    isFixedTime: slot.pickUpIsFixedTime ?? null,
    hotel: entry(slot.hotelPickUpStart, slot.hotelPickUpEnd),
    region: entry(slot.regionPickUpStart, slot.regionPickUpEnd),
    slotStart,
  });
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

/**
 * Inserts the booking unless one with its clientRef exists (two sends of one booking under different
 * keys); answers what the booking's answer needs, or undefined when the clientRef was taken.
 */
export function insertBookingUnlessClientRefTaken(trx: Db, values: Insertable<DB['bookings']>) {
  return trx
    .insertInto('bookings')
    .values(values)
    .onConflict((oc) => oc.column('clientRef').doNothing())
    .returning(['id', 'clientRef', 'status', 'grossSales', 'grossSalesAed'])
    .executeTakeFirst();
}

/** Whether the agency exists. */
export async function agencyExists(db: Db, agencyId: number): Promise<boolean> {
  const row = await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
  return row !== undefined;
}

/** The agencies a sale may be for, by name: one agency (an agent's own), or every agency (null). */
export async function agenciesForNewBooking(db: Db, onlyId: number | null) {
  let q = db.selectFrom('agencies').select(['id', 'name']).orderBy('name').orderBy('id');
  if (onlyId != null) q = q.where('id', '=', onlyId);
  return q.execute();
}
