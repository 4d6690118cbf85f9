import type { Option } from '../../../contract';
import type { Db } from '../../db/database';
import { nameForReaders } from '../../db/name-order';

/** Hotels that can be chosen, with their region and city names. */
export async function hotelsForNewBooking(db: Db) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('regions as r', 'r.id', 'h.regionId')
    .innerJoin('cities as c', 'c.id', 'h.cityId')
    .select(['h.id', 'h.name', 'h.regionId', 'r.name as regionName', 'h.cityId', 'c.name as cityName'])
    .where('h.isDeleted', '=', 0)
    .orderBy(nameForReaders('h.name'))
    .orderBy('h.name')
    .orderBy('h.id')
    .execute();
}

/** GET /api/cities/options: label/value, sorted by label (spec 02 §7). */
export async function cityOptions(db: Db): Promise<Option[]> {
  const rows = await db.selectFrom('cities').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ label: r.name, value: r.id }));
}

/** GET /api/countries/options: label/value, sorted by label. */
export async function countryOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .selectFrom('countries')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ label: r.name, value: r.id }));
}

/** Regions with their city, for the pick-up screens (a supplier collects anywhere the operator lists). */
export async function regionsWithCities(db: Db) {
  return db
    .selectFrom('regions as r')
    .innerJoin('cities as c', 'c.id', 'r.cityId')
    .select(['r.id', 'r.name', 'r.cityId', 'c.name as cityName'])
    .orderBy('c.name')
    .orderBy('r.name')
    .execute();
}

/** Cities that have regions to collect from. */
export async function citiesWithRegions(db: Db) {
  return db
    .selectFrom('cities as c')
    .select(['c.id', 'c.name'])
    .where((eb) => eb.exists(eb.selectFrom('regions as r').select('r.id').whereRef('r.cityId', '=', 'c.id')))
    .orderBy('c.name')
    .execute();
}
