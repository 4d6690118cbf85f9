import { z } from 'zod';

const cell = z.union([z.string().max(32_000), z.number(), z.boolean(), z.null()]);

export const excelFromDataTableSchema = z.object({
  Title: z.string().max(200).optional().default(''),
  FileName: z.string().max(200).optional().nullable(),
  Columns: z
    .array(
      z.object({
        Title: z.string({ error: 'Every column needs a Title' }).max(200),
        Data: z
          .array(cell, { error: 'Every column needs a Data list' })
          .max(200_000, 'At most 200000 rows can be exported'),
      }),
      { error: 'Columns is required' },
    )
    .min(1, 'At least one column is required')
    .max(200, 'At most 200 columns can be exported'),
});
export type ExcelFromDataTable = z.infer<typeof excelFromDataTableSchema>;
