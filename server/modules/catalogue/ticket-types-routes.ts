import {
  staleSaveBodySchema,
  ticketTypeInputSchema,
  ticketTypeParamsSchema,
  ticketTypeStockSchema,
} from '../../../contract';
import { z } from 'zod';
import { currentScope, ownSupplierId, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { createTicketType, updateTicketTypeFromEditor } from './ticket-types-service';

const refused = z.looseObject({ title: z.string(), message: z.string() });

/**
 * The catalogue's people make, rename and deactivate the ticket types their tickets take codes of
 * (issue 25); the list is GET /api/tickets/types (offers-routes.ts, the spec's call).
 */
export function ticketTypeRoutes(app: App, { db }: AppContext): void {
  const writes = ['catalogue'] as const;

  app.post('', {
    config: { writes },
    schema: {
      tags: ['catalogue'],
      description:
        "Creates a ticket type (id 0, version 0) of the caller's own supplier; answers it with its stock (201). A name another type of the supplier has is 400 on the field. Accepts Idempotency-Key.",
      body: ticketTypeInputSchema,
      response: { 201: ticketTypeStockSchema, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 201,
        body: await createTicketType(trx, scope.user, supplierId, request.body),
      }));
    },
  });

  app.put('/:id', {
    config: { writes },
    schema: {
      tags: ['catalogue'],
      description:
        "Renames a ticket type, changes its short name, reorder level and reservation time, or deactivates (isActive false) or reactivates it, from the version the editor opened: 409 (reason stale) when someone saved since. Deactivating a type that tickets still list is 422 (reason in_use, naming them). Another supplier's type is 404.",
      params: ticketTypeParamsSchema,
      body: ticketTypeInputSchema,
      response: {
        200: ticketTypeStockSchema,
        ...errorResponses(400, 403, 404, 422),
        409: z.union([staleSaveBodySchema, refused]),
      },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const filter = supplierFilter(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await updateTicketTypeFromEditor(trx, scope.user, filter, request.params.id, request.body),
      }));
    },
  });
}
