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
