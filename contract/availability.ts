import { z } from 'zod';
import { apiDateSchema, ID_TOO_LARGE, MAX_ID } from './common';
import { AVAILABILITY_DAYS, FULLNESS_BANDS } from './availability-bands';
import { slotDayCrewSchema } from './dispatch';

/** A slot-day's crew as the chart's cell shows it: the names and the vehicle. */
export const crewBriefSchema = z.object({
  guide: z.string().nullable(),
  driver: z.string().nullable(),
  vehicle: z.string().nullable(),
});
export type CrewBrief = z.infer<typeof crewBriefSchema>;

// The availability chart (issue 16; 02-catalogue names /availability and shows nothing): the supplier's
// slots × days, one slot-day's bookings and manifest, and closing a slot-day for sale from the chart.

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a number`)
    .positive(`${name} must be a number`)
    .max(MAX_ID, ID_TOO_LARGE);

export const availabilityQuerySchema = z.object({
  /** First day; today (UTC) when left out. */
  from: apiDateSchema.optional(),
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, `Days must be between 1 and ${AVAILABILITY_DAYS.max}`)
    .max(AVAILABILITY_DAYS.max, `Days must be between 1 and ${AVAILABILITY_DAYS.max}`)
    .optional()
    .default(AVAILABILITY_DAYS.default),
  tourId: positiveId('Tour').optional(),
  groupId: positiveId('Time slot group').optional(),
  /** Is External: 1 Yes, 2 No (as the time slot list's filter). */
  isExternal: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'Is External is 1 (Yes) or 2 (No)')
    .optional(),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const fullnessBandSchema = z.enum(FULLNESS_BANDS);

/** One slot's row: its facts, then one entry per day of `days` in each list. */
export const availabilitySlotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  /** Whose slot this is, when the caller reaches more than one supplier (the operator's staff). */
  supplierName: z.string().nullable().optional(),
  /** HH:MM, or null when the time is not applicable. */
  startTime: z.string().nullable(),
  /** Live 0, OnRequest 1. */
  type: z.number().int(),
  isExternal: z.boolean(),
  /** Sells from its group's shared pool (the pool's sales count in `left`). */
  isShared: z.boolean(),
  capacity: z.number().int(),
  /** The whole slot is closed for sale with this reason. */
  stopSellReason: z.string().nullable(),
  sold: z.array(z.number().int()),
  left: z.array(z.number().int()),
  /** On-request bookings waiting for the supplier's answer. */
  waiting: z.array(z.number().int()),
  /** Closed that day: the reason ('' when none was given), else null. */
  closed: z.array(z.string().nullable()),
  band: z.array(fullnessBandSchema),
  /** Who works each day (issue 25 item 3): names and vehicle, or null when nobody is assigned. */
  crew: z.array(crewBriefSchema.nullable()),
  /**
   * Guests checked in each day (issue 25): a number from the day of the tour on (or once anyone is
   * checked in), null on days still to come.
   */
  checkedIn: z.array(z.number().int().nullable()),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilityGridSchema = z.object({
  from: z.string(),
  days: z.array(z.string()),
  /** When the server read these numbers (UTC): the screen shows it when the chart comes from cache. */
  asOf: z.string(),
  slots: z.array(availabilitySlotSchema),
});
export type AvailabilityGrid = z.infer<typeof availabilityGridSchema>;

/** The filters' choices: the supplier's tours with slots, and its slot groups. */
export const availabilityFiltersSchema = z.object({
  tours: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AvailabilityFilters = z.infer<typeof availabilityFiltersSchema>;

export const slotDayQuerySchema = z.object({
  timeSlotId: positiveId('Time slot'),
  date: apiDateSchema,
});
export type SlotDayQuery = z.infer<typeof slotDayQuerySchema>;

export const manifestQuerySchema = slotDayQuerySchema.extend({
  format: z.enum(['pdf', 'xlsx'], { error: 'format must be pdf or xlsx' }).optional().default('pdf'),
  /** The PDF's language (the app's, as the voucher's); the spreadsheet's columns stay English. */
  lang: z.enum(['en', 'ru'], { error: 'lang must be en or ru' }).optional().default('en'),
});

/** A booking of a slot-day, as the manifest lists it for the driver or guide. */
export const manifestBookingSchema = z.object({
  id: z.number().int(),
  guestName: z.string(),
  hotel: z.string().nullable(),
  roomNumber: z.string().nullable(),
  /** HH:MM or HH:MM-HH:MM; null when no pick-up applies. */
  pickUpTime: z.string().nullable(),
  phones: z.string().nullable(),
  numAdults: z.number().int(),
  numChildren: z.number().int(),
  numInfants: z.number().int(),
  pax: z.number().int(),
  status: z.number().int(),
  agencyName: z.string().nullable(),
  tourName: z.string(),
  offerName: z.string(),
  voucher: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ManifestBooking = z.infer<typeof manifestBookingSchema>;

export const slotDaySchema = z.object({
  date: z.string(),
  slot: z.object({
    id: z.number().int(),
    name: z.string(),
    groupName: z.string(),
    startTime: z.string().nullable(),
    type: z.number().int(),
    isShared: z.boolean(),
  }),
  capacity: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  waiting: z.number().int(),
  closed: z.string().nullable(),
  band: fullnessBandSchema,
  bookings: z.array(manifestBookingSchema),
  /** Who works the slot-day (issue 25 item 3). */
  crew: slotDayCrewSchema,
  /** Guests checked in so far (issue 25); null before the day of the tour. */
  checkedIn: z.number().int().nullable(),
});
export type SlotDay = z.infer<typeof slotDaySchema>;
