import { z } from 'zod';
import { MAX_ID } from './common';

// Ticket types made, renamed and deactivated by the catalogue's people (issue 25). The spec names a
// type's fields (02-catalogue §3 "Ticket type stock") and only the list's call; these writes are ours
// (docs/decisions.md "Ticket types on their own screen").

/** Longest hold of a type's codes, in minutes (a week): longer is a typo, not a reservation. */
export const RESERVATION_TIME_MAX_MINUTES = 10_080;

const REORDER_LEVEL_MESSAGE = 'Reorder level must be a whole number between 0 and 1000000';
const RESERVATION_TIME_MESSAGE = 'Reservation time must be a whole number of minutes between 0 and 10080';

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`);

/** POST /api/tickets/types (id 0) and PUT /api/tickets/types/{id}: a type's own fields. */
export const ticketTypeInputSchema = z.object({
  id: z.number().int().min(0).max(MAX_ID, 'No such id'),
  name: text(200, 'Name is required'),
  shortName: text(20, 'Short name is required'),
  reorderLevel: z
    .number({ error: 'Reorder level is required' })
    .int(REORDER_LEVEL_MESSAGE)
    .min(0, REORDER_LEVEL_MESSAGE)
    .max(1_000_000, REORDER_LEVEL_MESSAGE),
  /** Minutes an OCTO hold keeps this type's codes at most (0: as long as the hold asks). */
  reservationTime: z
    .number({ error: 'Reservation time is required' })
    .int(RESERVATION_TIME_MESSAGE)
    .min(0, RESERVATION_TIME_MESSAGE)
    .max(RESERVATION_TIME_MAX_MINUTES, RESERVATION_TIME_MESSAGE),
  isActive: z.boolean(),
  /** The version the editor opened (0 for a new type). */
  version: z.number().int().min(0).max(MAX_ID),
});
export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;

/** Why a ticket type change is refused (422), beside field messages (400) and a stale save (409). */
export const TICKET_TYPE_REFUSALS = ['in_use'] as const;
export type TicketTypeRefusal = (typeof TICKET_TYPE_REFUSALS)[number];
