import { z } from 'zod';
import {
  agencyContractsListSchema,
  agencyContractsQuerySchema,
  agencyHistorySchema,
  agencyParamsSchema,
  contractInputSchema,
  contractOfferSchema,
  contractParamsSchema,
} from '../../../contract';
import { todayUtc } from '../../../domain/dates';
import { currentScope, ownSupplierId } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import {
  addContract,
  agencyContracts,
  agencyHistory,
  contractOffers,
  removeContract,
} from './contracts-service';

/**
 * Per-agency contracts (Admin → Contracting, issue 17): the admin's supplier's contracts with travel
 * agencies. Admin only; every call works on the caller's own supplier's contracts, so another
 * supplier's contract is a 404 and never shows. The spec shows no calls for this tab; the paths are
 * ours (docs/decisions.md "Contracting").
 */
export function contractRoutes(app: App, { db }: AppContext): void {
  // Contracts price sales: the catalogue area's mark (write-version.ts) covers prices.
  const writes = ['catalogue'] as const;

  app.get('/agencies', {
    schema: {
      tags: ['contracts'],
      description:
        "Agencies by name (f: name or code contains), each with the caller's supplier's contract in force today and the next one to come.",
      querystring: agencyContractsQuerySchema,
      response: { 200: agencyContractsListSchema, ...errorResponses(400, 403) },
    },
    handler: async (request) =>
      agencyContracts(db, ownSupplierId(currentScope(request)), request.query.f, todayUtc()),
  });

  app.get('/offers', {
    schema: {
      tags: ['contracts'],
      description:
        "The tickets a net-rate contract may name (the supplier's own; every supplier's for the operator), with today's recommended prices (base currency with VAT) and commissions.",
      response: { 200: z.array(contractOfferSchema), ...errorResponses(403) },
    },
    handler: async (request) => {
      const scope = currentScope(request);
      return contractOffers(db, scope, ownSupplierId(scope), todayUtc());
    },
  });

  app.get('/agencies/:agencyId', {
    schema: {
      tags: ['contracts'],
      description: "One agency's contract history with the caller's supplier, newest first.",
      params: agencyParamsSchema,
      response: { 200: agencyHistorySchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) =>
      agencyHistory(db, ownSupplierId(currentScope(request)), request.params.agencyId, todayUtc()),
  });

  app.post('/agencies/:agencyId', {
    config: { writes },
    schema: {
      tags: ['contracts'],
      description:
        "Adds a contract valid from a date (today or later; one per date): a commission percent on every ticket, or net rates per ticket (base currency with VAT). Bookings dated from then are priced by it; earlier bookings keep their amounts. Answers the agency's history. Accepts Idempotency-Key.",
      params: agencyParamsSchema,
      body: contractInputSchema,
      response: { 200: agencyHistorySchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await addContract(
          trx,
          supplierId,
          scope,
          request.params.agencyId,
          request.body,
          todayUtc(),
          request.ip,
        ),
      }));
    },
  });

  app.delete('/agencies/:agencyId/:contractId', {
    config: { writes },
    schema: {
      tags: ['contracts'],
      description:
        "Removes a contract not yet in force (422 for one in force or past). Answers the agency's history. Accepts Idempotency-Key.",
      params: contractParamsSchema,
      response: { 200: agencyHistorySchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const { user } = scope;
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await removeContract(
          trx,
          supplierId,
          user,
          request.params.agencyId,
          request.params.contractId,
          todayUtc(),
          request.ip,
        ),
      }));
    },
  });
}
