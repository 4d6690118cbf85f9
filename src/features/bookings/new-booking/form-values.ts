import { newBookingSchema, NO_HOTEL_ID, type NewBooking } from '../../../../contract/bookings';
import { usdToAed } from '../../../../domain/pricing';
import {
  NO_GUEST,
  type CascadeHotel,
  type GuestFields,
  type TicketChoice,
} from '../../../../domain/new-booking';

/** Everything the new-booking form holds; money fields are the typed text, so '' and '1.' survive typing. */
export interface NewBookingValues extends TicketChoice, GuestFields {
  adults: number;
  /** Asked when the slot's ticket provider requires it (ticket-terms.ts). */
  guestEmail: string;
  voucherNumber: string;
  notes: string;
  paid: string;
  collect: string;
  collectOrig: string;
}

export const initialValues = (date: string | null, tourId: number | null): NewBookingValues => ({
  date,
  hotel: null,
  tourId,
  offerId: null,
  timeSlotId: null,
  adults: 1,
  children: 0,
  infants: 0,
  startTime: null,
  endTime: null,
  ...NO_GUEST,
  guestEmail: '',
  voucherNumber: '',
  notes: '',
  paid: '',
  collect: '',
  collectOrig: '',
});

const typed = (n: number) => (n === 0 ? '' : String(n));

/** A queued booking back into the form, to edit and resend what the server refused. */
export const fromBody = (b: NewBooking, hotel: CascadeHotel | null): NewBookingValues => ({
  date: b.date,
  hotel,
  tourId: b.tourId,
  offerId: b.offerId,
  timeSlotId: b.timeSlotId ?? null,
  adults: b.adults,
  children: b.children ?? 0,
  infants: b.infants ?? 0,
  startTime: b.startTime ?? null,
  endTime: b.endTime ?? null,
  arrivalId: b.arrivalId ?? null,
  groupId: b.groupId ?? '',
  groupInfoId: b.groupInfoId ?? null,
  phones: b.phones ?? '',
  roomNumber: b.roomNumber ?? '',
  guestName: b.guestName,
  guestEmail: b.guestEmail ?? '',
  voucherNumber: b.voucherNumber ?? '',
  notes: b.notes ?? '',
  paid: typed(b.paid ?? 0),
  collect: typed(b.collect ?? 0),
  collectOrig: typed(b.collectOrig ?? 0),
});

const amount = (text: string) => {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || Number.isNaN(n) ? 0 : n;
};
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The POST body; `expectedTotal` is the USD total on screen, so a changed price is caught. */
export function toBody(v: NewBookingValues, clientRef: string, expectedTotal: number | null): NewBooking {
  return {
    clientRef,
    date: v.date ?? '',
    arrivalId: v.arrivalId,
    hotelId: v.hotel?.id ?? NO_HOTEL_ID,
    tourId: v.tourId ?? 0,
    offerId: v.offerId ?? 0,
    timeSlotId: v.timeSlotId,
    adults: v.adults,
    children: v.children,
    infants: v.infants,
    guestName: v.guestName.trim(),
    roomNumber: optional(v.roomNumber),
    phones: optional(v.phones),
    guestEmail: optional(v.guestEmail),
    voucherNumber: optional(v.voucherNumber),
    notes: optional(v.notes),
    // The form takes paid in USD only; the AED figure follows at the form's fixed rate.
    paid: amount(v.paid),
    paidOrig: usdToAed(amount(v.paid)),
    collect: amount(v.collect),
    collectOrig: amount(v.collectOrig),
    groupId: optional(v.groupId),
    groupInfoId: v.groupInfoId,
    startTime: v.startTime,
    endTime: v.endTime,
    expectedTotal,
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The contract's messages ('Offer is required', …) by field, the same the server would answer. */
export function validate(body: NewBooking): FieldErrors {
  const parsed = newBookingSchema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
