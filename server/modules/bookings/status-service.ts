import {
  BOOKING_STATUS_ACTIONS,
  BookingStatus,
  TimeSlotType,
  type BookingStatusAction,
  type BookingStatusChange,
  type BookingStatusRefusalBody,
} from '../../../contract';
import {
  checkSystemTransition,
  checkTransition,
  type TransitionRefusal,
} from '../../../domain/booking-transitions';
import { moneyKept, refundPercent } from '../../../domain/cancellation';
import { fromUnits, round } from '../../../domain/money';
import { hoursUntil, localDateOf } from '../../../domain/local-time';
import { seatsSlotId } from '../../../domain/slot-seats';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { audit } from '../auth/repo';
import { cancellationPolicyOf } from '../catalogue/sales-view';
import { returnCodes } from '../ticket-stock/repo';
import type { BookingScope } from './list-repo';
import {
  auditEntriesOf,
  bookingStatusOf,
  findBookingToMove,
  findSlotOfSeats,
  giveBackSeats,
  moveBookingStatus,
} from './status-repo';

export type StatusAction = BookingStatusAction;

export interface StatusChange {
  id: number;
  status: number;
  refundPercent: number | null;
}

export async function releaseSeats(
  db: Db,
  booking: {
    timeSlotId: number | null;
    date: string;
    numAdults: number;
    numChildren: number;
    numInfants: number;
  },
) {
  if (!booking.timeSlotId) return;
  const slot = await findSlotOfSeats(db, booking.timeSlotId);
  if (!slot || slot.type !== TimeSlotType.Live) return;
  const seats = booking.numAdults + booking.numChildren + booking.numInfants;
  await giveBackSeats(
    db,
    { groupId: slot.groupId, timeSlotId: seatsSlotId(slot), date: booking.date },
    seats,
  );
}

/**
 * The server's own cancel (the OCTO recovery, when a provider never confirmed): through the transition
 * table like any other change, with a full refund, the seats given back and an audit row naming no
 * user and the reason. A booking the table does not let the system cancel (completed, cancelled
 * already, moved meanwhile) is left as it is; true when it moved.
 */
export async function cancelBySystem(
  trx: Db,
  booking: Parameters<typeof releaseSeats>[1] & { id: number },
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const check = checkSystemTransition('cancel', { status: await bookingStatusOf(trx, booking.id) });
  if (!check.ok) return false;
  const stamp = now.toISOString();
  const moved = await moveBookingStatus(trx, booking.id, check.from, {
    status: check.to,
    refundPercent: 100,
    statusChangedAt: stamp,
    statusChangedBy: null,
    updatedAt: stamp,
  });
  if (!moved) return false;
  await releaseSeats(trx, booking);
  await returnCodes(trx, booking.id);
  await audit(trx, {
    userId: null,
    action: 'booking.cancel',
    subject: String(booking.id),
    detail: { from: check.from, to: check.to, refundPercent: 100, reason },
  });
  return true;
}

const REFUSAL_STATUS = {
  status_changed: 'conflict',
  too_early: 'business_rule',
  not_allowed: 'forbidden',
} as const;
const REFUSAL_TITLE = {
  status_changed: 'Booking changed',
  too_early: 'Not possible',
  not_allowed: 'Forbidden',
} as const;

function refusalMessage(action: StatusAction, reason: TransitionRefusal, status: number): string {
  if (reason === 'not_allowed')
    return action === 'confirm' ? 'Only operations confirm bookings' : 'Only operations complete bookings';
  if (reason === 'too_early') return 'A booking can be completed on or after its date';
  if (action === 'confirm') return 'Only a pending booking can be confirmed';
  if (action === 'complete') return 'Only a confirmed booking can be completed';
  return status === BookingStatus.Cancelled
    ? 'The booking is already cancelled'
    : 'A completed booking cannot be cancelled';
}

/** A refusal with its typed reason and the booking's status now (contract: bookingStatusRefusalSchema). */
function refused(action: StatusAction, reason: TransitionRefusal, status: number): AppError {
  const body: Omit<BookingStatusRefusalBody, 'title' | 'message'> = { reason, status };
  return new AppError(REFUSAL_STATUS[reason], refusalMessage(action, reason, status), {
    title: REFUSAL_TITLE[reason],
    body,
  });
}

