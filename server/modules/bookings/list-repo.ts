import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { BookingStatus, type ParsedBookingQuery } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import type { Db, Dialect } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import type { DB } from '../../db/tables';
import { containsText, containsTextScanned, textMatchIds } from '../../db/text-search';

/**
 * Whose bookings a list may show: one agent's, one agency's, one supplier's, all, or those of the
 * arrivals groups of every supplier ('all') or of one supplier (arrivals staff).
 */
export type BookingScope =
  /** An agent's own bookings; with `staffSalesOf`, also those operator staff sold for that agency. */
  | { agentId: number; staffSalesOf?: number }
  | { agencyId: number }
  /** An agency's bookings of one supplier (a supplier's staff naming an agency). */
  | { agencyId: number; supplierId: number }
  | { supplierId: number }
  | { all: true }
  | { groupsOf: 'all' | number };

type From = DB & {
  b: DB['bookings'];
  t: DB['tours'];
  o: DB['offers'];
  h: DB['hotels'];
  r: DB['regions'];
  u: DB['users'];
  ag: DB['agencies'];
};
type Q<O> = SelectQueryBuilder<From, 'b' | 't' | 'o' | 'h' | 'r' | 'u' | 'ag', O>;

const SORT = {
  id: 'b.id',
  date: 'b.date',
  guestname: 'b.guestName',
  hotel: 'h.name',
  offer: 'o.nameDisplay',
  tour: 't.nameDisplay',
  status: 'b.status',
  voucher: 'b.voucher',
  grosssales: 'b.grossSales',
  agent: 'u.fullName',
  bookingdatetime: 'b.bookingDateTime',
} as const;

function base(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('tours as t', 't.id', 'b.tourId')
    .innerJoin('offers as o', 'o.id', 'b.offerId')
    .innerJoin('users as u', 'u.id', 'b.agentId')
    .innerJoin('agencies as ag', 'ag.id', 'b.agencyId')
    .leftJoin('hotels as h', 'h.id', 'b.hotelId')
    .leftJoin('regions as r', 'r.id', 'b.regionId');
}

type BookingsOnly = DB & { b: DB['bookings'] };

/**
 * The longest date window whose bookings SQLite tests for a text one by one: bookings_date_cover holds
 * the searched text, so a window costs an index read per booking (about 3 ms for the default 15 days'
 * 24,000 at scale) where gathering a common word's trigram matches first costs 13–30 ms. Past two months
 * of a large operator's bookings the trigram matches are the cheaper side again.
 */
const TEXT_SCAN_WINDOW_DAYS = 62;

/**
 * How few bookings a text filter is tested on one by one: those of one agent, agency or hotel ('scope'),
 * or of a short date window ('window'); null when the trigram matches are the narrower side.
 */
function textWalk(scope: BookingScope, f: ParsedBookingQuery): 'scope' | 'window' | null {
  if ('agentId' in scope || 'agencyId' in scope || f.agentId || f.hotelId) return 'scope';
  return f.from != null && f.to != null && f.to <= addDaysUtc(f.from, TEXT_SCAN_WINDOW_DAYS)
    ? 'window'
    : null;
}

