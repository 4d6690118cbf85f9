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

export const idSchema = z.coerce.number().int().positive();

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

export const okSchema = z.object({ ok: z.literal(true) });