/**
 * Moves a booking's status as the transition table allows (domain/booking-transitions.ts), audited.
 * The move is one conditional write (`… SET status = :to WHERE id = :id AND status = :from`): of any
 * number of changes racing on one booking, across API instances, exactly one changes the row, and only
 * that one moves the seats, in the same transaction; the others answer 409 with the status now.
 */
export async function changeStatus(
  trx: Db,
  user: AuthUser,
  scope: BookingScope,
  id: number,
  action: StatusAction,
  now = new Date(),
): Promise<StoredAnswer<StatusChange>> {
  const booking = await findBookingToMove(trx, scope, id);
  if (!booking) throw notFound('Booking not found');

  const check = checkTransition(action, booking, user.roles, localDateOf(now, booking.timeZone));
  if (!check.ok) throw refused(action, check.reason, booking.status);

  const refund = check.to === BookingStatus.Cancelled ? await refundNow(trx, booking, now) : null;

  const stamp = now.toISOString();
  const moved = await moveBookingStatus(trx, id, check.from, {
    status: check.to,
    refundPercent: refund,
    statusChangedAt: stamp,
    statusChangedBy: user.id,
    updatedAt: stamp,
  });
  if (!moved) {
    // Another change committed between our read and our write (on PostgreSQL this statement waited for
    // it and then saw its status): read what it is now, in a fresh statement.
    throw refused(action, 'status_changed', await bookingStatusOf(trx, id));
  }
  if (check.to === BookingStatus.Cancelled) {
    await releaseSeats(trx, booking);
    // Its attraction-ticket codes go back to stock, to be sold again (issue 25 item 10).
    await returnCodes(trx, id);
  }
  await audit(trx, {
    userId: user.id,
    action: `booking.${action}`,
    subject: String(id),
    detail: { from: check.from, to: check.to, refundPercent: refund },
  });
  return { status: 200, body: { id, status: check.to, refundPercent: refund } };
}

/** What the offer's cancellation policy refunds of a booking cancelled at `now`: hours before the tour on its supplier's clock. */
async function refundNow(
  db: Db,
  booking: { offerId: number; date: string; startMinutes: number | null; timeZone: string },
  now: Date,
): Promise<number> {
  return refundPercent(
    await cancellationPolicyOf(db, booking.offerId),
    hoursUntil(booking.date, booking.startMinutes ?? 0, booking.timeZone, now),
  );
}

export interface CancellationQuote {
  id: number;
  refundPercent: number;
  /** The gross given back, and the gross, in the booking's currency (USD), to the cent. */
  refundAmount: number;
  grossSales: number;
}

/**
 * What cancelling the booking now would refund, by the very rule the cancel applies (issue 24 item 9:
 * the question states it before Yes). A cancel the transition table refuses is refused here the same way.
 */
export async function cancellationQuote(
  db: Db,
  user: AuthUser,
  scope: BookingScope,
  id: number,
  now = new Date(),
): Promise<CancellationQuote> {
  const booking = await findBookingToMove(db, scope, id);
  if (!booking) throw notFound('Booking not found');
  const check = checkTransition('cancel', booking, user.roles, localDateOf(now, booking.timeZone));
  if (!check.ok) throw refused('cancel', check.reason, booking.status);
  const percent = await refundNow(db, booking, now);
  const kept = moneyKept(booking, true, percent).grossSales;
  return {
    id,
    refundPercent: percent,
    refundAmount: round(fromUnits(booking.grossSales - kept), 2),
    grossSales: round(fromUnits(booking.grossSales), 2),
  };
}

/** A booking's status changes, oldest first, with who made them: read back from the audit log. */
export async function statusHistory(db: Db, bookingId: number): Promise<BookingStatusChange[]> {
  const rows = await auditEntriesOf(
    db,
    String(bookingId),
    BOOKING_STATUS_ACTIONS.map((a) => `booking.${a}`),
  );
  return rows.map((r) => {
    const detail = JSON.parse(r.detail ?? '{}') as {
      from?: number;
      to?: number;
      refundPercent?: number | null;
    };
    return {
      at: r.at,
      action: r.action.slice('booking.'.length) as StatusAction,
      byName: r.fullName ?? null,
      from: detail.from ?? 0,
      to: detail.to ?? 0,
      refundPercent: detail.refundPercent ?? null,
    };
  });
}
