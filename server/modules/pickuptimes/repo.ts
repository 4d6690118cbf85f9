import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';

/** The supplier's sets as options: names only (the list's counts cost a scan per set). */
export function setNames(db: Db, supplierId: number) {
  return db
    .selectFrom('pickUpTimeSets')
    .select(['id', 'name'])
    .where('supplierId', '=', supplierId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The sets the caller reaches, with their supplier's name (the operator's staff reach every supplier's). */
export function listSets(db: Db, suppliers: SupplierFilter) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('pickUpTimeSets as p')
    .innerJoin('suppliers as sup', 'sup.id', 'p.supplierId')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.isFixedTime',
      'sup.name as supplierName',
      eb
        .selectFrom('pickUpTimeRegions as r')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('r.pickUpTimeId', '=', 'p.id')
        .where('r.isActive', '=', 1)
        .as('regions'),
      eb
        .selectFrom('pickUpTimeHotels as h')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('h.pickUpTimeId', '=', 'p.id')
        .as('hotels'),
    ])
    .$if(only !== undefined, (w) => w.where('p.supplierId', '=', only!))
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
}

/** A set within the caller's reach (undefined: no such set, or another supplier's out of reach). */
export function findSet(db: Db, suppliers: SupplierFilter, id: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('pickUpTimeSets')
    .selectAll()
    .where('id', '=', id)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .executeTakeFirst();
}

export function setRegions(db: Db, id: number) {
  return db
    .selectFrom('pickUpTimeRegions as e')
    .innerJoin('regions as r', 'r.id', 'e.regionId')
    .innerJoin('cities as c', 'c.id', 'r.cityId')
    .select([
      'e.regionId',
      'r.name',
      'r.cityId',
      'c.name as cityName',
      'e.timeStart',
      'e.timeEnd',
      'e.isActive',
    ])
    .where('e.pickUpTimeId', '=', id)
    .orderBy('c.name')
    .orderBy('r.name')
    .execute();
}

export function setHotels(db: Db, id: number) {
  return db
    .selectFrom('pickUpTimeHotels as e')
    .innerJoin('hotels as h', 'h.id', 'e.hotelId')
    .innerJoin('regions as r', 'r.id', 'h.regionId')
    .innerJoin('cities as c', 'c.id', 'h.cityId')
    .select([
      'e.hotelId',
      'h.name',
      'h.regionId',
      'r.name as regionName',
      'h.cityId',
      'c.name as cityName',
      'e.timeStart',
      'e.timeEnd',
    ])
    .where('e.pickUpTimeId', '=', id)
    .orderBy('h.name')
    .execute();
}

/** How many of `ids` are real regions / live hotels (a save naming others is refused). */
export async function countRegions(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const r = await db
    .selectFrom('regions')
    .select((s) => s.fn.countAll<number | string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function countHotels(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  let n = 0;
  // An IN list of thousands is cut into chunks both databases accept.
  for (let i = 0; i < ids.length; i += 5000) {
    const r = await db
      .selectFrom('hotels')
      .select((s) => s.fn.countAll<number | string>().as('n'))
      .where('id', 'in', ids.slice(i, i + 5000))
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    n += Number(r.n);
  }
  return n;
}

/** Inserts a pick-up time set; answers its id. */
export async function insertSet(trx: Db, values: Insertable<DB['pickUpTimeSets']>): Promise<number> {
  const row = await trx.insertInto('pickUpTimeSets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the set's own columns and removes its region and hotel times (the save inserts the new ones). */
export async function updateSetClearingTimes(
  trx: Db,
  id: number,
  values: Updateable<DB['pickUpTimeSets']>,
): Promise<void> {
  await trx.updateTable('pickUpTimeSets').set(values).where('id', '=', id).execute();
  await trx.deleteFrom('pickUpTimeRegions').where('pickUpTimeId', '=', id).execute();
  await trx.deleteFrom('pickUpTimeHotels').where('pickUpTimeId', '=', id).execute();
}
