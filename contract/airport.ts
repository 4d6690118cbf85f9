import { z } from 'zod';
import { apiDateSchema, bodyIdSchema } from './common';

// The airport rep's day (issue 25 item 8): today's and tomorrow's arriving guests by flight, and the
// meetings recorded at the airport. The spec names no calls: these are ours (docs/decisions.md
// "Airport meetings").

/** Who met a guest at the airport, and when (UTC): one per arrival. */
export const airportMeetingSchema = z.object({
  metAt: z.string(),
  metById: z.number().int().nullable(),
  metByName: z.string().nullable(),
});
export type AirportMeeting = z.infer<typeof airportMeetingSchema>;

export const airportGuestSchema = z.object({
  arrivalId: z.number().int(),
  touristName: z.string(),
  hotelId: z.number().int().nullable(),
  hotelName: z.string().nullable(),
  met: airportMeetingSchema.nullable(),
});
export type AirportGuest = z.infer<typeof airportGuestSchema>;

/** A group's guests on one flight, with every phone number of the group and its guests. */
export const airportGroupSchema = z.object({
  groupId: z.string(),
  supplierId: z.number().int(),
  phones: z.array(z.string()),
  guests: z.array(airportGuestSchema),
});
export type AirportGroup = z.infer<typeof airportGroupSchema>;

/** One flight (number and terminal) of one day; guests with no flight given share one per day. */
export const airportFlightSchema = z.object({
  date: apiDateSchema,
  flight: z.string().nullable(),
  terminal: z.string().nullable(),
  /** Minutes after midnight, local to the airport; null when no arrival time is given. */
  arrivalTime: z.number().int().nullable(),
  transport: z.string().nullable(),
  groups: z.array(airportGroupSchema),
});
export type AirportFlight = z.infer<typeof airportFlightSchema>;

/** GET /api/airport/arrivals: the flights of today and tomorrow, in the caller's supplier's time zone. */
export const airportDaySchema = z.object({
  today: apiDateSchema,
  tomorrow: apiDateSchema,
  flights: z.array(airportFlightSchema),
});
export type AirportDay = z.infer<typeof airportDaySchema>;

/** At most this many guests in one mark (a whole group, or a few groups on one flight). */
export const MAX_MEETING_GUESTS = 100;

/** POST /api/airport/meetings: marks guests met (met: true) or undoes it (met: false). */
export const saveAirportMeetingsSchema = z.object({
  arrivalIds: z
    .array(bodyIdSchema)
    .min(1, 'Choose at least one guest')
    .max(MAX_MEETING_GUESTS, 'At most 100 guests at a time'),
  met: z.boolean(),
  /** When the rep marked it on the device (an offline mark is sent later); a time ahead of the server's is taken as now. */
  metAt: z.iso.datetime({ offset: true, message: 'Not a date and time' }).optional(),
});
export type SaveAirportMeetings = z.infer<typeof saveAirportMeetingsSchema>;

export const airportMeetingsResultSchema = z.object({
  /** How many guests this request changed: 0 when every one was already as asked. */
  changed: z.number().int(),
  guests: z.array(z.object({ arrivalId: z.number().int(), met: airportMeetingSchema.nullable() })),
});
export type AirportMeetingsResult = z.infer<typeof airportMeetingsResultSchema>;
