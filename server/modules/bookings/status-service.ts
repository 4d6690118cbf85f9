import {
  BOOKING_STATUS_ACTIONS,
  BookingStatus,
  TimeSlotType,
  type BookingStatusAction,
  type BookingStatusChange,
  type BookingStatusRefusalBody,
} from '../../../contract';
import { checkTransition, type TransitionRefusal } from '../../../domain/booking-transitions';
import { refundPercent } from '../../../domain/cancellation';
import { todayUtc } from '../../../domain/dates';
import { hoursUntil } from '../../../domain/local-time';
import { seatsSlotId } from '../../../domain/slot-seats';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { audit } from '../auth/repo';
import { cancellationPolicyOf, supplierTimeZoneOf } from '../catalogue/sales-view';
import type { BookingScope } from './list-repo';

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
  const slot = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 's.type', 's.groupId', 'g.isTimeSlotsIndependant'])
    .where('s.id', '=', booking.timeSlotId)
    .executeTakeFirst();
  if (!slot || slot.type !== TimeSlotType.Live) return;
  const seats = booking.numAdults + booking.numChildren + booking.numInfants;
  await db
    .updateTable('slotSeats')
    .set((eb) => ({ booked: eb('booked', '-', seats) }))
    .where('groupId', '=', slot.groupId)
    .where('timeSlotId', '=', seatsSlotId(slot))
    .where('date', '=', booking.date)
    .where('booked', '>=', seats)
    .execute();
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
  let q = trx.selectFrom('bookings').selectAll().where('id', '=', id);
  if ('agentId' in scope) q = q.where('agentId', '=', scope.agentId);
  if ('agencyId' in scope) q = q.where('agencyId', '=', scope.agencyId);
  if ('supplierId' in scope) q = q.where('supplierId', '=', scope.supplierId);
  const booking = await q.executeTakeFirst();
  if (!booking) throw notFound('Booking not found');

  const check = checkTransition(action, booking, user.roles, todayUtc(now));
  if (!check.ok) throw refused(action, check.reason, booking.status);

  let refund: number | null = null;
  if (check.to === BookingStatus.Cancelled) {
    // Hours before the tour starts on its supplier's clock (domain/local-time.ts).
    const timeZone = await supplierTimeZoneOf(trx, booking.supplierId);
    refund = refundPercent(
      await cancellationPolicyOf(trx, booking.offerId),
      hoursUntil(booking.date, booking.startMinutes ?? 0, timeZone, now),
    );
  }

  const stamp = now.toISOString();
  const moved = await trx
    .updateTable('bookings')
    .set({
      status: check.to,
      refundPercent: refund,
      statusChangedAt: stamp,
      statusChangedBy: user.id,
      updatedAt: stamp,
    })
    .where('id', '=', id)
    .where('status', '=', check.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    // Another change committed between our read and our write (on PostgreSQL this statement waited for
    // it and then saw its status): read what it is now, in a fresh statement.
    const current = await trx
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    throw refused(action, 'status_changed', current.status);
  }
  if (check.to === BookingStatus.Cancelled) await releaseSeats(trx, booking);
  await audit(trx, {
    userId: user.id,
    action: `booking.${action}`,
    subject: String(id),
    detail: { from: check.from, to: check.to, refundPercent: refund },
  });
  return { status: 200, body: { id, status: check.to, refundPercent: refund } };
}

/** A booking's status changes, oldest first, with who made them: read back from the audit log. */
export async function statusHistory(db: Db, bookingId: number): Promise<BookingStatusChange[]> {
  const rows = await db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.at', 'a.action', 'a.detail', 'u.fullName'])
    .where('a.subject', '=', String(bookingId))
    .where(
      'a.action',
      'in',
      BOOKING_STATUS_ACTIONS.map((a) => `booking.${a}`),
    )
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
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
