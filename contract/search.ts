import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(100, 'Search text is too long'),
});

export const searchHitSchema = z.object({
  kind: z.enum(['booking', 'arrival', 'tour']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** App route that opens the hit. */
  href: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  bookings: z.array(searchHitSchema),
  arrivals: z.array(searchHitSchema),
  tours: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
