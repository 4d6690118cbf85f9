import { z } from 'zod';
import { apiDateSchema, errorBodySchema, ID_TOO_LARGE, idSchema, MAX_ID } from './common';

/** The hotel id that means 'No Hotel' in the new-booking form. */
export const NO_HOTEL_ID = 0;

const money = z.number().min(0, 'Amounts cannot be negative').max(10_000_000);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/** The new-booking form model (spec 03, section 3), plus the device-made clientRef and the shown total. */
export const newBookingSchema = z.object({
  clientRef: z.uuid({ error: 'clientRef must be a UUID made on the device' }),
  date: apiDateSchema.or(z.literal('')).refine((d) => d !== '', 'Date is required'),
  arrivalId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).optional().nullable(),
  hotelId: z.number().int().min(0).max(MAX_ID, ID_TOO_LARGE).optional().nullable(),
  tourId: z
    .number({ error: 'Tour is required' })
    .int()
    .positive('Tour is required')
    .max(MAX_ID, ID_TOO_LARGE),
  offerId: z
    .number({ error: 'Offer is required' })
    .int()
    .positive('Offer is required')
    .max(MAX_ID, ID_TOO_LARGE),
  timeSlotId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).optional().nullable(),
  adults: z
    .number({ error: 'At least one adult is required' })
    .int()
    .min(1, 'At least one adult is required')
    .max(500),
  children: z.number().int().min(0).max(500).optional().default(0),
  infants: z.number().int().min(0, 'Infants cannot be negative').max(500).optional().default(0),
  guestName: z.string({ error: 'Guest name is required' }).trim().min(1, 'Guest name is required').max(200),
  roomNumber: optionalText(50),
  phones: optionalText(200),
  /** The guest's e-mail: asked when the slot's ticket provider requires one (issue 26 item 2). */
  guestEmail: z
    .string()
    .trim()
    .max(200, 'E-mail is at most 200 characters')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid e-mail address')
    .optional()
    .nullable(),
  voucherNumber: optionalText(50),
  notes: optionalText(2000),
  paid: money.optional().default(0),
  paidOrig: money.optional().default(0),
  collect: money.optional().default(0),
  collectOrig: money.optional().default(0),
  groupId: optionalText(50),
  groupInfoId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).optional().nullable(),
  startTime: z.number().int().min(0).max(1439).optional().nullable(),
  endTime: z.number().int().min(0).max(1439).optional().nullable(),
  /** The total (USD) the agent saw; a different server total answers 409 'Price changed'. */
  expectedTotal: z.number().min(0).optional().nullable(),
  /** The agency a staff member books for (required of operator staff; an agent books for their own). */
  agencyId: z
    .number({ error: 'Agency is required' })
    .int()
    .positive('Agency is required')
    .max(MAX_ID, ID_TOO_LARGE)
    .optional()
    .nullable(),
});
export type NewBooking = z.input<typeof newBookingSchema>;
export type ParsedNewBooking = z.output<typeof newBookingSchema>;

export const createdBookingSchema = z.object({
  id: z.number().int(),
  clientRef: z.string(),
  status: z.number().int(),
  total: z.number(),
  totalAed: z.number(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/**
 * Why a new booking was refused, for the client to switch on:
 * `client_ref_reused` (409) the clientRef already names a booking made from another body (a form that
 * kept its previous booking's reference) or by another agency. The same clientRef and body is a replay
 * and answers that booking; never is a booking answered for a different one.
 * `out_of_stock` (422) a ticket that requires attraction tickets has too few codes of one of its types
 * valid on the date (`ticketType` names it); nothing was kept, no seat taken.
 */
export const NEW_BOOKING_REFUSALS = ['client_ref_reused', 'out_of_stock'] as const;
export type NewBookingRefusal = (typeof NEW_BOOKING_REFUSALS)[number];
export const newBookingRefusalSchema = errorBodySchema.extend({ reason: z.enum(NEW_BOOKING_REFUSALS) });
export type NewBookingRefusalBody = z.infer<typeof newBookingRefusalSchema>;

export const newBookingSlotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  daysOffered: z.number().int(),
  isAnyTime: z.boolean(),
  isNoTime: z.boolean(),
  startHour: z.number().int(),
  startMinutes: z.number().int(),
  endHour: z.number().int(),
  endMinutes: z.number().int(),
  capacity: z.number().int().nullable(),
  type: z.number().int(),
  cutOffResponseTime: z.number().int().nullable(),
  /** Hours of notice the slot needs before it starts (its own, else its group's; 0: none). */
  noticeHours: z.number().int(),
  pickUpTimeId: z.number().int().nullable(),
  timeType: z.number().int(),
  interval: z.number().int().nullable(),
  isExternalId: z.boolean(),
  externalProviderId: z.number().int().nullable(),
  externalProductId: z.string().nullable(),
  /** Coming days closed for sale (stop-sell): not offered on those dates. */
  closedDates: z.array(z.string()).optional(),
});

export const newBookingOfferSchema = z.object({
  id: z.number().int(),
  nameInternal: z.string(),
  nameDisplay: z.string(),
  numberOfHours: z.number().int(),
  citiesIds: z.array(z.number().int()),
  daysOffered: z.number().int(),
  childAge: z.number().int(),
  childrenAllowed: z.boolean(),
  infantAge: z.number().int(),
  infantsAllowed: z.boolean(),
  maxNumOfPeople: z.number().int(),
  minNumOfPeople: z.number().int(),
  bookingType: z.number().int(),
  timeSlots: z.array(newBookingSlotSchema),
});

export const newBookingTourSchema = z.object({
  id: z.number().int(),
  nameInternal: z.string(),
  nameDisplay: z.string(),
  /** The supplier's IANA zone: slot times and notice are wall-clock times there (domain/local-time). */
  timeZone: z.string(),
  offers: z.array(newBookingOfferSchema),
});
export type NewBookingTour = z.infer<typeof newBookingTourSchema>;

export const bookingHotelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  regionId: z.number().int(),
  regionName: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
});

