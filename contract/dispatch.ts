import { z } from 'zod';
import { apiDateSchema, bodyIdSchema, idSchema } from './common';

// Dispatch and My day (issue 25 items 3 and 4): who works a slot-day (a time slot on a date), and what
// a guide's or driver's next two days hold. The spec names none of this; the calls are ours
// (docs/decisions.md "Dispatch and My day").

/** The vehicle's free text: a name and plate, e.g. 'Bus 3 · DXB 12345'. */
export const VEHICLE_MAX = 100;

/** The roles that work a slot-day. */
export const CREW_ROLES = ['guide', 'driver'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

/** A person of a crew, as the sheet and My day show them. */
export const crewMemberSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string().nullable(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** A slot-day's crew; every part null when nobody is assigned. */
export const slotDayCrewSchema = z.object({
  timeSlotId: z.number().int(),
  date: z.string(),
  guide: crewMemberSchema.nullable(),
  driver: crewMemberSchema.nullable(),
  vehicle: z.string().nullable(),
  /** When and by whom it was last set; null when never. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SlotDayCrew = z.infer<typeof slotDayCrewSchema>;

/** GET /api/dispatch/crew and /api/dispatch/staff: one slot-day, or the staff who may work a slot. */
export const crewQuerySchema = z.object({ timeSlotId: idSchema, date: apiDateSchema });
export const crewStaffQuerySchema = z.object({ timeSlotId: idSchema });

/** A staff member of the slot's supplier who may be assigned: their crew roles. */
export const crewStaffSchema = crewMemberSchema.extend({ roles: z.array(z.enum(CREW_ROLES)) });
export type CrewStaff = z.infer<typeof crewStaffSchema>;

/** PUT /api/dispatch/crew: the slot-day's guide, driver and vehicle (null: nobody, none). */
export const crewAssignmentSchema = z.object({
  timeSlotId: bodyIdSchema,
  date: apiDateSchema,
  guideId: bodyIdSchema.nullable(),
  driverId: bodyIdSchema.nullable(),
  vehicle: z
    .string()
    .trim()
    .max(VEHICLE_MAX, 'Vehicle must be at most 100 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CrewAssignment = z.input<typeof crewAssignmentSchema>;

/**
 * Why an assignment is refused (422, `reason`): the guide is not a guide of the slot's supplier (or not
 * active), the driver likewise, or the slot does not run on that date.
 */
export const CREW_REFUSALS = ['not_guide', 'not_driver', 'not_running'] as const;
export type CrewRefusal = (typeof CREW_REFUSALS)[number];

/** One slot-day of a guide's or driver's day. */
export const myDaySlotSchema = z.object({
  timeSlotId: z.number().int(),
  date: z.string(),
  /** What the caller does there. */
  role: z.enum(CREW_ROLES),
  slotName: z.string(),
  /** The tours whose tickets run on this slot, by name. */
  tours: z.array(z.string()),
  /** HH:MM, or null when the slot has no fixed time. */
  startTime: z.string().nullable(),
  /** HH:MM: the first pick-up of the day's bookings; null when none has a pick-up. */
  pickUpStart: z.string().nullable(),
  bookings: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  vehicle: z.string().nullable(),
  /** The other assignee (the driver for a guide, the guide for a driver), when there is one. */
  partner: crewMemberSchema.nullable(),
});
export type MyDaySlot = z.infer<typeof myDaySlotSchema>;

/** GET /api/myday: the caller's slot-days today and tomorrow on their supplier's calendar. */
export const myDaySchema = z.object({
  today: z.string(),
  tomorrow: z.string(),
  timeZone: z.string(),
  slots: z.array(myDaySlotSchema),
});
export type MyDay = z.infer<typeof myDaySchema>;
