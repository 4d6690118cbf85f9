import { BookingStatus, type BookingStatusAction } from '../../../../contract';
import { allowedActions } from '../../../../domain/booking-transitions';
import { localDateOf } from '../../../../domain/local-time';
import { ROW_STYLES, type TableOption } from '../../../ui/data-table';

/** Labels of the booking statuses (03-bookings section 4): New shows as 'Normal', PendingVerification as 'Pending'. */
export const BOOKING_STATUS_OPTIONS: readonly TableOption[] = [
  { label: 'Normal', value: BookingStatus.New },
  { label: 'Pending', value: BookingStatus.PendingVerification },
  { label: 'Quotation Request', value: BookingStatus.QuotationRequest },
  { label: 'Payment Required', value: BookingStatus.PaymentRequired },
  { label: 'Cancelled', value: BookingStatus.Cancelled },
  { label: 'Completed', value: BookingStatus.Completed },
];

/** The status filter offers what the spec lists: Normal, Pending, Cancelled (values as the API's `status`). */
export const STATUS_FILTER_OPTIONS: readonly TableOption[] = [
  { label: 'Normal', value: 'normal' },
  { label: 'Pending', value: 'pending' },
  { label: 'Cancelled', value: 'cancelled' },
];

/** English label of a status number; an unknown number shows as itself rather than as a blank. */
export function bookingStatusLabel(status: number): string {
  return BOOKING_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? String(status);
}

export function bookingRowClass({ status }: { status: number }): string | undefined {
  if (status === BookingStatus.Cancelled) return ROW_STYLES.cancelled;
  if (status === BookingStatus.PendingVerification) return ROW_STYLES.pending;
  return undefined;
}

const HANDLERS: Record<BookingStatusAction, 'onConfirm' | 'onCancel' | 'onComplete'> = {
  confirm: 'onConfirm',
  cancel: 'onCancel',
  complete: 'onComplete',
};

/**
 * A row's status buttons: exactly the changes the transition table (domain/booking-transitions.ts)
 * lets this user make now, the same table the server checks, on the same clock: 'today' is the
 * booking's supplier's date at `now` (a Dubai tour can be completed from 00:00 Dubai, 20:00 UTC).
 */
export function statusHandlers(
  row: { id: number; status: number; date: string; timeZone: string },
  roles: readonly string[],
  now: number,
  run: (id: number, action: BookingStatusAction) => void,
): Partial<Record<(typeof HANDLERS)[BookingStatusAction], () => void>> {
  const today = localDateOf(now, row.timeZone);
  return Object.fromEntries(
    allowedActions(row, roles, today).map((action) => [HANDLERS[action], () => run(row.id, action)]),
  );
}
