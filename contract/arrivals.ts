import { z } from 'zod';
import { airportMeetingSchema } from './airport';
import { apiDateSchema, bodyIdSchema, pagedResultSchema } from './common';

export const meetingSchema = z.object({
  date: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  timeStart: z.number().int().nullable(),
  timeEnd: z.number().int().nullable(),
  isNoTime: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const groupInfoHotelSchema = z.object({
  groupInfoId: z.number().int().nullable(),
  hotelId: z.number().int(),
  roomNumber: z.string(),
});

export const groupInfoSchema = z.object({
  id: z.number().int(),
  groupId: z.string(),
  status: z.number().int(),
  hotels: z.array(groupInfoHotelSchema),
  notes: z.string().nullable(),
  numberOfBookings: z.number().int(),
  phoneNumbers: z.string().nullable(),
  communicationStatus: z.number().int(),
  salesStaffId: z.number().int().nullable(),
  salesStaffName: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;

export const arrivalSchema = z.object({
  id: z.number().int(),
  tdHotelId: z.number().int().nullable(),
  hotelId: z.number().int().nullable(),
  hotelName: z.string().nullable(),
  paxId: z.number().int().nullable(),
  tdAgencyId: z.number().int().nullable(),
  tdAgencyName: z.string().nullable(),
  agencyId: z.number().int().nullable(),
  groupId: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.number().int().nullable(),
  departureDate: z.string(),
  departureTime: z.number().int().nullable(),
  pickUpTime: z.number().int().nullable(),
  pickUpTimeEnd: z.number().int().nullable(),
  isDeleted: z.boolean(),
  touristName: z.string(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  touristPhone: z.string().nullable(),
  touristEmail: z.string().nullable(),
  touristCountry: z.string().nullable(),
  roomType: z.string().nullable(),
  accType: z.string().nullable(),
  mealType: z.string().nullable(),
  arrivalFlight: z.string().nullable(),
  arrivalTerminal: z.string().nullable(),
  arrivalTransport: z.string().nullable(),
  departureFlight: z.string().nullable(),
  departureTerminal: z.string().nullable(),
  departureTransport: z.string().nullable(),
  hotelConfNumber: z.string().nullable(),
  agentConfNumber: z.string().nullable(),
  roomNumber: z.string().nullable(),
  isManuallyEntered: z.boolean(),
  arrivalListId: z.number().int().nullable(),
  arrivalListName: z.string().nullable(),
  notes: z.string().nullable(),
  groupInfo: groupInfoSchema.nullable(),
  numberOfBookings: z.number().int(),
  meetings: z.array(meetingSchema),
  /** Met at the airport (issue 25 item 8): who and when, or null; absent in data kept before it existed. */
  airportMeeting: airportMeetingSchema.nullable().optional(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const ARRIVAL_SORT_FIELDS = [
  'groupid',
  'touristname',
  'hotelname',
  'arrivaldate',
  'departuredate',
  'touristcountry',
  'agency',
  'roomnumber',
  'pickuptime',
] as const;

const dateRange = z
  .object({ from: apiDateSchema, to: apiDateSchema })
  .refine((r) => r.from <= r.to, 'The range must start before it ends');

export const arrivalsFilterSchema = z.object({
  inHouse: z.boolean().optional().default(true),
  page: z.number().int().min(1, 'page starts at 1').optional().default(1),
  itemsPerPage: z.number().int().min(1).max(500).optional().default(50),
  sortField: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(
      z.enum(ARRIVAL_SORT_FIELDS, { error: `sortField must be one of ${ARRIVAL_SORT_FIELDS.join(', ')}` }),
    )
    .optional()
    .default('groupid'),
  sortType: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: 'sortType must be asc or desc' }))
    .optional()
    .default('asc'),
  hotelIds: z.array(bodyIdSchema).max(500).optional(),
  salesStaffIds: z.array(bodyIdSchema).max(500).optional(),
  statuses: z.array(z.number().int().min(-1).max(16)).max(20).optional(),
  agencyIds: z.array(bodyIdSchema).max(500).optional(),
  groupId: z.string().trim().max(50).optional(),
  touristName: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  /** Name, room or phone number, as the rep types it on a phone (domain/arrival-search.ts). */
  search: z.string().trim().max(100).optional(),
  arrivalDate: dateRange.optional(),
  departureDate: dateRange.optional(),
});
export type ArrivalsFilter = z.input<typeof arrivalsFilterSchema>;
export type ParsedArrivalsFilter = z.output<typeof arrivalsFilterSchema>;

export const arrivalsPageSchema = pagedResultSchema(arrivalSchema);
export type ArrivalsPage = z.infer<typeof arrivalsPageSchema>;

/** The editable part of a group's info. */
export const groupInfoValuesSchema = z.object({
  status: z.number().int().min(-1).max(6),
  notes: z.string().max(4000).nullable(),
  phoneNumbers: z.string().max(500).nullable(),
  communicationStatus: z.number().int().min(0).max(255),
  /** Room numbers by hotel id (as strings, since JSON object keys are strings). */
  rooms: z.record(z.string().regex(/^\d+$/), z.string().max(50)),
});
export type GroupInfoValues = z.infer<typeof groupInfoValuesSchema>;

/**
 * A group-info save: the new values of the fields the user changed, and the values the user started
 * from (`base`), so a change someone else made meanwhile is reported, never overwritten.
 */
export const saveGroupInfoSchema = z.object({
  groupId: z.string({ error: 'groupId is required' }).trim().min(1, 'groupId is required').max(50),
  values: groupInfoValuesSchema.partial(),
  base: groupInfoValuesSchema.partial().optional().default({}),
});
export type SaveGroupInfo = z.input<typeof saveGroupInfoSchema>;

export const groupInfoConflictSchema = z.object({
  title: z.string(),
  message: z.string(),
  groupInfo: groupInfoSchema,
  conflicts: z.array(
    z.object({ field: z.string(), base: z.unknown(), mine: z.unknown(), theirs: z.unknown() }),
  ),
  /**
   * Who saved the group last before this save, and when: the change the caller did not know of. The
   * caller themself (`byYou`) means another device of theirs. Optional only for answers kept on
   * devices from before they were sent; the server always sends them (null when nobody is known).
   */
  changedBy: z.object({ id: z.number().int(), name: z.string(), byYou: z.boolean() }).nullable().optional(),
  changedAt: z.string().nullable().optional(),
});

export const salesPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
