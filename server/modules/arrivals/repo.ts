import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { GroupInfo, Meeting, ParsedArrivalsFilter } from '../../../contract';
import { GroupStatus } from '../../../contract';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { containsText } from '../../db/text-search';

export type SupplierFilter = { all: true } | { supplierId: number };
type ParsedFilter = ParsedArrivalsFilter;

type From = DB & { a: DB['arrivals']; h: DB['hotels']; gi: DB['groupInfos']; gih: DB['groupInfoHotels'] };

/** Bookings of the group that still stand (a cancelled booking is not a purchase). */
const bookingsOfGroup = (eb: ExpressionBuilder<From, 'a'>) =>
  eb
    .selectFrom('bookings as b')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('b.groupId', '=', 'a.groupId')
    .where('b.status', '<>', 4);

const SORT_COLUMNS = {
  groupid: 'a.groupId',
  touristname: 'a.touristName',
  hotelname: 'h.name',
  arrivaldate: 'a.arrivalDate',
  departuredate: 'a.departureDate',
  touristcountry: 'a.touristCountry',
  agency: 'a.tdAgencyName',
  roomnumber: 'roomNumber',
  pickuptime: 'a.pickUpTime',
} as const;

function baseQuery(db: Db) {
  return db
    .selectFrom('arrivals as a')
    .leftJoin('hotels as h', 'h.id', 'a.hotelId')
    .leftJoin('groupInfos as gi', (j) => j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'))
    .leftJoin('groupInfoHotels as gih', (j) => j.onRef('gih.groupInfoId', '=', 'gi.id').onRef('gih.hotelId', '=', 'a.hotelId'));
}

function applyFilter<O>(q: SelectQueryBuilder<From, 'a' | 'h' | 'gi' | 'gih', O>, scope: SupplierFilter, f: ParsedFilter, today: string) {
  if ('supplierId' in scope) q = q.where('a.supplierId', '=', scope.supplierId);
  if (f.inHouse) q = q.where('a.arrivalDate', '<=', today).where('a.departureDate', '>=', today);
  if (f.hotelIds?.length) q = q.where('a.hotelId', 'in', f.hotelIds);
  if (f.agencyIds?.length) q = q.where('a.agencyId', 'in', f.agencyIds);
  if (f.salesStaffIds?.length) q = q.where('gi.salesStaffId', 'in', f.salesStaffIds);
  if (f.groupId) q = q.where(containsText('a.groupId', f.groupId));
  if (f.touristName) q = q.where(containsText('a.touristName', f.touristName));
  if (f.country) q = q.where(containsText('a.touristCountry', f.country));
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => eb.or([containsText('a.touristName', text), eb('gih.roomNumber', '=', text), eb('a.roomNumber', '=', text)]));
  }
  if (f.arrivalDate) q = q.where('a.arrivalDate', '>=', f.arrivalDate.from).where('a.arrivalDate', '<=', f.arrivalDate.to);
  if (f.departureDate) q = q.where('a.departureDate', '>=', f.departureDate.from).where('a.departureDate', '<=', f.departureDate.to);
  if (f.statuses?.length) {
    const statuses = f.statuses;
    q = q.where((eb) =>
      eb(
        eb
          .case()
          .when('a.isDeleted', '=', 1)
          .then(GroupStatus.Deleted)
          .when(bookingsOfGroup(eb), '>', 0)
          .then(GroupStatus.Purchased)
          .else(eb.fn.coalesce('gi.status', sql.lit(GroupStatus.Pending)))
          .end(),
        'in',
        statuses,
      ),
    );
  }
  return q;
}

