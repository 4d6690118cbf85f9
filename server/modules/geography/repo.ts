import type { Db } from '../../db/database';

/** Hotels that can be chosen, with their region and city names. */
export async function hotelsForNewBooking(db: Db) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('regions as r', 'r.id', 'h.regionId')
    .innerJoin('cities as c', 'c.id', 'h.cityId')
    .select(['h.id', 'h.name', 'h.regionId', 'r.name as regionName', 'h.cityId', 'c.name as cityName'])
    .where('h.isDeleted', '=', 0)
    .orderBy('h.name')
    .execute();
}