/** The list's filter: only columns of the booking, so counts and sums need no joins. */
function bookingFilter(dialect: Dialect, scope: BookingScope, f: ParsedBookingQuery) {
  return (eb: ExpressionBuilder<BookingsOnly, 'b'>) => {
    const and: Expression<SqlBool>[] = [];
    if ('agentId' in scope)
      and.push(
        scope.staffSalesOf === undefined
          ? eb('b.agentId', '=', scope.agentId)
          : eb.or([
              eb('b.agentId', '=', scope.agentId),
              eb.and([eb('b.agencyId', '=', scope.staffSalesOf), eb('b.staffAgentId', 'is not', null)]),
            ]),
      );
    if ('agencyId' in scope) and.push(eb('b.agencyId', '=', scope.agencyId));
    if ('supplierId' in scope) and.push(eb('b.supplierId', '=', scope.supplierId));
    if ('groupsOf' in scope) {
      and.push(eb('b.groupId', 'is not', null));
      if (scope.groupsOf !== 'all') {
        const supplierId = scope.groupsOf;
        and.push(
          eb(
            'b.groupId',
            'in',
            eb
              .selectFrom('arrivals')
              .select('arrivals.groupId')
              .where('arrivals.supplierId', '=', supplierId),
          ),
        );
      }
    }
    if (f.from) and.push(eb('b.date', '>=', f.from));
    if (f.to) and.push(eb('b.date', '<=', f.to));
    if (f.agentId) and.push(eb('b.agentId', '=', f.agentId));
    if (f.hotelId) and.push(eb('b.hotelId', '=', f.hotelId));
    if (f.offerId) and.push(eb('b.offerId', '=', f.offerId));
    const walk = f.f ? textWalk(scope, f) : null;
    if (f.status !== undefined) {
      // SQLite tests a text over a window in bookings_date_cover; where agencies are few its planner
      // would rather skip-scan bookings_agency_status_date for the status and read every row for the text.
      const status =
        dialect === 'sqlite' && walk === 'window'
          ? sql<number>`+${sql.ref('b.status')}`
          : sql.ref<number>('b.status');
      and.push(eb(status, '=', f.status));
    }
    if (f.f) {
      const text = f.f;
      const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
      const matches = walk ? null : textMatchIds(dialect, 'bookings', ['guestName', 'voucher'], text);
      if (matches) {
        // SQLite, a walk over many bookings (a wide window, or none): `+` keeps the planner on the index of
        // the scope or window and tests each row's id against the text's matches held in memory, with no
        // row read. Looking up the matches instead reads a row each: 'andr' matches 46,000 bookings (0.2 s).
        // The group id and booking number join the same list.
        const group = sql`select ${sql.ref('id')} from ${sql.table('bookings')} where ${sql.ref('groupId')} = ${text}`;
        const ids = [matches, group, ...(id !== null ? [sql`select ${id}`] : [])];
        and.push(sql<SqlBool>`+${sql.ref('b.id')} in (${sql.join(ids, sql` union all `)})`);
      } else {
        // PostgreSQL, over a short window: the window's rows tested one by one (see TEXT_SCAN_WINDOW_DAYS);
        // given a LIKE, its planner intersected them with the trigram index's matches, 30–50 ms for a
        // common name against 17 ms.
        const contains = dialect === 'postgres' && walk === 'window' ? containsTextScanned : containsText;
        and.push(
          eb.or([
            contains('b.guestName', text),
            contains('b.voucher', text),
            eb('b.groupId', '=', text),
            ...(id !== null ? [eb('b.id', '=', id)] : []),
          ]),
        );
      }
    }
    return eb.and(and);
  };
}

function filtered<O>(db: Db, q: Q<O>, scope: BookingScope, f: ParsedBookingQuery): Q<O> {
  // The joined tables match every booking (their keys are required foreign keys), so filtering the
  // booking's own columns is the whole filter.
  return q.where(bookingFilter(dialectOf(db), scope, f));
}

/**
 * The count behind pagingInfo, on bookings alone: inner joins to tours, offers, users and agencies
 * would cost four lookups per counted row (100,000 for an agency at scale); the index answers it.
 */
export function bookingCountQuery(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  return db
    .selectFrom('bookings as b')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(bookingFilter(dialectOf(db), scope, f));
}

export async function countBookings(db: Db, scope: BookingScope, f: ParsedBookingQuery): Promise<number> {
  const row = await bookingCountQuery(db, scope, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The operator list's count and sums row in one pass over the matches, on bookings alone
 * (bookings_date_cover, on both databases, covers the default window): a text filter's matches are found once, not twice.
 */
export function bookingSumsQuery(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  return db
    .selectFrom('bookings as b')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('b.paid'), sql.lit(0)).as('paid'),
      eb.fn.coalesce(eb.fn.sum<number>('b.collect'), sql.lit(0)).as('collect'),
      eb.fn.coalesce(eb.fn.sum<number>('b.numAdults'), sql.lit(0)).as('ad'),
      eb.fn.coalesce(eb.fn.sum<number>('b.numChildren'), sql.lit(0)).as('ch'),
      eb.fn.coalesce(eb.fn.sum<number>('b.numInfants'), sql.lit(0)).as('inf'),
      eb.fn.coalesce(eb.fn.sum<number>('b.numFoc'), sql.lit(0)).as('foc'),
    ])
    .where(bookingFilter(dialectOf(db), scope, f));
}

export async function sumBookings(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  const row = await bookingSumsQuery(db, scope, f).executeTakeFirstOrThrow();
  return {
    total: Number(row.n),
    sums: {
      paid: Number(row.paid),
      collect: Number(row.collect),
      ad: Number(row.ad),
      ch: Number(row.ch),
      inf: Number(row.inf),
      foc: Number(row.foc),
    },
  };
}