export async function countArrivals(db: Db, scope: SupplierFilter, f: ParsedFilter, today: string): Promise<number> {
  const row = await applyFilter(baseQuery(db).select((eb) => eb.fn.countAll<number>().as('n')), scope, f, today).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findArrivalRows(db: Db, scope: SupplierFilter, f: ParsedFilter, today: string) {
  const direction = f.sortType === 'desc' ? 'desc' : 'asc';
  return applyFilter(
    baseQuery(db).selectAll('a').select((eb) => [
      'h.name as hotelName',
      'gi.id as groupInfoId',
      eb.fn.coalesce('gih.roomNumber', 'a.roomNumber').as('roomNumber'),
      bookingsOfGroup(eb).as('numberOfBookings'),
    ]),
    scope,
    f,
    today,
  )
    .orderBy(sql.ref(SORT_COLUMNS[f.sortField]), direction)
    .orderBy('a.id', direction)
    .limit(f.itemsPerPage)
    .offset((f.page - 1) * f.itemsPerPage)
    .execute();
}

export async function findGroupInfos(db: Db, ids: number[]): Promise<Map<number, GroupInfo>> {
  const map = new Map<number, GroupInfo>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('groupInfos as gi')
    .leftJoin('users as u', 'u.id', 'gi.salesStaffId')
    .selectAll('gi')
    .select((eb) => [
      'u.fullName as salesStaffName',
      eb
        .selectFrom('bookings as b')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('b.groupId', '=', 'gi.groupId')
        .where('b.status', '<>', 4)
        .as('numberOfBookings'),
    ])
    .where('gi.id', 'in', ids)
    .execute();
  const hotels = await db.selectFrom('groupInfoHotels').selectAll().where('groupInfoId', 'in', ids).orderBy('hotelId').execute();
  for (const r of rows) {
    map.set(r.id, {
      id: r.id,
      groupId: r.groupId,
      status: r.status,
      notes: r.notes,
      phoneNumbers: r.phoneNumbers,
      communicationStatus: r.communicationStatus,
      salesStaffId: r.salesStaffId,
      salesStaffName: r.salesStaffName,
      numberOfBookings: Number(r.numberOfBookings ?? 0),
      version: r.version,
      updatedAt: r.updatedAt,
      hotels: hotels.filter((h) => h.groupInfoId === r.id),
    });
  }
  return map;
}

export async function findMeetings(db: Db, supplierIds: number[], groupIds: string[]): Promise<Map<string, Meeting[]>> {
  const map = new Map<string, Meeting[]>();
  if (groupIds.length === 0) return map;
  const rows = await db
    .selectFrom('meetings as m')
    .leftJoin('users as u', 'u.id', 'm.staffId')
    .select(['m.supplierId', 'm.groupId', 'm.date', 'm.staffId', 'u.fullName as staffName', 'm.timeStart', 'm.timeEnd', 'm.isNoTime'])
    .where('m.groupId', 'in', groupIds)
    .where('m.supplierId', 'in', supplierIds)
    .orderBy('m.date')
    .execute();
  for (const r of rows) {
    const key = `${r.supplierId}:${r.groupId}`;
    const list = map.get(key) ?? [];
    list.push({ date: r.date, staffId: r.staffId, staffName: r.staffName, timeStart: r.timeStart, timeEnd: r.timeEnd, isNoTime: r.isNoTime === 1 });
    map.set(key, list);
  }
  return map;
}

/** The supplier and hotels of a group, as long as the caller may see it. */
export async function findGroup(db: Db, scope: SupplierFilter, groupId: string) {
  let q = db.selectFrom('arrivals').select(['supplierId', 'hotelId']).where('groupId', '=', groupId);
  if ('supplierId' in scope) q = q.where('supplierId', '=', scope.supplierId);
  const rows = await q.execute();
  if (rows.length === 0) return null;
  return { supplierId: rows[0].supplierId, hotelIds: [...new Set(rows.map((r) => r.hotelId).filter((h): h is number => h !== null))] };
}

export async function findSalesPeople(db: Db, scope: SupplierFilter) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('userRoles as r', 'r.userId', 'u.id')
    .select(['u.id', 'u.fullName as name', 'u.email', 'u.phone'])
    .where('r.role', '=', 'sales')
    .where('u.isDeleted', '=', 0)
    .orderBy('u.fullName');
  if ('supplierId' in scope) q = q.where('u.supplierId', '=', scope.supplierId);
  return q.execute();
}

export async function findHotelsWithArrivals(db: Db, scope: SupplierFilter) {
  let q = db
    .selectFrom('hotels as h')
    .select(['h.id', 'h.name'])
    .where((eb) => {
      let sub = eb.selectFrom('arrivals as a').select('a.id').whereRef('a.hotelId', '=', 'h.id');
      if ('supplierId' in scope) sub = sub.where('a.supplierId', '=', scope.supplierId);
      return eb.exists(sub);
    })
    .orderBy('h.name');
  return q.execute();
}
