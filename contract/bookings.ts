import { z } from 'zod';
import { apiDateSchema } from './common';

/** The hotel id that means 'No Hotel' in the new-booking form. */
export const NO_HOTEL_ID = 0;

const money = z.number().min(0, 'Amounts cannot be negative').max(10_000_000);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/** The new-booking form model (spec 03, section 3), plus the device-made clientRef and the shown total. */
export const newBookingSchema = z.object({
  clientRef: z.uuid({ error: 'clientRef must be a UUID made on the device' }),
  date: apiDateSchema.or(z.literal('')).refine((d) => d !== '', 'Date is required'),
  arrivalId: z.number().int().positive().optional().nullable(),
  hotelId: z.number().int().min(0).optional().nullable(),
  tourId: z.number({ error: 'Tour is required' }).int().positive('Tour is required'),
  offerId: z.number({ error: 'Offer is required' }).int().positive('Offer is required'),
  timeSlotId: z.number().int().positive().optional().nullable(),
  adults: z.number({ error: 'At least one adult is required' }).int().min(1, 'At least one adult is required').max(500),
  children: z.number().int().min(0).max(500).optional().default(0),
  infants: z.number().int().min(0, 'Infants cannot be negative').max(500).optional().default(0),
  guestName: z.string({ error: 'Guest name is required' }).trim().min(1, 'Guest name is required').max(200),
  roomNumber: optionalText(50),
  phones: optionalText(200),
  voucherNumber: optionalText(50),
  notes: optionalText(2000),
  paid: money.optional().default(0),
  paidOrig: money.optional().default(0),
  collect: money.optional().default(0),
  collectOrig: money.optional().default(0),
  groupId: optionalText(50),
  groupInfoId: z.number().int().positive().optional().nullable(),
  startTime: z.number().int().min(0).max(1439).optional().nullable(),
  endTime: z.number().int().min(0).max(1439).optional().nullable(),
  /** The total (USD) the agent saw; a different server total answers 409 'Price changed'. */
  expectedTotal: z.number().min(0).optional().nullable(),
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
  pickUpTimeId: z.number().int().nullable(),
  timeType: z.number().int(),
  interval: z.number().int().nullable(),
  isExternalId: z.boolean(),
  externalProviderId: z.number().int().nullable(),
  externalProductId: z.string().nullable(),
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
});
export type OfferPriceLine = z.infer<typeof offerPriceLineSchema>;

export const priceQuerySchema = z.object({
  tourId: z.coerce.number({ error: 'tourId is required' }).int().positive('tourId is required'),
  date: apiDateSchema,
});

export const inHouseQuerySchema = z.object({
  hotelId: z.coerce.number({ error: 'hotelId is required' }).int().positive('hotelId is required'),
  date: apiDateSchema,
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
});

export const groupInfoQuerySchema = z.object({
  hotelId: z.coerce.number().int().positive('hotelId is required'),
  groupInfoId: z.coerce.number().int().positive('groupInfoId is required'),
});
