import type { CrewRole } from '../../../contract';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';

// SQL of dispatch (issue 25 items 3 and 4): a slot-day's crew (guide, driver, vehicle), the staff who
// may be assigned, and a guide's or driver's own slot-days.

/**
 * Whether a user works a slot-day, as its guide or its driver: the manifest's access rule for guides and
 * drivers (issue 25 item 4). One indexed look-up by the slot-day's key.
 */
export async function isAssigned(db: Db, userId: number, timeSlotId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('slotDayCrews')
    .select('timeSlotId')
    .where('timeSlotId', '=', timeSlotId)
    .where('date', '=', date)
    .where((eb) => eb.or([eb('guideId', '=', userId), eb('driverId', '=', userId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** A slot-day's crew with the names and phones of its guide and driver, and who set it. */
export function crewOf(db: Db, timeSlotId: number, date: string) {
  return db
    .selectFrom('slotDayCrews as c')
    .leftJoin('users as g', 'g.id', 'c.guideId')
    .leftJoin('users as d', 'd.id', 'c.driverId')
    .leftJoin('users as u', 'u.id', 'c.updatedBy')
    .select([
      'c.guideId',
      'g.fullName as guideName',
      'g.phone as guidePhone',
      'c.driverId',
      'd.fullName as driverName',
      'd.phone as driverPhone',
      'c.vehicle',
      'c.updatedAt',
      'u.fullName as updatedByName',
    ])
    .where('c.timeSlotId', '=', timeSlotId)
    .where('c.date', '=', date)
    .executeTakeFirst();
}

export type CrewRow = NonNullable<Awaited<ReturnType<typeof crewOf>>>;

/** The crews of the slots in reach over a window of days, for the chart's cells: names and vehicle. */
export function crewsInWindow(db: Db, suppliers: SupplierFilter, from: string, to: string) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('slotDayCrews as c')
    .innerJoin('timeSlots as s', 's.id', 'c.timeSlotId')
    .innerJoin('timeSlotGroups as grp', 'grp.id', 's.groupId')
    .leftJoin('users as g', 'g.id', 'c.guideId')
    .leftJoin('users as d', 'd.id', 'c.driverId')
    .select(['c.timeSlotId', 'c.date', 'g.fullName as guide', 'd.fullName as driver', 'c.vehicle'])
    .$if(only !== undefined, (w) => w.where('grp.supplierId', '=', only!))
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .execute();
}

/** Active staff of a supplier who hold a crew role, with those roles (one row per user and role). */
export function crewStaffOf(db: Db, supplierId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('userRoles as r', 'r.userId', 'u.id')
    .select(['u.id', 'u.fullName', 'u.phone', 'r.role'])
    .where('u.supplierId', '=', supplierId)
    .where('u.isActive', '=', 1)
    .where('u.isDeleted', '=', 0)
    .where('r.role', 'in', ['guide', 'driver'])
    .orderBy('u.fullName')
    .orderBy('u.id')
    .execute();
}

/** Whether a user is active staff of the supplier holding the role. */
export async function holdsCrewRole(
  db: Db,
  userId: number,
  supplierId: number,
  role: CrewRole,
): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('userRoles as r', 'r.userId', 'u.id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('u.supplierId', '=', supplierId)
    .where('u.isActive', '=', 1)
    .where('u.isDeleted', '=', 0)
    .where('r.role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

export interface CrewValues {
  timeSlotId: number;
  date: string;
  guideId: number | null;
  driverId: number | null;
  vehicle: string | null;
  updatedBy: number;
  updatedAt: string;
}

/** Stores a slot-day's crew (the last save wins; the audit log keeps each one). */
export async function saveCrew(db: Db, v: CrewValues): Promise<void> {
  await db
    .insertInto('slotDayCrews')
    .values(v)
    .onConflict((oc) =>
      oc.columns(['timeSlotId', 'date']).doUpdateSet({
        guideId: v.guideId,
        driverId: v.driverId,
        vehicle: v.vehicle,
        updatedBy: v.updatedBy,
        updatedAt: v.updatedAt,
      }),
    )
    .execute();
}

/** Nobody works the slot-day any more: its row goes. */
export async function clearCrew(db: Db, timeSlotId: number, date: string): Promise<void> {
  await db.deleteFrom('slotDayCrews').where('timeSlotId', '=', timeSlotId).where('date', '=', date).execute();
}

/** A user's slot-days on the given dates, as guide or driver, with the slot and the other assignee. */
export function crewDaysOf(db: Db, userId: number, dates: readonly string[]) {
  return db
    .selectFrom('slotDayCrews as c')
    .innerJoin('timeSlots as s', 's.id', 'c.timeSlotId')
    .leftJoin('users as g', 'g.id', 'c.guideId')
    .leftJoin('users as d', 'd.id', 'c.driverId')
    .select([
      'c.timeSlotId',
      'c.date',
      'c.guideId',
      'g.fullName as guideName',
      'g.phone as guidePhone',
      'c.driverId',
      'd.fullName as driverName',
      'd.phone as driverPhone',
      'c.vehicle',
      's.name as slotName',
    ])
    .where('s.isDeleted', '=', 0)
    .where('c.date', 'in', [...dates])
    .where((eb) => eb.or([eb('c.guideId', '=', userId), eb('c.driverId', '=', userId)]))
    .execute();
}

/** The tours whose live tickets run on these slots (one row per slot and tour). */
export function toursOfSlots(db: Db, slotIds: readonly number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('offers as o', 'o.id', 'ots.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['ots.timeSlotId', 't.nameDisplay as tour'])
    .distinct()
    .where('ots.timeSlotId', 'in', [...slotIds])
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .execute();
}
