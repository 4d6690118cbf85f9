import { z } from 'zod';
import { bodyIdSchema, idSchema } from './common';
import { ticketTypeStockSchema } from './catalogue';

// Attraction-ticket stock (issue 25 items 9 and 10): the codes a supplier keeps per ticket type, loaded
// from a file, frozen and unfrozen by the tickets admin, and taken by the bookings of tickets that require
// them. The spec names the stock's counts only; these calls are ours (docs/decisions.md "Ticket codes").

/**
 * A code's state: `available` to sell, `frozen` held back by the tickets admin, `sold` taken by a
 * booking. Whether it has expired is its date's business (expiresOn before the supplier's today), not a
 * state: an expired code is neither sold nor counted as available.
 */
export const TICKET_CODE_STATUSES = ['available', 'frozen', 'sold'] as const;
export type TicketCodeStatus = (typeof TICKET_CODE_STATUSES)[number];

/** Why a type's stock asks for attention: at or below its reorder level, or codes expiring within 5 days. */
export const TICKET_STOCK_WARNINGS = ['reorder', 'expiring'] as const;
export type TicketStockWarning = (typeof TICKET_STOCK_WARNINGS)[number];

/** GET /api/tickets/stock: a type's stock (the spec's counts) with its supplier and warnings. */
export const ticketStockSchema = ticketTypeStockSchema.extend({
  sold: z.number().int(),
  warnings: z.array(z.enum(TICKET_STOCK_WARNINGS)),
});
export type TicketStock = z.infer<typeof ticketStockSchema>;

export const ticketTypeParamsSchema = z.object({ id: idSchema });

/** GET /api/tickets/stock/{id}/codes: one type's codes, soonest expiry first, optionally one state. */
export const ticketCodesQuerySchema = z.object({
  status: z.enum([...TICKET_CODE_STATUSES, 'expired']).optional(),
});
export type TicketCodesQuery = z.infer<typeof ticketCodesQuerySchema>;

export const ticketCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** YYYY-MM-DD, the last day the code admits; null: it does not expire. */
  expiresOn: z.string().nullable(),
  status: z.enum(TICKET_CODE_STATUSES),
  /** The code's date has passed on the supplier's calendar. */
  expired: z.boolean(),
  bookingId: z.number().int().nullable(),
});
export type TicketCode = z.infer<typeof ticketCodeSchema>;

/** At most this many codes answer one list call (the newest import is what an admin looks for first). */
export const TICKET_CODES_LIST_LIMIT = 2000;
export const ticketCodeListSchema = z.object({
  codes: z.array(ticketCodeSchema),
  /** Codes of the query in all (more than `codes` holds when over the limit). */
  total: z.number().int(),
});
export type TicketCodeList = z.infer<typeof ticketCodeListSchema>;

export { TICKET_CODE_FILE_MAX_BYTES, TICKET_CODE_FILE_MAX_ROWS } from './ticket-code-file';

/** POST /api/tickets/stock/{id}/import: an .xlsx or .csv file as a base64 data URL, and its name. */
export const ticketCodeImportSchema = z.object({
  fileName: z.string().trim().min(1, 'The file name is required').max(255),
  data: z
    .string()
    .min(1, 'The file is empty')
    .regex(/^data:[^,;]*(;[^,;]*)*;base64,/, 'data must be a base64 data URL'),
});
export type TicketCodeImport = z.infer<typeof ticketCodeImportSchema>;

export const ticketCodeImportResultSchema = z.object({
  /** New codes added to the type's stock. */
  imported: z.number().int(),
  /** Codes of the file the type already had (or that the file repeats): left as they were. */
  alreadyInStock: z.number().int(),
  stock: ticketStockSchema,
});
export type TicketCodeImportResult = z.infer<typeof ticketCodeImportResultSchema>;

/** POST /api/tickets/stock/codes/freeze: freeze (or unfreeze) codes of the caller's stock. */
export const ticketCodeFreezeSchema = z.object({
  ids: z.array(bodyIdSchema).min(1, 'Choose at least one code').max(5000, 'At most 5000 codes at once'),
  frozen: z.boolean(),
});
export type TicketCodeFreeze = z.infer<typeof ticketCodeFreezeSchema>;

/** How many codes moved: only available codes freeze and only frozen ones unfreeze; others stay. */
export const ticketCodeFreezeResultSchema = z.object({ changed: z.number().int() });
export type TicketCodeFreezeResult = z.infer<typeof ticketCodeFreezeResultSchema>;
