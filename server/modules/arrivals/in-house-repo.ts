import type { Db } from '../../db/database';

/**
 * Guests of the agent's agency staying in a hotel on a date (arrival ≤ date ≤ departure): the one rule of
 * which arrivals an agent may see and book for, used by the in-house list and by a new booking's guest.
 */
function inHouseQuery(db: Db, agencyId: number, hotelId: number, date: string) {
  return db
    .selectFrom('arrivals as a')
    .leftJoin('groupInfos as gi', (j) =>
      j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'),
    )
    .leftJoin('groupInfoHotels as gih', (j) =>
      j.onRef('gih.groupInfoId', '=', 'gi.id').onRef('gih.hotelId', '=', 'a.hotelId'),
    )
    .select((eb) => [
      'a.id',
      'a.paxId',
      'a.touristName as name',
      'a.groupId',
      eb.fn.coalesce('gi.phoneNumbers', 'a.touristPhone').as('phoneNumbers'),
      'a.hotelId',
      'gi.id as groupInfoId',
      eb.fn.coalesce('gih.roomNumber', 'a.roomNumber').as('roomNumber'),
      'a.arrivalDate',
      'a.departureDate',
    ])
    .where('a.agencyId', '=', agencyId)
    .where('a.hotelId', '=', hotelId)
    .where('a.isDeleted', '=', 0)
    .where('a.arrivalDate', '<=', date)
    .where('a.departureDate', '>=', date);
}

export async function customersInHouse(db: Db, agencyId: number, hotelId: number, date: string) {
  return inHouseQuery(db, agencyId, hotelId, date).orderBy('a.touristName').execute();
}

/** One guest of the in-house list, or undefined when the agent could not have chosen it there. */
export async function findCustomerInHouse(
  db: Db,
  agencyId: number,
  hotelId: number,
  date: string,
  arrivalId: number,
) {
  return inHouseQuery(db, agencyId, hotelId, date).where('a.id', '=', arrivalId).executeTakeFirst();
}

export async function groupContact(db: Db, agencyId: number, hotelId: number, groupInfoId: number) {
  const gi = await db
    .selectFrom('groupInfos as gi')
    .leftJoin('groupInfoHotels as gih', (j) =>
      j.onRef('gih.groupInfoId', '=', 'gi.id').on('gih.hotelId', '=', hotelId),
    )
    .select(['gi.groupId', 'gi.supplierId', 'gi.phoneNumbers', 'gih.roomNumber'])
    .where('gi.id', '=', groupInfoId)
    .executeTakeFirst();
  if (!gi) return null;
  // Only a group with guests of the caller's agency is theirs to read.
  const ours = await db
    .selectFrom('arrivals')
    .select('id')
    .where('supplierId', '=', gi.supplierId)
    .where('groupId', '=', gi.groupId)
    .where('agencyId', '=', agencyId)
    .executeTakeFirst();
  return ours ? { roomNumber: gi.roomNumber ?? null, phoneNumbers: gi.phoneNumbers } : null;
}
