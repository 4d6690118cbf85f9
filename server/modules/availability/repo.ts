import { sql } from 'kysely';
import { BookingStatus } from '../../../contract';
import type { Db } from '../../db/database';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';

const PAX = sql`${sql.ref('b.numAdults')} + ${sql.ref('b.numChildren')} + ${sql.ref('b.numInfants')}`;

// SQL of the availability chart. Every statement is bounded by the caller's supplier reach (the
// operator's staff reach every supplier's): a slot out of reach is simply not there. The grid is three statements whatever the number of slots.

export interface SlotFilter {
  groupId?: number;
  tourId?: number;
  /** 1 external only, 2 internal only. */
  isExternal?: number;
}

/** A slot's chart facts with its group's seat facts: the grid's rows and one slot-day's header. */
const SLOT_COLUMNS = [
  's.id',
  's.name',
  's.groupId',
  'g.name as groupName',
  's.startMinutes',
  's.timeType',
  's.type',
  's.isExternalId',
  's.capacity',
  's.daysOffered',
  's.stopSellReason',
  'g.capacity as groupCapacity',
  'g.isTimeSlotsIndependant',
  'g.supplierId',
  // The supplier's zone: which of the chart's days is its today (check-ins count from then on).
  'sup.timeZone',
] as const;

export function chartSlots(db: Db, suppliers: SupplierFilter, f: SlotFilter) {
  const only = onlySupplier(suppliers);
  let q = db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .innerJoin('suppliers as sup', 'sup.id', 'g.supplierId')
    .select([...SLOT_COLUMNS, 'sup.name as supplierName'])
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .where('s.isDeleted', '=', 0);
  if (f.groupId) q = q.where('g.id', '=', f.groupId);
  if (f.isExternal === 1) q = q.where('s.isExternalId', '=', 1);
  if (f.isExternal === 2) q = q.where('s.isExternalId', '=', 0);
  if (f.tourId) {
    const tourId = f.tourId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('offerTimeSlots as ots')
          .innerJoin('offers as o', 'o.id', 'ots.offerId')
          .select('ots.offerId')
          .whereRef('ots.timeSlotId', '=', 's.id')
          .where('o.tourId', '=', tourId)
          .where('o.isDeleted', '=', 0),
      ),
    );
  }
  return q.orderBy('g.name').orderBy('g.id').orderBy('s.startMinutes').orderBy('s.id').execute();
}

export type ChartSlotRow = Awaited<ReturnType<typeof chartSlots>>[number];

/**
 * Seats sold and on-request bookings waiting per slot and day, for the supplier's slots (deleted ones
 * too: their bookings still sit in their group's pool). Cancelled bookings hold no seat.
 * Both shapes read bookings_slot_day_cover (date, slot, and what the sum adds) alone, never a booking's
 * row (migration 2026-11-27-0029; bench/query-plans.ts checks the plans):
 * - all the supplier's slots: the window's bookings are summed per (date, slot) in the index's order,
 *   then the few hundred sums are joined to the supplier's slots, rather than every booking;
 * - one group: each of its slots is looked up on each day (days × a few slots), so a group's chart
 *   does not walk the whole window of every supplier.
 */
export function soldPerSlotDayQuery(
  db: Db,
  suppliers: SupplierFilter,
  days: readonly string[],
  groupId?: number,
) {
  const only = onlySupplier(suppliers);
  const bookings = db
    .selectFrom('bookings as b')
    .select((eb) => [
      'b.timeSlotId',
      'b.date',
      eb.fn.sum<number | string>(PAX).as('sold'),
      eb.fn
        .sum<number | string>(
          eb.case().when('b.status', '=', BookingStatus.PendingVerification).then(1).else(0).end(),
        )
        .as('waiting'),
    ])
    .where('b.status', '!=', BookingStatus.Cancelled)
    .groupBy(['b.date', 'b.timeSlotId']);
  const perSlotDay = groupId
    ? bookings
        .where('b.date', 'in', [...days])
        .where('b.timeSlotId', 'in', (eb) =>
          eb.selectFrom('timeSlots').select('id').where('groupId', '=', groupId),
        )
    : bookings.where('b.date', '>=', days[0]).where('b.date', '<=', days[days.length - 1]);
  let q = db
    .selectFrom(perSlotDay.as('d'))
    .innerJoin('timeSlots as s', 's.id', 'd.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.groupId', 'd.timeSlotId', 'd.date', 'd.sold', 'd.waiting'])
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!));
  if (groupId) q = q.where('g.id', '=', groupId);
  return q;
}

export function soldPerSlotDay(db: Db, suppliers: SupplierFilter, days: readonly string[], groupId?: number) {
  return soldPerSlotDayQuery(db, suppliers, days, groupId).execute();
}

/**
 * Guests checked in per slot-day from `from` to `to` (issue 25: the chart shows them on the day): the
 * guests of bookings marked checked in, counted as `sold` counts them; one slot when `slotId` is given.
 */
