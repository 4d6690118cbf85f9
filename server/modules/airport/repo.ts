// The airport rep's day (issue 25 item 8): arriving guests by date, and the meetings recorded on them.
// Repositories query; service.ts decides.
import type { SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';

/** The suppliers a filter reaches, with their time zones (each one's "today" is its own). */
export function suppliersOfScope(db: Db, filter: SupplierFilter) {
  let q = db.selectFrom('suppliers').select(['id', 'timeZone']).orderBy('id');
  if ('supplierId' in filter) q = q.where('id', '=', filter.supplierId);
  return q.execute();
}

/**
 * The guests of these suppliers arriving on these dates (not deleted), with their hotel, the group's
 * phone numbers and their meeting at the airport. The supplier and date together read arrivalsStay.
 */
export async function arrivingGuests(db: Db, supplierIds: number[], dates: string[]) {
  if (supplierIds.length === 0 || dates.length === 0) return [];
  return db
    .selectFrom('arrivals as a')
    .leftJoin('hotels as h', 'h.id', 'a.hotelId')
    .leftJoin('groupInfos as gi', (j) =>
      j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'),
    )
    .leftJoin('arrivalMeetings as m', 'm.arrivalId', 'a.id')
    .leftJoin('users as u', 'u.id', 'm.metBy')
    .select([
      'a.id',
      'a.supplierId',
      'a.groupId',
      'a.arrivalDate',
      'a.arrivalTime',
      'a.arrivalFlight',
      'a.arrivalTerminal',
      'a.arrivalTransport',
      'a.touristName',
      'a.touristPhone',
      'a.hotelId',
      'h.name as hotelName',
      'gi.phoneNumbers as groupPhones',
      'm.metAt',
      'm.metBy',
      'u.fullName as metByName',
    ])
    .where('a.supplierId', 'in', supplierIds)
    .where('a.arrivalDate', 'in', dates)
    .where('a.isDeleted', '=', 0)
    .orderBy('a.id')
    .execute();
}

/** The arrivals among `ids` that the filter reaches, with their supplier. */
export function arrivalsInScope(db: Db, filter: SupplierFilter, ids: number[]) {
  let q = db.selectFrom('arrivals').select(['id', 'supplierId']).where('id', 'in', ids);
  if ('supplierId' in filter) q = q.where('supplierId', '=', filter.supplierId);
  return q.execute();
}

/** Records meetings; an arrival met already keeps its first meeting. */
export async function insertMeetings(
  trx: Db,
  rows: Array<{ arrivalId: number; supplierId: number; metAt: string; metBy: number; recordedAt: string }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await trx
    .insertInto('arrivalMeetings')
    .values(rows)
    .onConflict((oc) => oc.column('arrivalId').doNothing())
    .returning('arrivalId')
    .execute();
  return inserted.length;
}

/** Undoes the meetings of these arrivals; answers how many there were. */
export async function deleteMeetings(trx: Db, arrivalIds: number[]): Promise<number> {
  const result = await trx
    .deleteFrom('arrivalMeetings')
    .where('arrivalId', 'in', arrivalIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The meetings of these arrivals, with who met them. */
export function meetingsOf(db: Db, arrivalIds: number[]) {
  if (arrivalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('arrivalMeetings as m')
    .leftJoin('users as u', 'u.id', 'm.metBy')
    .select(['m.arrivalId', 'm.metAt', 'm.metBy', 'u.fullName as metByName'])
    .where('m.arrivalId', 'in', arrivalIds)
    .execute();
}
