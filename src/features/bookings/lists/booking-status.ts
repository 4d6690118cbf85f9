import { BookingStatus } from '../../../../contract';
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

const CLOSED: readonly number[] = [BookingStatus.Cancelled, BookingStatus.Completed];

/** Which status actions a row offers; the server still decides (422 with a reason). */
export function statusActionsFor(row: { status: number; date: string }, today: string, operator: boolean) {
  const open = !CLOSED.includes(row.status);
  return {
    confirm: operator && row.status === BookingStatus.PendingVerification,
    cancel: open,
    // Only a tour that has taken place can be completed.
    complete: operator && row.status === BookingStatus.New && row.date < today,
  };
}