export function checkedInPerSlotDay(
  db: Db,
  suppliers: SupplierFilter,
  from: string,
  to: string,
  slotId?: number,
) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('checkIns as c')
    .innerJoin('bookings as b', 'b.id', 'c.bookingId')
    .select((eb) => ['c.timeSlotId', 'c.date', eb.fn.sum<number | string>(PAX).as('guests')])
    .where('c.state', '=', 'checkedIn')
    .where('b.status', '!=', BookingStatus.Cancelled)
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .$if(slotId !== undefined, (w) => w.where('c.timeSlotId', '=', slotId!))
    .$if(only !== undefined, (w) => w.where('b.supplierId', '=', only!))
    .groupBy(['c.timeSlotId', 'c.date'])
    .execute();
}

export function closedPerSlotDay(db: Db, suppliers: SupplierFilter, from: string, to: string) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('slotClosedDays as c')
    .innerJoin('timeSlots as s', 's.id', 'c.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['c.timeSlotId', 'c.date', 'c.reason'])
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .execute();
}

/** The filters' choices: tours whose live offers use the slots in reach, and the groups in reach. */
export async function filterChoices(db: Db, suppliers: SupplierFilter) {
  const only = onlySupplier(suppliers);
  const tours = await db
    .selectFrom('tours as t')
    .select(['t.id', 't.nameDisplay as name'])
    .where('t.isDeleted', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('offers as o')
          .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
          .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
          .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
          .select('o.id')
          .whereRef('o.tourId', '=', 't.id')
          .where('o.isDeleted', '=', 0)
          .where('s.isDeleted', '=', 0)
          .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!)),
      ),
    )
    .orderBy('t.nameDisplay')
    .orderBy('t.id')
    .execute();
  const groups = await db
    .selectFrom('timeSlotGroups')
    .select(['id', 'name'])
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { tours, groups };
}

/** A slot in the caller's reach with its group's seat facts and pick-up set. */
export function slotOfSupplier(db: Db, suppliers: SupplierFilter, id: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .innerJoin('suppliers as sup', 'sup.id', 'g.supplierId')
    .select([...SLOT_COLUMNS, 's.pickUpTimeId', 'g.pickUpTimeId as groupPickUpTimeId'])
    .where('s.id', '=', id)
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .where('s.isDeleted', '=', 0)
    .executeTakeFirst();
}

export type SupplierSlot = NonNullable<Awaited<ReturnType<typeof slotOfSupplier>>>;

/** The bookings of one slot-day that hold a seat, in pick-up order, with their hotel and agency. */
export function slotDayBookings(db: Db, slotId: number, date: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('tours as t', 't.id', 'b.tourId')
    .innerJoin('offers as o', 'o.id', 'b.offerId')
    .leftJoin('hotels as h', 'h.id', 'b.hotelId')
    .leftJoin('agencies as a', 'a.id', 'b.agencyId')
    .select([
      'b.id',
      'b.guestName',
      'b.hotelId',
      'h.name as hotelName',
      'b.customHotelName',
      'b.regionId',
      'h.regionId as hotelRegionId',
      'b.roomNumber',
      'b.tel',
      'b.numAdults',
      'b.numChildren',
      'b.numInfants',
      'b.status',
      'b.startMinutes',
      'b.pickUpTimeStart',
      'b.pickUpTimeEnd',
      'a.name as agencyName',
      't.nameDisplay as tourName',
      'o.nameDisplay as offerName',
      'b.voucher',
      'b.notes',
    ])
    .where('b.timeSlotId', '=', slotId)
    .where('b.date', '=', date)
    .where('b.status', '!=', BookingStatus.Cancelled)
    .orderBy('b.pickUpTimeStart')
    .orderBy('b.id')
    .execute();
}

/** Seats sold that day from the unit the slot sells from (the group's pool when shared). */
export async function unitSoldOn(db: Db, slot: SupplierSlot, date: string): Promise<number> {
  let q = db
    .selectFrom('bookings as b')
    .innerJoin('timeSlots as s', 's.id', 'b.timeSlotId')
    .select((eb) => eb.fn.sum<number | string>(PAX).as('sold'))
    .where('b.date', '=', date)
    .where('b.status', '!=', BookingStatus.Cancelled);
  q = slot.isTimeSlotsIndependant ? q.where('s.id', '=', slot.id) : q.where('s.groupId', '=', slot.groupId);
  const row = await q.executeTakeFirst();
  return Number(row?.sold ?? 0);
}

export function closedDay(db: Db, slotId: number, date: string) {
  return db
    .selectFrom('slotClosedDays')
    .select('reason')
    .where('timeSlotId', '=', slotId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/** Pick-up entries of one set for the given hotels and regions: two statements for a whole manifest. */
export async function pickUpEntries(db: Db, setId: number, hotelIds: number[], regionIds: number[]) {
  const set = await db
    .selectFrom('pickUpTimeSets')
    .select('isFixedTime')
    .where('id', '=', setId)
    .executeTakeFirst();
  if (!set) return null;
  const hotels =
    hotelIds.length === 0
      ? []
      : await db
          .selectFrom('pickUpTimeHotels')
          .select(['hotelId', 'timeStart', 'timeEnd'])
          .where('pickUpTimeId', '=', setId)
          .where('hotelId', 'in', hotelIds)
          .execute();
  const regions =
    regionIds.length === 0
      ? []
      : await db
          .selectFrom('pickUpTimeRegions')
          .select(['regionId', 'timeStart', 'timeEnd', 'isActive'])
          .where('pickUpTimeId', '=', setId)
          .where('regionId', 'in', regionIds)
          .execute();
  return { isFixedTime: set.isFixedTime, hotels, regions };
}
