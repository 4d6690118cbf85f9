import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  availabilityFiltersSchema,
  availabilityGridSchema,
  availabilityQuerySchema,
  manifestQuerySchema,
  slotDayQuerySchema,
  slotDaySchema,
  slotDayStopSellSchema,
  stopSellResultSchema,
} from '../../../contract';
import { excelFileName } from '../../../domain/excel-table';
import { currentScope, supplierFilter } from '../../auth/scope';
import {
  gridColumns,
  manifestFileName,
  manifestPdf,
  manifestXlsx,
} from '../../documents/availability-documents';
import { createExcelPool } from '../../documents/excel-pool';
import { XLSX_TYPE } from '../../documents/excel-job';
import { attachmentHeader } from '../../http/attachment';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { marksForDocuments } from '../day/service';
import { setDayStopSell } from '../timeslots/service';
import { availabilityFilters, availabilityGrid, slotDay } from './service';

const file = z.any().describe('The file');

/** The suppliers whose slots the caller reaches: their own, or every supplier's for the operator's staff. */
const supplier = (request: FastifyRequest) => supplierFilter(currentScope(request));

/**
 * The availability chart (issue 16): the slots × days of the suppliers the caller reaches, a slot-day and its manifest;
 * operations run the day from it, the catalogue's people set the slots up (the 'availability' area).
 */
export function availabilityRoutes(app: App, { db }: AppContext): void {
  const pool = createExcelPool({ size: 1 });
  app.addHook('onClose', () => pool.close());

  app.get('/', {
    // The answer is built here, typed by the contract, so it is not checked again on the way out:
    // for a thousand slots × 14 days that check cost more CPU than the three statements (bench/).
    serializerCompiler: () => (data) => JSON.stringify(data),
    schema: {
      tags: ['availability'],
      querystring: availabilityQuerySchema,
      response: { 200: availabilityGridSchema, ...errorResponses(400, 403) },
    },
    handler: async (request) => availabilityGrid(db, supplier(request), request.query),
  });

  app.get('/filters', {
    schema: {
      tags: ['availability'],
      response: { 200: availabilityFiltersSchema, ...errorResponses(403) },
    },
    handler: async (request) => availabilityFilters(db, supplier(request)),
  });

  app.get('/slotday', {
    schema: {
      tags: ['availability'],
      querystring: slotDayQuerySchema,
      response: { 200: slotDaySchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => slotDay(db, supplier(request), request.query.timeSlotId, request.query.date),
  });

  // Opened as links (the AuthToken cookie authenticates them), like the vouchers.
  app.get('/manifest', {
    schema: {
      tags: ['availability'],
      querystring: manifestQuerySchema,
      response: { 200: file, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const { timeSlotId, date, format, lang } = request.query;
      const day = await slotDay(db, supplier(request), timeSlotId, date);
      // The day's check-ins, no-shows and cash, once the guide or driver has recorded any (issue 25 item 7).
      const marks = await marksForDocuments(db, supplier(request), timeSlotId, date);
      reply.header('Content-Disposition', attachmentHeader(manifestFileName(day, format)));
      if (format === 'xlsx') return reply.type(XLSX_TYPE).send(manifestXlsx(day, lang, marks));
      return reply.type('application/pdf').send(Buffer.from(await manifestPdf(day, lang, marks)));
    },
  });

  app.get('/export', {
    schema: {
      tags: ['availability'],
      querystring: availabilityQuerySchema,
      response: { 200: file, ...errorResponses(400, 403, 413, 503) },
    },
    handler: async (request, reply) => {
      const grid = await availabilityGrid(db, supplier(request), request.query);
      const name = `availability-${grid.from}`;
      // Built in a worker thread: two months of a thousand slots is ~700,000 cells.
      const answer = await pool.build(
        Buffer.from(JSON.stringify({ Title: 'Availability', FileName: name, Columns: gridColumns(grid) })),
      );
      if (!answer.ok) return reply.status(answer.status).send(answer.body);
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', attachmentHeader(excelFileName(name)))
        .send(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
    },
  });

  // The one stop-sell (not in the spec's list; audited in the time slots' service): operations close a day
  // from the chart, the catalogue's people a day or a range of days from the slot editor.
  app.post('/stopsell', {
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['availability'],
      body: slotDayStopSellSchema,
      response: { 200: stopSellResultSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await setDayStopSell(trx, currentScope(request), request.body),
      })),
  });
}