const pair = z.object({ usd: z.number(), aed: z.number() });
export const offerPriceLineSchema = z.object({
  offerId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  pricePerAdultRec: pair,
  pricePerChildRec: pair,
  pricePerTripRec: pair,
  commissionAdult: z.number(),
  commissionChild: z.number(),
  commissionTrip: z.number(),
  netPerAdult: pair,
  netPerChild: pair,
  netPerTrip: pair,
  /** Published (recommended) rates in USD and AED, as the commissions header shows them. */
  publishRate: z.object({ adult: pair, child: pair, trip: pair }),
  /** The agency's contract that set the commission and nets (issue 17); null: the ticket's own. */
  contract: z
    .object({ validFrom: z.string(), kind: z.enum(['commission', 'netRates']) })
    .nullable()
    .optional(),
});
export type OfferPriceLine = z.infer<typeof offerPriceLineSchema>;

/** The agency a staff member works for on the agent screens; an agent's own agency needs none. */
const agencyParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: 'agencyId must be a number' })
    .int()
    .positive('agencyId must be a number')
    .max(MAX_ID, ID_TOO_LARGE)
    .optional(),
);

export const priceQuerySchema = z.object({
  tourId: z.coerce
    .number({ error: 'tourId is required' })
    .int()
    .positive('tourId is required')
    .max(MAX_ID, ID_TOO_LARGE),
  date: apiDateSchema,
  /** Staff: the agency whose contract prices the lines; without it, the tickets' own prices. */
  agencyId: agencyParam,
});

export const inHouseQuerySchema = z.object({
  hotelId: z.coerce
    .number({ error: 'hotelId is required' })
    .int()
    .positive('hotelId is required')
    .max(MAX_ID, ID_TOO_LARGE),
  date: apiDateSchema,
  agencyId: agencyParam,
});

export const customerInHouseSchema = z.object({
  id: z.number().int(),
  paxId: z.number().int().nullable(),
  name: z.string(),
  groupId: z.string(),
  phoneNumbers: z.string().nullable(),
  hotelId: z.number().int().nullable(),
  groupInfoId: z.number().int().nullable(),
  roomNumber: z.string().nullable(),
  /** The stay, so a list kept on the device can answer for another date offline. */
  arrivalDate: z.string().optional(),
  departureDate: z.string().optional(),
});

export const groupInfoQuerySchema = z.object({
  hotelId: z.coerce.number().int().positive('hotelId is required').max(MAX_ID, ID_TOO_LARGE),
  groupInfoId: z.coerce.number().int().positive('groupInfoId is required').max(MAX_ID, ID_TOO_LARGE),
  agencyId: agencyParam,
});