/**
 * domain/cancellation.ts `keptUnits` of a column (its `keptPercent` of a booking), in SQL: the same integer
 * formula (integer division truncates on both databases; amounts are never negative, and a stored
 * refund is 0–100, as domain `refundPercent` makes it), so the totals are exactly the sum of the rows.
 */
const keptUnitsSql = (column: 'b.grossSales' | 'b.agencyReceivable') =>
  sql<number>`((${sql.ref(column)} * case when ${sql.ref('b.status')} = ${sql.lit(BookingStatus.Cancelled)}
    then 100 - coalesce(${sql.ref('b.refundPercent')}, 0) else 100 end + 5000) / 10000) * 100`;

/** The agent commissions' totals over the whole filter: what the agency keeps (issue 24 item 4). */
export async function commissionSums(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  const row = await db
    .selectFrom('bookings as b')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(keptUnitsSql('b.grossSales')), sql.lit(0)).as('grossSales'),
      eb.fn
        .coalesce(eb.fn.sum<number>(keptUnitsSql('b.agencyReceivable')), sql.lit(0))
        .as('agencyReceivable'),
    ])
    .where(bookingFilter(dialectOf(db), scope, f))
    .executeTakeFirstOrThrow();
  return { grossSales: Number(row.grossSales), agencyReceivable: Number(row.agencyReceivable) };
}

function withNames(db: Db) {
  return base(db)
    .selectAll('b')
    .select([
      't.nameDisplay as tourName',
      'o.nameDisplay as offerName',
      'o.isTicketsRequired',
      'h.name as hotelName',
      'r.name as regionName',
      'u.fullName as agentName',
      'ag.name as agencyName',
      // The supplier's clock, which the status buttons read 'today' on (one primary-key probe per row).
      (eb) =>
        eb
          .selectFrom('suppliers as s')
          .select('s.timeZone')
          .whereRef('s.id', '=', 'b.supplierId')
          .as('timeZone'),
      // Tickets a provider (OCTO) confirmed: one primary-key probe per row of the page.
      (eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('bookingExternalTickets as xt')
                .select('xt.bookingId')
                .whereRef('xt.bookingId', '=', 'b.id')
                .where('xt.status', '=', 'confirmed'),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('hasProviderTickets'),
    ]);
}

/** One page of the list with the names it shows; the planners walk the scope's (…, date, id) index. */
export function bookingPageQuery(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  return filtered(db, withNames(db), scope, f)
    .orderBy(sql.ref(SORT[f.orderBy]), f.orderType)
    .orderBy('b.id', f.orderType)
    .limit(f.itemsPerPage)
    .offset((f.page - 1) * f.itemsPerPage);
}

export async function findBookings(db: Db, scope: BookingScope, f: ParsedBookingQuery) {
  return bookingPageQuery(db, scope, f).execute();
}

export type BookingListRow = Awaited<ReturnType<typeof findBookings>>[number];

/** Option lists of the agent screens: agents, hotels and offers that occur in the scope's bookings. */
export async function bookingOptions(db: Db, scope: BookingScope, kind: 'agents' | 'hotels' | 'offers') {
  const q = filtered(db, base(db) as Q<object>, scope, {
    page: 1,
    itemsPerPage: 1,
    orderBy: 'date',
    orderType: 'desc',
    showMy: false,
  });
  const rows =
    kind === 'agents'
      ? await q.select(['u.id', 'u.fullName as name']).distinct().execute()
      : kind === 'hotels'
        ? await q.select(['h.id', 'h.name']).where('h.id', 'is not', null).distinct().execute()
        : await q.select(['o.id', 'o.nameDisplay as name']).distinct().execute();
  return (rows as Array<{ id: number | null; name: string | null }>)
    .filter((r): r is { id: number; name: string } => r.id !== null && r.name !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function findBookingInScope(
  db: Db,
  scope: BookingScope,
  id: number,
): Promise<BookingListRow | undefined> {
  const none: ParsedBookingQuery = {
    page: 1,
    itemsPerPage: 1,
    orderBy: 'date',
    orderType: 'desc',
    showMy: false,
  };
  return filtered(db, withNames(db), scope, none).where('b.id', '=', id).executeTakeFirst();
}
