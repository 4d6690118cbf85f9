import { z } from 'zod';
import { excelFromDataTableSchema } from '../../../contract';
import { excelFileName } from '../../../domain/excel-table';
import { workbookOf } from '../../documents/excel';
import { errorResponses, type App } from '../../http/types';
import { attachmentHeader } from '../../http/attachment';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_TYPE = 'application/vnd.ms-excel';

export function excelRoutes(app: App): void {
  app.post('/api/excel/fromdatatable', {
    config: { readOnly: true },
    // A full export of a large table is several megabytes of JSON.
    bodyLimit: 50 * 1024 * 1024,
    schema: { tags: ['documents'], body: excelFromDataTableSchema, response: { 200: z.any().describe('The workbook file'), ...errorResponses(400, 413) } },
    handler: async (request, reply) => {
      const fileName = excelFileName(request.body.FileName);
      const isXls = fileName.endsWith('.xls');
      const file = workbookOf(request.body.Title, request.body.Columns, isXls ? 'xls' : 'xlsx');
      return reply
        .header('Content-Type', isXls ? XLS_TYPE : XLSX_TYPE)
        .header('Content-Disposition', attachmentHeader(fileName))
        .send(file);
    },
  });
}
