import { z } from 'zod';
import { apiDateSchema, ID_TOO_LARGE, MAX_ID } from './common';

export const languageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isOffers: z.boolean(),
  isDeleted: z.boolean(),
  imgUrl: z.string().nullable(),
});
export type Language = z.infer<typeof languageSchema>;

export const saveLanguageSchema = z.object({
  id: z.number().int().min(0).max(MAX_ID, ID_TOO_LARGE).optional().default(0),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Code must be a language code such as en or ru'),
  isOffers: z.boolean().optional().default(false),
  isDeleted: z.boolean().optional().default(false),
  imgUrl: z.string().max(500).nullable().optional(),
});
export type SaveLanguage = z.infer<typeof saveLanguageSchema>;

const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'isOffers must be true or false' })
  .transform((v) => v === 'true' || v === '1');

export const languageSyncQuerySchema = z.object({
  /** Last sync time; empty or missing means "everything". Either a date or a full ISO timestamp. */
  date: z
    .union([z.literal(''), apiDateSchema, z.iso.datetime({ offset: true })], {
      error: 'date must be YYYY-MM-DD or an ISO timestamp',
    })
    .optional(),
  isOffers: boolParam.optional(),
});

export const languageSyncResultSchema = z.object({ date: z.string(), items: z.array(languageSchema) });
export type LanguageSyncResult = z.infer<typeof languageSyncResultSchema>;
