import {
  BookingStatus,
  type CheckInMark,
  type CheckInRefusal,
  type CheckInRequest,
  type CheckInResult,
  type CheckInState,
  type DayManifest,
  type DayParams,
} from '../../../contract';
import { parseScannedCode } from '../../../domain/check-in-code';
import { toDisplayDate } from '../../../domain/dates';
import { mayUndoMark, slotDayReach, worksSlotDay } from '../../../domain/day-access';
import { DEFAULT_TIME_ZONE } from '../../../domain/local-time';
import { fromUnits, toUnits } from '../../../domain/money';
import { audit } from '../auth/repo';
import { supplierFilter, type RequestScope, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { slotDay, SLOT_NOT_FOUND } from '../availability/service';
import {
  bookingToMark,
  clearState,
  ensureMarkRow,
  isStockCodeOf,
  markOf,
  moveState,
  recordCash,
  slotDayLedger,
  slotDayMarks,
  slotTimeZone,
  stockCodesOfSlotDay,
  type MarkRow,
} from './repo';
import { isAssigned } from '../dispatch/repo';

/**
 * The one place a slot-day's manifest and marks check who may work it (domain/day-access.ts): staff
 * every slot-day of their suppliers, guides and drivers the ones dispatch assigned them (issue 25 item 3).
 */
async function assertWorksSlotDay(db: Db, scope: RequestScope, slotId: number, date: string): Promise<void> {
  const reach = slotDayReach(scope.roles);
  const assigned = reach === 'crew' && (await isAssigned(db, scope.user.id, slotId, date));
  // Not found rather than forbidden: a guide learns nothing of slot-days that are not theirs.
  if (!worksSlotDay(reach, assigned)) throw new AppError('not_found', SLOT_NOT_FOUND);
}

function refusal(
  code: 'conflict' | 'business_rule' | 'not_found',
  reason: CheckInRefusal,
  message: string,
  extra: { by?: string; at?: string } = {},
): AppError {
  return new AppError(code, message, { body: { reason, ...extra } });
}

export function markOfRow(r: MarkRow | undefined): CheckInMark | null {
  if (!r) return null;
  return {
    state: (r.state as CheckInState | null) ?? null,
    byUserId: r.stateBy,
    by: r.stateByName ?? null,
    at: r.stateAt,
    cash:
      r.cashAmount != null && r.cashCurrency != null
        ? {
            amount: fromUnits(r.cashAmount),
            currency: r.cashCurrency as 'USD' | 'AED',
            by: r.cashByName ?? '',
            at: r.cashAt ?? '',
          }
        : null,
  };
}

/** The slot-day's marks by booking, for the manifest and the chart's PDF and spreadsheet. */
export async function marksOfSlotDay(
  db: Db,
  slotId: number,
  date: string,
): Promise<Map<number, CheckInMark>> {
  const rows = await slotDayMarks(db, slotId, date);
  return new Map(rows.map((r) => [r.bookingId, markOfRow(r)!]));
}

/** The marks and the supplier's clock for the chart's manifest PDF and spreadsheet (item 7). */
export async function marksForDocuments(db: Db, suppliers: SupplierFilter, slotId: number, date: string) {
  const [byBooking, zone] = await Promise.all([
    marksOfSlotDay(db, slotId, date),
    slotTimeZone(db, suppliers, slotId),
  ]);
  return { byBooking, timeZone: zone?.timeZone ?? DEFAULT_TIME_ZONE };
}

/** A slot-day's manifest for the guide or driver: the chart's slot-day, with vouchers, amounts and marks. */
export async function dayManifest(
  db: Db,
  scope: RequestScope,
  { timeSlotId, date }: DayParams,
  now = new Date(),
): Promise<DayManifest> {
  const suppliers = supplierFilter(scope);
  await assertWorksSlotDay(db, scope, timeSlotId, date);
  const day = await slotDay(db, suppliers, timeSlotId, date);
  const [ledger, marks, zone, stockCodes] = await Promise.all([
    slotDayLedger(db, timeSlotId, date),
    marksOfSlotDay(db, timeSlotId, date),
    slotTimeZone(db, suppliers, timeSlotId),
    stockCodesOfSlotDay(db, timeSlotId, date),
  ]);
  const byId = new Map(ledger.map((l) => [l.id, l]));
  return {
    date,
    slot: day.slot,
    timeZone: zone?.timeZone ?? DEFAULT_TIME_ZONE,
    bookings: day.bookings.map((b) => {
      const l = byId.get(b.id);
      return {
        ...b,
        clientRef: l?.clientRef ?? '',
        collectUsd: fromUnits(l?.collect),
        collectAed: fromUnits(l?.collectOrig),
        checkIn: marks.get(b.id) ?? null,
      };
    }),
    cancelled: ledger
      .filter((l) => l.status === BookingStatus.Cancelled)
      .map((l) => ({ id: l.id, clientRef: l.clientRef, guestName: l.guestName })),
    ticketCodes: stockCodes,
    asOf: now.toISOString(),
  };
}

/**
 * Takes back a check-in or no-show tapped by mistake, audited with what it took back. Already undone (or
 * never made) is done; a mark another crew member made, or one that changed since the device saw it,
 * is a conflict naming who and when. True when there was nothing left to undo.
 */
async function undoMark(
  trx: Db,
  scope: RequestScope,
  bookingId: number,
  state: CheckInState,
  now: string,
): Promise<boolean> {
  const me = scope.user.id;
  const reach = slotDayReach(scope.roles);
  const before = markOfRow(await markOf(trx, bookingId))!;
  const onlyBy = mayUndoMark(reach, null, me) ? null : me;
  if (await clearState(trx, { bookingId, state, onlyBy, now })) {
    await audit(trx, {
      userId: me,
      action: 'check-in.undo',
      subject: String(bookingId),
      detail: { before: { state: before.state, byUserId: before.byUserId, at: before.at } },
    });
    return false;
  }
  const mark = markOfRow(await markOf(trx, bookingId))!;
  if (mark.state === null) return true;
  const extra = { by: mark.by ?? undefined, at: mark.at ?? undefined };
  // The mark changed since the device saw it: a late guest checked in by someone else.
  if (mark.state !== state && mark.state === 'checkedIn')
    throw refusal('conflict', 'already_checked_in', `Already checked in by ${mark.by ?? ''}`, extra);
  throw refusal('conflict', 'marked_by_other', `Marked by ${mark.by ?? ''}: only they can undo it`, extra);
}

/** The device's time of a mark when plausible (not ahead of the server, at most two days old), else now. */
function markTime(at: string | undefined, now: Date): string {
  if (!at) return now.toISOString();
  const t = Date.parse(at);
  if (Number.isNaN(t) || t > now.getTime() + 60_000 || t < now.getTime() - 48 * 3600_000)
    return now.toISOString();
  return new Date(t).toISOString();
}

/**
 * Records a check-in, no-show or cash for a booking of the slot-day. Racing devices meet at one
 * conditional update: the first wins; the second is told who and when (409), unless it is the same
 * user recording the same thing again (200, alreadyDone).
 */
export async function markBooking(
  trx: Db,
  scope: RequestScope,
  { timeSlotId, date }: DayParams,
  body: CheckInRequest,
  now = new Date(),
): Promise<StoredAnswer<CheckInResult>> {
  const suppliers = supplierFilter(scope);
  await assertWorksSlotDay(trx, scope, timeSlotId, date);
  const unknownCode = () =>
    refusal('not_found', 'unknown_code', 'This code is not a Caravan voucher or ticket');
  // Our voucher's or ticket's code names its booking; any other is an attraction-ticket code from stock.
  const code = body.code === undefined ? null : parseScannedCode(body.code);
  if (code && code.kind !== 'unknown' && code.bookingId !== body.bookingId) throw unknownCode();
  const booking = await bookingToMark(trx, suppliers, body.bookingId);
  if (!booking)
    throw code
      ? unknownCode()
      : refusal('not_found', 'unknown_booking', 'Booking not found or you are not allowed to see it');
  if (code && code.kind !== 'unknown' && code.clientRef !== booking.clientRef) throw unknownCode();
  if (code?.kind === 'unknown' && !(await isStockCodeOf(trx, booking.id, body.code!.trim())))
    throw unknownCode();
  if (booking.timeSlotId !== timeSlotId || booking.date !== date)
    throw refusal(
      'business_rule',
      'other_slot_day',
      `Booking #${booking.id} is for another tour or day (${toDisplayDate(booking.date)})`,
    );
  if (booking.status === BookingStatus.Cancelled)
    throw refusal('business_rule', 'booking_cancelled', `Booking #${booking.id} is cancelled`);

  const at = markTime(body.at, now);
  const stamp = now.toISOString();
  const me = scope.user.id;
  await ensureMarkRow(trx, { bookingId: booking.id, timeSlotId, date, now: stamp });
  let alreadyDone = false;
  if (body.action === 'undo') {
    alreadyDone = await undoMark(trx, scope, booking.id, body.undo!, stamp);
  } else if (body.action === 'cash') {
    const cash = body.cash!;
    const amount = toUnits(cash.amount);
    if (
      !(await recordCash(trx, {
        bookingId: booking.id,
        amount,
        currency: cash.currency,
        by: me,
        at,
        now: stamp,
      }))
    ) {
      const mark = markOfRow(await markOf(trx, booking.id))!;
      const same = mark.cash && toUnits(mark.cash.amount) === amount && mark.cash.currency === cash.currency;
      if (!same)
        throw refusal(
          'conflict',
          'cash_recorded',
          `Cash for booking #${booking.id} was already recorded by ${mark.cash?.by ?? ''}`,
          { by: mark.cash?.by, at: mark.cash?.at },
        );
      alreadyDone = true;
    }
  } else {
    const state: CheckInState = body.action === 'checkIn' ? 'checkedIn' : 'noShow';
    // A guest marked no-show who turns up late is checked in; a checked-in guest is never a no-show.
    const from: (CheckInState | null)[] = state === 'checkedIn' ? [null, 'noShow'] : [null];
    if (!(await moveState(trx, { bookingId: booking.id, state, from, by: me, at, now: stamp }))) {
      const mark = markOfRow(await markOf(trx, booking.id))!;
      if (mark.state === state && (mark.byUserId === me || state === 'noShow')) alreadyDone = true;
      else if (mark.state === 'checkedIn')
        throw refusal('conflict', 'already_checked_in', `Already checked in by ${mark.by ?? ''}`, {
          by: mark.by ?? undefined,
          at: mark.at ?? undefined,
        });
      else alreadyDone = true;
    }
  }
  return {
    status: 200,
    body: { bookingId: booking.id, checkIn: markOfRow(await markOf(trx, booking.id))!, alreadyDone },
  };
}
