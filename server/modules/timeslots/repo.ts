import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';

// SQL of time slot groups and slots. Every read and write takes the caller's supplier reach (the
// operator's staff reach every supplier's): a group of a supplier out of reach is simply not found.

export async function listGroups(db: Db, suppliers: SupplierFilter, isExternal: 1 | 2 | undefined) {
  const only = onlySupplier(suppliers);
  let q = db
    .selectFrom('timeSlotGroups as g')
    .innerJoin('suppliers as sup', 'sup.id', 'g.supplierId')
    .leftJoin('pickUpTimeSets as p', 'p.id', 'g.pickUpTimeId')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.supplierId',
      'sup.name as supplierName',
      'g.capacity',
      'g.minimumAdvancedBooking',
      'g.isTimeSlotsIndependant',
      'p.name as pickUpTimeName',
      eb
        .exists(
          eb
            .selectFrom('timeSlots as s')
            .select('s.id')
            .whereRef('s.groupId', '=', 'g.id')
            .where('s.isDeleted', '=', 0)
            .where('s.isExternalId', '=', 1),
        )
        .as('isExternal'),
    ])
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .orderBy('g.name')
    .orderBy('g.id');
  if (isExternal) {
    q = q.where((eb) => {
      const external = eb.exists(
        eb
          .selectFrom('timeSlots as s')
          .select('s.id')
          .whereRef('s.groupId', '=', 'g.id')
          .where('s.isDeleted', '=', 0)
          .where('s.isExternalId', '=', 1),
      );
      return isExternal === 1 ? external : eb.not(external);
    });
  }
  const groups = await q.execute();
  const slots =
    groups.length === 0
      ? []
      : await db
          .selectFrom('timeSlots as s')
          .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
          .select(['s.id', 's.name', 's.groupId'])
          .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
          .where('s.isDeleted', '=', 0)
          .orderBy('s.startMinutes')
          .orderBy('s.id')
          .execute();
  return { groups, slots };
}

export function findGroup(db: Db, suppliers: SupplierFilter, id: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('timeSlotGroups')
    .selectAll()
    .where('id', '=', id)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .executeTakeFirst();
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export function findSlot(db: Db, suppliers: SupplierFilter, id: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .selectAll('s')
    .where('s.id', '=', id)
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .where('s.isDeleted', '=', 0)
    .executeTakeFirst();
}

export type SlotRow = NonNullable<Awaited<ReturnType<typeof findSlot>>>;

/**
 * A group's slots, their offers with their current and coming prices, and their future closed days: four
 * statements whatever the count.
 */
export async function groupSlots(db: Db, groupId: number, today: string) {
  const slots = await db
    .selectFrom('timeSlots')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('isDeleted', '=', 0)
    .orderBy('startMinutes')
    .orderBy('id')
    .execute();
  if (slots.length === 0) return { slots, offers: [], periods: [], closed: [] };
  const ids = slots.map((s) => s.id);
  const offers = await db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('offers as o', 'o.id', 'ots.offerId')
    .select(['ots.timeSlotId', 'o.id', 'o.nameDisplay as name', 'o.childrenAllowed'])
    .where('ots.timeSlotId', 'in', ids)
    .where('o.isDeleted', '=', 0)
    .orderBy('o.nameDisplay')
    .execute();
  // The offers' prices from today on (current and coming periods): the slot editor sets them beside a
  // mapped provider's net (issue 26 item 8).
  const offerIds = [...new Set(offers.map((o) => o.id))];
  const periods =
    offerIds.length === 0
      ? []
      : await db
          .selectFrom('validPeriods')
          .selectAll()
          .where('offerId', 'in', offerIds)
          .where('periodEnd', '>=', today)
          .orderBy('offerId')
          .orderBy('periodStart')
          .execute();
  const closed = await db
    .selectFrom('slotClosedDays')
    .select(['timeSlotId', 'date', 'reason'])
    .where('timeSlotId', 'in', ids)
    .where('date', '>=', today)
    .orderBy('date')
    .execute();
  return { slots, offers, periods, closed };
}

export function pickUpSetOfSupplier(db: Db, supplierId: number, id: number) {
  return db
    .selectFrom('pickUpTimeSets')
    .select('id')
    .where('id', '=', id)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
}

/** A supplier's name (a list of several suppliers' rows says whose each is). */
export async function supplierNameOf(db: Db, supplierId: number): Promise<string | null> {
  const row = await db.selectFrom('suppliers').select('name').where('id', '=', supplierId).executeTakeFirst();
  return row?.name ?? null;
}

/** The supplier whose group this is, within the caller's reach (undefined: no such group, or out of reach). */
export async function groupSupplierId(db: Db, suppliers: SupplierFilter, id: number) {
  return (await findGroup(db, suppliers, id))?.supplierId;
}

/** The supplier's own ticket provider (active or not); another supplier's is simply not found. */
export function providerOfSupplier(db: Db, supplierId: number, id: number) {
  return db
    .selectFrom('externalProviders')
    .select('id')
    .where('id', '=', id)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
}

/** Seats sold from `today` on, per seat unit of a group. */
export function futureSeats(db: Db, groupId: number, unitIds: number[], today: string) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('slotSeats')
    .select(['timeSlotId', 'date', 'booked'])
    .where('groupId', '=', groupId)
    .where('timeSlotId', 'in', unitIds)
    .where('date', '>=', today)
    .execute();
}

/** Inserts a time slot; answers its id. */
export function insertSlot(trx: Db, values: Insertable<DB['timeSlots']>) {
  return trx.insertInto('timeSlots').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSlot(trx: Db, id: number, values: Updateable<DB['timeSlots']>): Promise<void> {
  await trx.updateTable('timeSlots').set(values).where('id', '=', id).execute();
}

/** Closes one day of a slot for sale; a day closed already keeps its closer and takes the new reason. */
/** Closes days of a slot for sale (a day closed already takes the new reason): one statement. */
export async function closeSlotDays(trx: Db, days: Insertable<DB['slotClosedDays']>[]): Promise<void> {
  await trx
    .insertInto('slotClosedDays')
    .values(days)
    .onConflict((oc) =>
      oc.columns(['timeSlotId', 'date']).doUpdateSet((eb) => ({ reason: eb.ref('excluded.reason') })),
    )
    .execute();
}

/** Opens closed days of a slot again (days that were open stay as they are). */
export async function openSlotDays(trx: Db, timeSlotId: number, dates: string[]): Promise<void> {
  await trx
    .deleteFrom('slotClosedDays')
    .where('timeSlotId', '=', timeSlotId)
    .where('date', 'in', dates)
    .execute();
}
