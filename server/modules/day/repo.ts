// A slot-day's check-ins (issue 25 items 5–7): the rows the manifest reads and the marks move.
// Repositories query; service.ts decides.
import type { CheckInState } from '../../../contract';
import { onlySupplier, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';

/** The slot's supplier's clock, when the filter reaches the slot. */
export function slotTimeZone(db: Db, suppliers: SupplierFilter, slotId: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .innerJoin('suppliers as p', 'p.id', 'g.supplierId')
    .select(['p.timeZone'])
    .where('s.id', '=', slotId)
    .$if(only !== undefined, (w) => w.where('g.supplierId', '=', only!))
    .executeTakeFirst();
}

/** Every booking of the slot-day, cancelled ones too: its voucher's clientRef, status and amounts to collect. */
export function slotDayLedger(db: Db, slotId: number, date: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'clientRef', 'status', 'guestName', 'collect', 'collectOrig'])
    .where('timeSlotId', '=', slotId)
    .where('date', '=', date)
    .execute();
}

const markColumns = [
  'c.bookingId',
  'c.state',
  'c.stateBy',
  'c.stateAt',
  'c.cashAmount',
  'c.cashCurrency',
  'c.cashBy',
  'c.cashAt',
  'su.fullName as stateByName',
  'cu.fullName as cashByName',
] as const;

/** The slot-day's marks with the names of who made them. */
export function slotDayMarks(db: Db, slotId: number, date: string) {
  return db
    .selectFrom('checkIns as c')
    .leftJoin('users as su', 'su.id', 'c.stateBy')
    .leftJoin('users as cu', 'cu.id', 'c.cashBy')
    .select(markColumns)
    .where('c.timeSlotId', '=', slotId)
    .where('c.date', '=', date)
    .execute();
}

export type MarkRow = Awaited<ReturnType<typeof slotDayMarks>>[number];

export function markOf(db: Db, bookingId: number) {
  return db
    .selectFrom('checkIns as c')
    .leftJoin('users as su', 'su.id', 'c.stateBy')
    .leftJoin('users as cu', 'cu.id', 'c.cashBy')
    .select(markColumns)
    .where('c.bookingId', '=', bookingId)
    .executeTakeFirst();
}

/** A booking as a check-in needs it, when the filter reaches its supplier. */
export function bookingToMark(db: Db, suppliers: SupplierFilter, bookingId: number) {
  const only = onlySupplier(suppliers);
  return db
    .selectFrom('bookings')
    .select(['id', 'clientRef', 'status', 'timeSlotId', 'date'])
    .where('id', '=', bookingId)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .executeTakeFirst();
}

/** The booking's row of marks, made empty at its first mark (a second maker's insert does nothing). */
export async function ensureMarkRow(
  db: Db,
  row: { bookingId: number; timeSlotId: number; date: string; now: string },
): Promise<void> {
  await db
    .insertInto('checkIns')
    .values({ bookingId: row.bookingId, timeSlotId: row.timeSlotId, date: row.date, updatedAt: row.now })
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .execute();
}

/**
 * Moves the booking's state to `state` only from one of `from` (null: nothing recorded): the one
 * statement two racing devices meet at. True when it moved.
 */
export async function moveState(
  db: Db,
  m: {
    bookingId: number;
    state: CheckInState;
    from: readonly (CheckInState | null)[];
    by: number;
    at: string;
    now: string;
  },
): Promise<boolean> {
  const states = m.from.filter((s): s is CheckInState => s !== null);
  const res = await db
    .updateTable('checkIns')
    .set({ state: m.state, stateBy: m.by, stateAt: m.at, updatedAt: m.now })
    .where('bookingId', '=', m.bookingId)
    .where((eb) =>
      eb.or([
        ...(m.from.includes(null) ? [eb('state', 'is', null)] : []),
        ...(states.length > 0 ? [eb('state', 'in', states)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Takes back the booking's state when it is still `state` (and, for `onlyBy`, still that user's): the
 * undo's one conditional statement. True when it moved.
 */
export async function clearState(
  db: Db,
  m: { bookingId: number; state: CheckInState; onlyBy: number | null; now: string },
): Promise<boolean> {
  const res = await db
    .updateTable('checkIns')
    .set({ state: null, stateBy: null, stateAt: null, updatedAt: m.now })
    .where('bookingId', '=', m.bookingId)
    .where('state', '=', m.state)
    .$if(m.onlyBy !== null, (w) => w.where('stateBy', '=', m.onlyBy!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Records cash unless someone else recorded another amount first. True when it was written. */
export async function recordCash(
  db: Db,
  m: { bookingId: number; amount: number; currency: string; by: number; at: string; now: string },
): Promise<boolean> {
  const res = await db
    .updateTable('checkIns')
    .set({ cashAmount: m.amount, cashCurrency: m.currency, cashBy: m.by, cashAt: m.at, updatedAt: m.now })
    .where('bookingId', '=', m.bookingId)
    .where((eb) => eb.or([eb('cashBy', 'is', null), eb('cashBy', '=', m.by)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Attraction-ticket codes from stock sold to the slot-day's bookings: printed as QR codes on their tickets. */
export function stockCodesOfSlotDay(db: Db, slotId: number, date: string) {
  return db
    .selectFrom('ticketCodes as c')
    .innerJoin('bookings as b', 'b.id', 'c.bookingId')
    .select(['c.code', 'b.id as bookingId'])
    .where('b.timeSlotId', '=', slotId)
    .where('b.date', '=', date)
    .where('c.status', '=', 'sold')
    .orderBy('c.id')
    .execute();
}

/** Whether `code` is a stock code sold to the booking. */
export async function isStockCodeOf(db: Db, bookingId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('ticketCodes')
    .select('id')
    .where('bookingId', '=', bookingId)
    .where('code', '=', code)
    .where('status', '=', 'sold')
    .executeTakeFirst();
  return row !== undefined;
}
