import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { GroupInfo, Meeting, ParsedArrivalsFilter } from '../../../contract';
import { GroupStatus } from '../../../contract';
import type { Db, Dialect } from '../../db/database';
import { nameForReaders } from '../../db/name-order';
import { dialectOf } from '../../db/dialect';
import type { DB } from '../../db/tables';
import { phoneContains } from '../../db/phone-search';
import { containsIndexedText, containsText } from '../../db/text-search';
import { phoneSearchDigits } from '../../../domain/arrival-search';

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
  roomnumber: 'roomNumber', // coalesce(gih.roomNumber, a.roomNumber): arrivalPageQuery spells it out
  pickuptime: 'a.pickUpTime',
} as const;

function baseQuery(db: Db) {
  return db
    .selectFrom('arrivals as a')
    .leftJoin('hotels as h', 'h.id', 'a.hotelId')
    .leftJoin('groupInfos as gi', (j) =>
      j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'),
    )
    .leftJoin('groupInfoHotels as gih', (j) =>
      j.onRef('gih.groupInfoId', '=', 'gi.id').onRef('gih.hotelId', '=', 'a.hotelId'),
    );
}

/** Filters and sorts on group info or hotel columns need the joins; the others read arrivals alone. */
function needsJoins(f: ParsedFilter): boolean {
  return (
    Boolean(f.salesStaffIds?.length || f.statuses?.length) ||
    f.sortField === 'hotelname' ||
    f.sortField === 'roomnumber'
  );
}

/**
 * The search box (domain/arrival-search.ts): a tourist name containing the text, a room equal to it
 * (the group's room at the arrival's hotel, or the arrival's own), or, when the text is a phone number,
 * a number of the guest or of the group containing its digits. One list of arrival ids, each part read
 * from its own index: the name's trigrams, arrivals_room, group_info_hotels_room, and the phone
 * numbers' trigrams (migration 2026-11-25-0014). As an OR over the joined group info no index could
 * serve it, and a search read every guest in house (about 50 ms for the count and 50 for the page at
 * scale, on either database).
 */
function nameRoomOrPhone(dialect: Dialect, text: string) {
  return (eb: ExpressionBuilder<DB & { a: DB['arrivals'] }, 'a'>) => {
    const byName = eb
      .selectFrom('arrivals as an')
      .select('an.id')
      .where(containsIndexedText(dialect, 'arrivals', 'an', ['touristName'], text));
    const byOwnRoom = eb.selectFrom('arrivals as ar').select('ar.id').where('ar.roomNumber', '=', text);
    const byGroupRoom = eb
      .selectFrom('groupInfoHotels as rh')
      .innerJoin('groupInfos as rg', 'rg.id', 'rh.groupInfoId')
      .innerJoin('arrivals as ra', (j) =>
        j
          .onRef('ra.supplierId', '=', 'rg.supplierId')
          .onRef('ra.groupId', '=', 'rg.groupId')
          .onRef('ra.hotelId', '=', 'rh.hotelId'),
      )
      .select('ra.id')
      .where('rh.roomNumber', '=', text);
    const ids = byName.union(byOwnRoom).union(byGroupRoom);
    const digits = phoneSearchDigits(text);
    if (digits === null) return eb('a.id', 'in', ids);
    const byOwnPhone = eb
      .selectFrom('arrivals as ap')
      .select('ap.id')
      .where(phoneContains(dialect, 'arrivals', 'ap', digits));
    const byGroupPhone = eb
      .selectFrom('groupInfos as pg')
      .innerJoin('arrivals as pa', (j) =>
        j.onRef('pa.supplierId', '=', 'pg.supplierId').onRef('pa.groupId', '=', 'pg.groupId'),
      )
      .select('pa.id')
      .where(phoneContains(dialect, 'groupInfos', 'pg', digits));
    return eb('a.id', 'in', ids.union(byOwnPhone).union(byGroupPhone));
  };
}

/** The filter's conditions on the arrival's own columns. */
function ownFilter(dialect: Dialect, scope: SupplierFilter, f: ParsedFilter, today: string) {
  return (eb: ExpressionBuilder<DB & { a: DB['arrivals'] }, 'a'>) => {
    const and: Expression<SqlBool>[] = [];
    if ('supplierId' in scope) and.push(eb('a.supplierId', '=', scope.supplierId));
    if (f.inHouse) and.push(eb('a.arrivalDate', '<=', today), eb('a.departureDate', '>=', today));
    if (f.hotelIds?.length) and.push(eb('a.hotelId', 'in', f.hotelIds));
    if (f.agencyIds?.length) and.push(eb('a.agencyId', 'in', f.agencyIds));
    if (f.groupId) and.push(containsIndexedText(dialect, 'arrivals', 'a', ['groupId'], f.groupId));
    if (f.touristName)
      and.push(containsIndexedText(dialect, 'arrivals', 'a', ['touristName'], f.touristName));
    if (f.country) and.push(containsText('a.touristCountry', f.country));
    if (f.search) and.push(nameRoomOrPhone(dialect, f.search)(eb));
    if (f.arrivalDate)
      and.push(eb('a.arrivalDate', '>=', f.arrivalDate.from), eb('a.arrivalDate', '<=', f.arrivalDate.to));
    if (f.departureDate)
      and.push(
        eb('a.departureDate', '>=', f.departureDate.from),
        eb('a.departureDate', '<=', f.departureDate.to),
      );
    return eb.and(and);
  };
}

