import { z } from 'zod';

export const thingSchema = z.object({
  name: z.string().min(1, 'Name is required'),
  count: z
    .number()
    .int('Whole numbers only')
    .refine((v) => v !== 3, { message: 'Not three' }),
});