/** A date in a list query: the spec sends DD.MM.YYYY; YYYY-MM-DD is accepted too. */
const listDate = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
    const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : s;
    const d = new Date(`${iso}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(d.getTime()) || !d.toISOString().startsWith(iso)) {
      ctx.addIssue({ code: 'custom', message: 'Dates must be DD.MM.YYYY' });
      return z.NEVER;
    }
    return iso;
  });

export const BOOKING_SORT_FIELDS = [
  'id',
  'date',
  'guestname',
  'hotel',
  'offer',
  'tour',
  'status',
  'voucher',
  'grosssales',
  'agent',
  'bookingdatetime',
] as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(emptyToUndefined, idSchema.optional());

export const bookingQuerySchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'page starts at 1').optional().default(1),
  ),
  itemsPerPage: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1000).optional().default(50),
  ),
  orderBy: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(
        z.enum(BOOKING_SORT_FIELDS, { error: `orderBy must be one of ${BOOKING_SORT_FIELDS.join(', ')}` }),
      )
      .optional()
      .default('date'),
  ),
  orderType: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: 'orderType must be asc or desc' }))
      .optional()
      .default('desc'),
  ),
  from: z.preprocess(emptyToUndefined, listDate.optional()),
  to: z.preprocess(emptyToUndefined, listDate.optional()),
  /** Text filter: guest name, voucher, booking number or group id. */
  f: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  showMy: z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional()
      .default(true),
  ),
  agentId: optionalId,
  hotelId: optionalId,
  offerId: optionalId,
  /** Staff: one agency's bookings only. */
  agencyId: agencyParam,
  /** Status filter: normal (0), pending (1) or cancelled (4); any other status number too. */
  status: z.preprocess(
    emptyToUndefined,
    z
      .union([z.enum(['normal', 'pending', 'cancelled']), z.coerce.number().int().min(0).max(5)])
      .transform((v) => (v === 'normal' ? 0 : v === 'pending' ? 1 : v === 'cancelled' ? 4 : v))
      .optional(),
  ),
});
export type BookingQuery = z.input<typeof bookingQuerySchema>;
export type ParsedBookingQuery = z.output<typeof bookingQuerySchema>;

export const agentBookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  tourId: z.number().int(),
  tourName: z.string(),
  offerId: z.number().int(),
  offerName: z.string(),
  hotelId: z.number().int().nullable(),
  hotelName: z.string().nullable(),
  pickUpTime: z.string().nullable(),
  pickUpTimeStart: z.number().int().nullable(),
  pickUpTimeEnd: z.number().int().nullable(),
  roomNumber: z.string().nullable(),
  guestName: z.string(),
  tel: z.string().nullable(),
  numAdults: z.number().int(),
  numChildren: z.number().int(),
  numInfants: z.number().int(),
  numFoc: z.number().int(),
  grossSales: z.number(),
  agencyReceivable: z.number(),
  commission: z.number(),
  pricePerAdultUsd: z.number(),
  pricePerChildUsd: z.number(),
  pricePerTripUsd: z.number(),
  agentId: z.number().int(),
  agentName: z.string(),
  staffAgentId: z.number().int().nullable(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  status: z.number().int(),
  voucher: z.string().nullable(),
  notes: z.string().nullable(),
  groupId: z.string().nullable(),
  canDownloadTickets: z.boolean(),
  /** The booking's supplier's time zone: its date, and which day is today for it, are on that clock. */
  timeZone: z.string(),
});
export type AgentBooking = z.infer<typeof agentBookingSchema>;

/** What operations and agents may do to a booking's status (POST /api/bookings/{id}/{action}). */
export const BOOKING_STATUS_ACTIONS = ['confirm', 'cancel', 'complete'] as const;
export type BookingStatusAction = (typeof BOOKING_STATUS_ACTIONS)[number];

/**
 * Why a status change was refused, for the client to switch on: `status_changed` (409) the booking's
 * status now does not allow it, most often because someone else moved it first; `too_early` (422) the
 * tour has not had its day; `not_allowed` (403) the role may not. `status` is the booking's status now.
 */
export const BOOKING_STATUS_REFUSALS = ['status_changed', 'too_early', 'not_allowed'] as const;
export type BookingStatusRefusal = (typeof BOOKING_STATUS_REFUSALS)[number];
export const bookingStatusRefusalSchema = errorBodySchema.extend({
  reason: z.enum(BOOKING_STATUS_REFUSALS),
  status: z.number().int(),
});
export type BookingStatusRefusalBody = z.infer<typeof bookingStatusRefusalSchema>;

/** A status change of a booking as the audit log holds it: when, by whom, from and to, and a cancel's refund. */
export const bookingStatusChangeSchema = z.object({
  at: z.string(),
  action: z.enum(BOOKING_STATUS_ACTIONS),
  byName: z.string().nullable(),
  from: z.number().int(),
  to: z.number().int(),
  refundPercent: z.number().nullable(),
});
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

/** One booking as its details page shows it: the list's row and its status history, oldest first. */
export const agentBookingDetailsSchema = agentBookingSchema.extend({
  history: z.array(bookingStatusChangeSchema),
});
export type AgentBookingDetails = z.infer<typeof agentBookingDetailsSchema>;

export const operatorBookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  bookingDateTime: z.string(),
  tourId: z.number().int(),
  tourName: z.string(),
  offerId: z.number().int(),
  offerName: z.string(),
  hotelId: z.number().int().nullable(),
  hotelName: z.string().nullable(),
  customHotelName: z.string().nullable(),
  region: z.string().nullable(),
  guestName: z.string(),
  tel: z.string().nullable(),
  ad: z.number().int(),
  ch: z.number().int(),
  inf: z.number().int(),
  foc: z.number().int(),
  paid: z.number(),
  paidTo: z.string().nullable(),
  collect: z.number(),
  collectTo: z.string().nullable(),
  voucher: z.string().nullable(),
  status: z.number().int(),
  agencyName: z.string(),
  /** The booking's supplier's time zone (as the agent list's). */
  timeZone: z.string(),
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

/** Totals of the agent commissions over the whole filter: what the agency keeps (issue 24 item 4). */
export const commissionSumsSchema = z.object({
  grossSales: z.number(),
  agencyReceivable: z.number(),
  commission: z.number(),
});
export type CommissionSums = z.infer<typeof commissionSumsSchema>;

export const bookingSumsSchema = z.object({
  paid: z.number(),
  collect: z.number(),
  ad: z.number(),
  ch: z.number(),
  inf: z.number(),
  foc: z.number(),
});
