import { BOOKING_STATUS_ACTIONS, BookingStatus, TimeSlotType, type BookingStatusAction, type BookingStatusChange } from '../../../contract';
import { refundPercent, type CancellationRule } from '../../../domain/cancellation';
import { todayUtc } from '../../../domain/dates';
import { hasAnyRole, type AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { audit } from '../auth/repo';
import type { BookingScope } from './list-repo';

export type StatusAction = BookingStatusAction;

export interface StatusChange {
  id: number;
  status: number;
  refundPercent: number | null;
}

const parsePolicy = (json: string | null | undefined): CancellationRule[] => {
  try {
    const rows = JSON.parse(json ?? '[]') as CancellationRule[];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
};

/** The offer's own policy when it overrides, else the tour's, else the supplier's default. */
async function policyOf(db: Db, offerId: number): Promise<CancellationRule[]> {
  const row = await db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .innerJoin('suppliers as s', 's.id', 't.supplierId')
    .select(['o.isOverrideTourCancellationPolicy', 'o.cancellationPolicy as offerPolicy', 't.isDefaultCancellationPolicy', 't.cancellationPolicy as tourPolicy', 's.defaultCancellationPolicy'])
    .where('o.id', '=', offerId)
    .executeTakeFirstOrThrow();
  if (row.isOverrideTourCancellationPolicy) return parsePolicy(row.offerPolicy);
  return parsePolicy(row.isDefaultCancellationPolicy ? row.defaultCancellationPolicy : row.tourPolicy);
}

async function releaseSeats(db: Db, booking: { timeSlotId: number | null; date: string; numAdults: number; numChildren: number; numInfants: number }) {
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
    .where('timeSlotId', '=', slot.isTimeSlotsIndependant ? slot.id : 0)
    .where('date', '=', booking.date)
    .where('booked', '>=', seats)
    .execute();
}

/**
 * Operations confirm a pending booking and mark a past one completed; operations and the booking's own
 * agent cancel, with the refund the cancellation policy gives for the notice. Every change is audited.
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

  const staff = hasAnyRole(user, ['operations', 'admin']);
  let next: number;
  let refund: number | null = null;
  if (action === 'confirm') {
    if (!staff) throw new AppError('forbidden', 'Only operations confirm bookings');
    if (![BookingStatus.PendingVerification, BookingStatus.QuotationRequest, BookingStatus.PaymentRequired].includes(booking.status as 1)) {
      throw new AppError('business_rule', 'Only a pending booking can be confirmed');
    }
    next = BookingStatus.New;
  } else if (action === 'complete') {
    if (!staff) throw new AppError('forbidden', 'Only operations complete bookings');
    if (booking.status !== BookingStatus.New) throw new AppError('business_rule', 'Only a confirmed booking can be completed');
    if (booking.date > todayUtc(now)) throw new AppError('business_rule', 'A booking can be completed on or after its date');
    next = BookingStatus.Completed;
  } else {
    if (booking.status === BookingStatus.Cancelled || booking.status === BookingStatus.Completed) {
      throw new AppError('business_rule', booking.status === BookingStatus.Cancelled ? 'The booking is already cancelled' : 'A completed booking cannot be cancelled');
    }
    const start = Date.parse(`${booking.date}T00:00:00Z`) + (booking.startMinutes ?? 0) * 60_000;
    refund = refundPercent(await policyOf(trx, booking.offerId), (start - now.getTime()) / 3_600_000);
    await releaseSeats(trx, booking);
    next = BookingStatus.Cancelled;
  }

  const stamp = now.toISOString();
  await trx
    .updateTable('bookings')
    .set({ status: next, refundPercent: refund, statusChangedAt: stamp, statusChangedBy: user.id, updatedAt: stamp })
    .where('id', '=', id)
    .execute();
  await audit(trx, { userId: user.id, action: `booking.${action}`, subject: String(id), detail: { from: booking.status, to: next, refundPercent: refund } });
  return { status: 200, body: { id, status: next, refundPercent: refund } };
}

/** A booking's status changes, oldest first, with who made them: read back from the audit log. */
export async function statusHistory(db: Db, bookingId: number): Promise<BookingStatusChange[]> {
  const rows = await db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.at', 'a.action', 'a.detail', 'u.fullName'])
    .where('a.subject', '=', String(bookingId))
    .where('a.action', 'in', BOOKING_STATUS_ACTIONS.map((a) => `booking.${a}`))
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => {
    const detail = JSON.parse(r.detail ?? '{}') as { from?: number; to?: number; refundPercent?: number | null };
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
