import { z } from 'zod';
import { bodyIdSchema, ID_TOO_LARGE, MAX_ID, pagedResultSchema, plainPairSchema } from './common';

// The media manager (01-platform sections 2, 3, 7): a supplier's photo library.

/** Image formats the upload accepts, told by the bytes (server/modules/media/image-check.ts). */
export const PHOTO_FORMATS = ['jpg', 'png', 'webp', 'gif'] as const;
/** Largest image file the upload accepts: a 24-megapixel camera JPEG is 6-15 MB. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Thumbnails per page of the media manager and the picker. */
export const PHOTOS_PER_PAGE = 24;

export const photoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  urlBig: z.string(),
  urlMedium: z.string(),
  urlSmall: z.string(),
  usedInTours: z.array(plainPairSchema),
  usedInCountries: z.array(plainPairSchema),
  usedInWidgets: z.array(plainPairSchema),
});
export type Photo = z.infer<typeof photoSchema>;

const idList = z.array(bodyIdSchema).max(1000);

/** A tour id, or 0 for a tour not saved yet. */
export const forTourIdSchema = z
  .number()
  .int('forTourId must be a whole number')
  .min(0, 'forTourId must be 0 (a new tour) or a tour id')
  .max(MAX_ID, 'forTourId must be 0 (a new tour) or a tour id');

/** forTourId as a query string parameter: what a tour's editor lists comes from that tour's supplier. */
export const forTourIdQuerySchema = z.coerce
  .number('forTourId must be a number')
  .pipe(forTourIdSchema)
  .optional();

/** Photo list query: page, search text, toursIds. Empty search or tours remove the filter. */
export const photoListQuerySchema = z.object({
  page: z.number().int().min(1, 'page starts at 1').max(100_000).optional().default(1),
  search: z.string().trim().max(200, 'At most 200 characters').optional().default(''),
  toursIds: idList.optional().default([]),
  itemsPerPage: z.number().int().min(1).max(100).optional().default(PHOTOS_PER_PAGE),
  /**
   * Only photos this tour (or its tickets) can take: its supplier's. 0 is a new tour, which will be
   * the caller's supplier's. Without it, the caller's whole library (the operator's staff: everyone's).
   */
  forTourId: forTourIdSchema.optional(),
});
export type PhotoListQuery = z.input<typeof photoListQuerySchema>;

export const photoListSchema = pagedResultSchema(photoSchema);
export type PhotoList = z.infer<typeof photoListSchema>;

/** File upload: guid made on the device, the image as a base64 data URL, and the file's name. */
export const photoUploadSchema = z.object({
  guid: z.string().regex(/^[0-9a-fA-F-]{8,64}$/, 'guid must be a UUID'),
  data: z
    .string()
    .min(1, 'The image is empty')
    .regex(/^data:[^,;]*(;[^,;]*)*;base64,/, 'data must be a base64 data URL'),
  fileName: z.string().trim().max(255).optional(),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

/** The edit popup: title and description of one photo. */
export const photoEditSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  title: z.string().trim().max(200, 'At most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2000 characters'),
});
export type PhotoEdit = z.infer<typeof photoEditSchema>;

/** Tour option for photos: name and id. */
export const photoTourOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type PhotoTourOption = z.infer<typeof photoTourOptionSchema>;

/** Why an upload was refused, so the client can switch on it. */
export const PhotoRefusal = {
  NotAnImage: 'not_an_image',
  TooLarge: 'too_large',
  TooManyPixels: 'too_many_pixels',
  Unreadable: 'unreadable',
} as const;
