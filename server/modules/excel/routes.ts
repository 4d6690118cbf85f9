import { z } from 'zod';
import { excelFromDataTableSchema } from '../../../contract';
import { EXCEL_MAX_BODY_BYTES } from '../../../domain/excel-table';
import { createExcelPool } from '../../documents/excel-pool';
import { attachmentHeader } from '../../http/attachment';
import { errorResponses, type App } from '../../http/types';

export function excelRoutes(app: App): void {
  const pool = createExcelPool();
  app.addHook('onClose', () => pool.close());

  // Its own scope: here the JSON body is not parsed on the event loop but handed as bytes to a
  // worker thread, which parses, validates (the same contract schema), counts and builds the file.
  app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post('/fromdatatable', {
      config: { readOnly: true },
      // domain/excel-table.ts: at most 500,000 cells and 16 MB of JSON (413 beyond either).
      bodyLimit: EXCEL_MAX_BODY_BYTES,
      // The schema describes the body in OpenAPI; the worker checks it (excel-job.ts).
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['documents'],
        description: 'At most 500,000 cells (rows × columns) and 16 MB of JSON; 413 beyond either.',
        body: excelFromDataTableSchema,
        response: { 200: z.any().describe('The workbook file'), ...errorResponses(400, 413, 503) },
      },
      handler: async (request, reply) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) {
          return reply.status(400).send({
            title: 'Bad request',
            message: 'Send the table as JSON (Content-Type: application/json)',
          });
        }
        const answer = await pool.build(body);
        if (!answer.ok) return reply.status(answer.status).send(answer.body);
        return reply
          .header('Content-Type', answer.contentType)
          .header('Content-Disposition', attachmentHeader(answer.fileName))
          .send(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
      },
    });
  });
}
