import { z } from 'zod';

/** API dates are YYYY-MM-DD; the UI shows DD.MM.YYYY. */
export const apiDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Date is not a real date',
  );

/**
 * The largest value of a 32-bit integer column (ids, versions, counts): a larger id names nothing, and
 * PostgreSQL refuses to compare or store one, so the contract refuses it as bad input (400, never 500).
 */
export const MAX_ID = 2_147_483_647;
export const ID_TOO_LARGE = 'No such id';

/** The one id of a path or query: text read as a positive whole number within the database's range. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID, ID_TOO_LARGE);

/** The one id of a body: a positive whole number within the database's range. */
export const bodyIdSchema = z.number().int().positive().max(MAX_ID, ID_TOO_LARGE);

export const pagingInfoSchema = z.object({
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  prevPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
  totalPages: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export type PagingInfo = z.infer<typeof pagingInfoSchema>;

export const pagedResultSchema = <T extends z.ZodType>(entity: T) =>
  z.object({ entities: z.array(entity), pagingInfo: pagingInfoSchema });

export const plainPairSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlainPair = z.infer<typeof plainPairSchema>;

export const optionSchema = z.object({ label: z.string(), value: z.union([z.string(), z.number()]) });
export type Option = z.infer<typeof optionSchema>;

/** Every failed call answers this body (ARCHITECTURE.md "Results and errors"). */
export const errorBodySchema = z.object({
  title: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A 400's message: the first bad field's own message and where that field is ('page starts at 1 (query
 * page)'). Templates (domain/message-template.ts), so the screens show it in the user's language with
 * the field's message translated inside it.
 */
export const BAD_FIELD_MESSAGES = {
  body: '{{message}} (body {{field}})',
  query: '{{message}} (query {{field}})',
  path: '{{message}} (path {{field}})',
  headers: '{{message}} (headers {{field}})',
} as const;
export type BadFieldPlace = keyof typeof BAD_FIELD_MESSAGES;

export const okSchema = z.object({ ok: z.literal(true) });
