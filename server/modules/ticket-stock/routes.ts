import {
  TICKET_CODE_FILE_MAX_BYTES,
  ticketCodeFreezeResultSchema,
  ticketCodeFreezeSchema,
  ticketCodeImportResultSchema,
  ticketCodeImportSchema,
  ticketCodeListSchema,
  ticketCodesQuerySchema,
  ticketStockSchema,
  ticketTypeParamsSchema,
} from '../../../contract';
import { z } from 'zod';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { readCodeFile } from './read-code-file';
import { freezeCodes, importCodes, ticketCodes, ticketStock } from './service';

/**
 * The tickets admin's attraction-ticket stock (issue 25 item 9): the types with their counts and
 * warnings, a type's codes, loading codes from a file, freezing and unfreezing. The tickets admin and the
 * supplier's admin, each on their own supplier's types (the operator's staff on every supplier's).
 */
export function ticketStockRoutes(app: App, { db }: AppContext): void {
  // Codes are the catalogue's: the write mark of that area moves.
  const writes = ['catalogue'] as const;

  app.get('', {
    schema: {
      tags: ['ticket stock'],
      description:
        "The caller's ticket types with their stock counted from their codes (available, expired, frozen, expiring in 5 days, sold) and warnings: 'reorder' at or below the reorder level, 'expiring' when codes expire within 5 days. Sorted by name.",
      response: { 200: z.array(ticketStockSchema), ...errorResponses(403) },
    },
    handler: async (request) => ticketStock(db, supplierFilter(currentScope(request))),
  });

  app.get('/:id/codes', {
    schema: {
      tags: ['ticket stock'],
      description:
        "One ticket type's codes, soonest expiry first (at most 2000; total says how many match). status: available, frozen, sold, or expired (unsold codes past their date).",
      params: ticketTypeParamsSchema,
      querystring: ticketCodesQuerySchema,
      response: { 200: ticketCodeListSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      ticketCodes(db, supplierFilter(currentScope(request)), request.params.id, request.query),
  });

  app.post('/:id/import', {
    // The file as base64 (4/3 of its bytes) and its name.
    bodyLimit: Math.ceil((TICKET_CODE_FILE_MAX_BYTES * 4) / 3) + 4096,
    config: { writes },
    schema: {
      tags: ['ticket stock'],
      description:
        'Loads codes into a ticket type from an .xlsx or .csv file (base64 data URL): a header row naming the code column (Code) and the expiry column (Expiry, YYYY-MM-DD, DD.MM.YYYY or an Excel date), or code and expiry as the first two columns. Any bad row refuses the whole file (400, naming the row). Codes the type has already are left as they are. Accepts Idempotency-Key.',
      params: ticketTypeParamsSchema,
      body: ticketCodeImportSchema,
      response: { 200: ticketCodeImportResultSchema, ...errorResponses(400, 403, 404, 409, 413, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const filter = supplierFilter(scope);
      // Read outside the transaction (in a worker thread): no write waits on a file being parsed.
      const rows = await readCodeFile(request.body.data);
      return runIdempotent(db, request, reply, (trx) =>
        importCodes(trx, filter, scope.user.id, request.params.id, rows),
      );
    },
  });

  app.post('/codes/freeze', {
    config: { writes },
    schema: {
      tags: ['ticket stock'],
      description:
        "Freezes (frozen: true) available codes or unfreezes (frozen: false) frozen codes of the caller's ticket types; sold codes and other suppliers' codes are left as they are. Answers how many changed. Accepts Idempotency-Key.",
      body: ticketCodeFreezeSchema,
      response: { 200: ticketCodeFreezeResultSchema, ...errorResponses(400, 403, 409, 422) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, (trx) =>
        freezeCodes(trx, supplierFilter(currentScope(request)), request.body),
      ),
  });
}