function applyFilter<O>(
  dialect: Dialect,
  q: SelectQueryBuilder<From, 'a' | 'h' | 'gi' | 'gih', O>,
  scope: SupplierFilter,
  f: ParsedFilter,
  today: string,
) {
  q = q.where(ownFilter(dialect, scope, f, today));
  if (f.salesStaffIds?.length) q = q.where('gi.salesStaffId', 'in', f.salesStaffIds);
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

/**
 * The count behind pagingInfo, joined only when the filter reads group info (SQLite runs the left joins
 * even when nothing uses them): the default in-house count is then a range of arrivalsInHouse alone.
 */
export function arrivalCountQuery(db: Db, scope: SupplierFilter, f: ParsedFilter, today: string) {
  const dialect = dialectOf(db);
  if (needsJoins(f))
    return applyFilter(
      dialect,
      baseQuery(db).select((eb) => eb.fn.countAll<number>().as('n')),
      scope,
      f,
      today,
    );
  return db
    .selectFrom('arrivals as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ownFilter(dialect, scope, f, today));
}

export async function countArrivals(
  db: Db,
  scope: SupplierFilter,
  f: ParsedFilter,
  today: string,
): Promise<number> {
  const row = await arrivalCountQuery(db, scope, f, today).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of one page, in order. Sorting picks the top of the whole filtered set (40,000 guests in
 * house at scale), so it reads the sort key and id alone; the names, group info and booking counts are
 * then fetched for the page's rows only.
 */
export function arrivalPageQuery(db: Db, scope: SupplierFilter, f: ParsedFilter, today: string) {
  const direction = f.sortType === 'desc' ? 'desc' : 'asc';
  // Group ids grow with the arrival month, so today's guests sit at the end of the group-id index: a
  // planner that walks it to satisfy ORDER BY reads most of the history before it fills a page (SQLite
  // does, 0.4 s at scale). Sorting on an expression of the id keeps the in-house list on arrivalsInHouse,
  // whose range holds the stays not over yet, and sorts those (top-N) from the index alone.
  const sortKey =
    f.sortField === 'roomnumber'
      ? sql`coalesce(${sql.ref('gih.roomNumber')}, ${sql.ref('a.roomNumber')})`
      : f.sortField === 'groupid' && f.inHouse
        ? sql`${sql.ref('a.groupId')} || ''`
        : sql.ref(SORT_COLUMNS[f.sortField]);
  const dialect = dialectOf(db);
  const q = needsJoins(f)
    ? applyFilter(dialect, baseQuery(db).select('a.id'), scope, f, today)
    : db
        .selectFrom('arrivals as a')
        .select('a.id')
        .where(ownFilter(dialect, scope, f, today));
  return q
    .orderBy(sortKey, direction)
    .orderBy('a.id', direction)
    .limit(f.itemsPerPage)
    .offset((f.page - 1) * f.itemsPerPage);
}

export async function findArrivalRows(db: Db, scope: SupplierFilter, f: ParsedFilter, today: string) {
  const ids = (await arrivalPageQuery(db, scope, f, today).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await arrivalRowsQuery(db, ids).execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((x, y) => position.get(x.id)! - position.get(y.id)!);
}

/** The rows of a page with what the list shows beside them. */
export function arrivalRowsQuery(db: Db, ids: number[]) {
  return baseQuery(db)
    .selectAll('a')
    .select((eb) => [
      'h.name as hotelName',
      'gi.id as groupInfoId',
      eb.fn.coalesce('gih.roomNumber', 'a.roomNumber').as('roomNumber'),
      bookingsOfGroup(eb).as('numberOfBookings'),
    ])
    .where('a.id', 'in', ids);
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
  const hotels = await db
    .selectFrom('groupInfoHotels')
    .selectAll()
    .where('groupInfoId', 'in', ids)
    .orderBy('hotelId')
    .execute();
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

export async function findMeetings(
  db: Db,
  supplierIds: number[],
  groupIds: string[],
): Promise<Map<string, Meeting[]>> {
  const map = new Map<string, Meeting[]>();
  if (groupIds.length === 0) return map;
  const rows = await db
    .selectFrom('meetings as m')
    .leftJoin('users as u', 'u.id', 'm.staffId')
    .select([
      'm.supplierId',
      'm.groupId',
      'm.date',
      'm.staffId',
      'u.fullName as staffName',
      'm.timeStart',
      'm.timeEnd',
      'm.isNoTime',
    ])
    .where('m.groupId', 'in', groupIds)
    .where('m.supplierId', 'in', supplierIds)
    .orderBy('m.date')
    .execute();
  for (const r of rows) {
    const key = `${r.supplierId}:${r.groupId}`;
    const list = map.get(key) ?? [];
    list.push({
      date: r.date,
      staffId: r.staffId,
      staffName: r.staffName,
      timeStart: r.timeStart,
      timeEnd: r.timeEnd,
      isNoTime: r.isNoTime === 1,
    });
    map.set(key, list);
  }
  return map;
}

/** Guests met at the airport (issue 25 item 8), by arrival id: who and when. */
export async function findAirportMeetings(db: Db, arrivalIds: number[]) {
  if (arrivalIds.length === 0)
    return new Map<number, { metAt: string; metById: number | null; metByName: string | null }>();
  const rows = await db
    .selectFrom('arrivalMeetings as m')
    .leftJoin('users as u', 'u.id', 'm.metBy')
    .select(['m.arrivalId', 'm.metAt', 'm.metBy', 'u.fullName as metByName'])
    .where('m.arrivalId', 'in', arrivalIds)
    .execute();
  return new Map(
    rows.map((r) => [r.arrivalId, { metAt: r.metAt, metById: r.metBy, metByName: r.metByName }]),
  );
}

/** A group's guests (arrivalsGroupId), for the group-info save. */
export function groupQuery(db: Db, scope: SupplierFilter, groupId: string) {
  let q = db.selectFrom('arrivals').select(['supplierId', 'hotelId']).where('groupId', '=', groupId);
  if ('supplierId' in scope) q = q.where('supplierId', '=', scope.supplierId);
  return q;
}

/** The supplier and hotels of a group, as long as the caller may see it. */
export async function findGroup(db: Db, scope: SupplierFilter, groupId: string) {
  const rows = await groupQuery(db, scope, groupId).execute();
  if (rows.length === 0) return null;
  return {
    supplierId: rows[0].supplierId,
    hotelIds: [...new Set(rows.map((r) => r.hotelId).filter((h): h is number => h !== null))],
  };
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
    .orderBy(nameForReaders('h.name'))
    .orderBy('h.name')
    .orderBy('h.id');
  return q.execute();
}

/** Inserts the group's info row unless it exists (a save makes sure it does, then locks it). */
export async function insertGroupInfoIfMissing(trx: Db, values: Insertable<DB['groupInfos']>): Promise<void> {
  await trx
    .insertInto('groupInfos')
    .values(values)
    .onConflict((oc) => oc.columns(['supplierId', 'groupId']).doNothing())
    .execute();
}

/**
 * The group's info row, locked on PostgreSQL until the transaction ends, so concurrent saves of one group
 * apply one after another (SQLite has one writer at a time). It must exist.
 */
export function lockGroupInfo(trx: Db, dialect: Dialect, supplierId: number, groupId: string) {
  let locked = trx
    .selectFrom('groupInfos')
    .selectAll()
    .where('supplierId', '=', supplierId)
    .where('groupId', '=', groupId);
  if (dialect === 'postgres') locked = locked.forUpdate();
  return locked.executeTakeFirstOrThrow();
}

/** A user's full name, or null when the id names nobody. */
export async function userFullName(trx: Db, userId: number): Promise<string | null> {
  const row = await trx.selectFrom('users').select('fullName').where('id', '=', userId).executeTakeFirst();
  return row?.fullName ?? null;
}

/** The room numbers of a group's info, by hotel. */
export function groupInfoRooms(trx: Db, groupInfoId: number) {
  return trx
    .selectFrom('groupInfoHotels')
    .select(['hotelId', 'roomNumber'])
    .where('groupInfoId', '=', groupInfoId)
    .execute();
}

/** Writes the group info's fields and moves its version by one. */
export async function updateGroupInfo(
  trx: Db,
  id: number,
  values: Omit<Updateable<DB['groupInfos']>, 'version'>,
): Promise<void> {
  await trx
    .updateTable('groupInfos')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Sets the group's room number at a hotel (inserted, or the existing one replaced). */
export async function saveGroupInfoRoom(
  trx: Db,
  groupInfoId: number,
  hotelId: number,
  roomNumber: string,
): Promise<void> {
  await trx
    .insertInto('groupInfoHotels')
    .values({ groupInfoId, hotelId, roomNumber })
    .onConflict((oc) => oc.columns(['groupInfoId', 'hotelId']).doUpdateSet({ roomNumber }))
    .execute();
}
