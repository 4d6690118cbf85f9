import { z } from 'zod';
import { apiDateSchema, errorBodySchema, ID_TOO_LARGE, MAX_ID } from './common';
import { manifestBookingSchema, slotDaySchema } from './availability';

// A guide's or driver's day (issue 25 items 4–7): one slot-day's manifest as JSON, with each booking's
// check-in, no-show and cash collected, and the calls that record them (queued offline by the outbox).

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a number`)
    .positive(`${name} must be a number`)
    .max(MAX_ID, ID_TOO_LARGE);

export const dayParamsSchema = z.object({
  timeSlotId: positiveId('Time slot'),
  date: apiDateSchema,
});
export type DayParams = z.infer<typeof dayParamsSchema>;

export const CHECK_IN_STATES = ['checkedIn', 'noShow'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const CASH_CURRENCIES = ['USD', 'AED'] as const;
export type CashCurrency = (typeof CASH_CURRENCIES)[number];

/** What was recorded for a booking on its day: who and when (UTC), and cash collected. */
export const checkInMarkSchema = z.object({
  state: z.enum(CHECK_IN_STATES).nullable(),
  byUserId: z.number().int().nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
  cash: z
    .object({
      amount: z.number(),
      currency: z.enum(CASH_CURRENCIES),
      by: z.string(),
      at: z.string(),
    })
    .nullable(),
});
export type CheckInMark = z.infer<typeof checkInMarkSchema>;

/** A booking of the manifest: the chart's manifest row, the voucher's clientRef, the amounts to collect and its check-in. */
export const dayBookingSchema = manifestBookingSchema.extend({
  clientRef: z.string(),
  collectUsd: z.number(),
  collectAed: z.number(),
  checkIn: checkInMarkSchema.nullable(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

export const dayManifestSchema = z.object({
  date: z.string(),
  slot: slotDaySchema.shape.slot,
  /** The supplier's clock: times of check-ins are shown in it. */
  timeZone: z.string(),
  /** Pick-ups in the order of their window, then guests without pick-up (pickUpTime null). */
  bookings: z.array(dayBookingSchema),
  /** Cancelled bookings of the slot-day: a scan of their voucher says so, also offline. */
  cancelled: z.array(z.object({ id: z.number().int(), clientRef: z.string(), guestName: z.string() })),
  /** Attraction-ticket codes from stock sold to these bookings: their tickets print them as QR codes. */
  ticketCodes: z.array(z.object({ code: z.string(), bookingId: z.number().int() })),
  asOf: z.string(),
});
export type DayManifest = z.infer<typeof dayManifestSchema>;

/** `undo` takes back a check-in or no-show tapped by mistake: `undo` names the state the user saw. */
export const CHECK_IN_ACTIONS = ['checkIn', 'noShow', 'cash', 'undo'] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

export const checkInRequestSchema = z
  .object({
    bookingId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
    action: z.enum(CHECK_IN_ACTIONS, { error: 'action must be checkIn, noShow, cash or undo' }),
    /** The scanned voucher or ticket code, checked against the booking when given. */
    code: z.string().max(300).optional(),
    cash: z
      .object({
        amount: z
          .number({ error: 'Amount must be a number' })
          .positive('Amount must be more than 0')
          .max(1_000_000, 'Amount is too large'),
        currency: z.enum(CASH_CURRENCIES, { error: 'Currency must be USD or AED' }),
      })
      .optional(),
    /** With action undo: the mark being taken back, as the device showed it (checkedIn or noShow). */
    undo: z.enum(CHECK_IN_STATES, { error: 'undo must be checkedIn or noShow' }).optional(),
    /** When it happened on the device (an offline tap is sent later); the server's time when absent or implausible. */
    at: z.iso.datetime({ offset: true, error: 'at must be a date and time' }).optional(),
  })
  .refine((b) => b.action !== 'cash' || b.cash !== undefined, {
    error: 'Cash needs an amount and a currency',
    path: ['cash'],
  })
  .refine((b) => b.action !== 'undo' || b.undo !== undefined, {
    error: 'Undo needs the mark it takes back (checkedIn or noShow)',
    path: ['undo'],
  });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const checkInResultSchema = z.object({
  bookingId: z.number().int(),
  checkIn: checkInMarkSchema,
  /** The same user had recorded the same thing before (a second tap, another device of theirs). */
  alreadyDone: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * Why a check-in was refused, for the client to switch on:
 * `already_checked_in` (409) someone else checked the booking in first (`by`, `at`); also a no-show of a
 * booking already checked in; `cash_recorded` (409) someone else recorded other cash for it (`by`, `at`);
 * `other_slot_day` (422) the booking is of another tour or day; `booking_cancelled` (422);
 * `unknown_booking` / `unknown_code` (404) no such booking for the caller, or a code that names none;
 * `marked_by_other` (409) an undo of a mark another crew member made (only they or the staff who
 * dispatch may take it back; `by`, `at`).
 */
export const CHECK_IN_REFUSALS = [
  'already_checked_in',
  'cash_recorded',
  'other_slot_day',
  'booking_cancelled',
  'unknown_booking',
  'unknown_code',
  'marked_by_other',
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];
export const checkInRefusalSchema = errorBodySchema.extend({
  reason: z.enum(CHECK_IN_REFUSALS),
  by: z.string().optional(),
  at: z.string().optional(),
});
export type CheckInRefusalBody = z.infer<typeof checkInRefusalSchema>;

/** One check-in, no-show or cash as the device queues it (the outbox kind's payload). */
export interface CheckInOperation {
  timeSlotId: number;
  date: string;
  request: CheckInRequest;
}
