import {
  octoKeyInputSchema,
  octoKeyIssuedSchema,
  octoKeyListSchema,
  octoKeyParamsSchema,
  octoKeySchema,
} from '../../../contract';
import { currentScope, ownSupplierId } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { issueOctoKey, octoKeys, revokeOctoKey } from './keys-service';

/**
 * OCTO reseller keys (issue 26 item 10): the admin's supplier's API keys, one or more per agency.
 * Admin only; every call works on the caller's own supplier's keys, so another supplier's key is a 404.
 */
export function octoKeyRoutes(app: App, { db }: AppContext): void {
  app.get('/', {
    schema: {
      tags: ['octo'],
      description:
        "The caller's supplier's OCTO API keys (live first, newest first): agency, visible prefix, issued and revoked times. The keys themselves are never shown again.",
      response: { 200: octoKeyListSchema, ...errorResponses(403) },
    },
    handler: async (request) => octoKeys(db, ownSupplierId(currentScope(request))),
  });

  app.post('/', {
    schema: {
      tags: ['octo'],
      description:
        "Issues an OCTO API key for an agency: the agency's system sells the caller's supplier's tours through /octo/… with `Authorization: Bearer <key>`. The answer carries the whole key, once; only its SHA-256 is kept. Audited. Accepts Idempotency-Key.",
      body: octoKeyInputSchema,
      response: { 200: octoKeyIssuedSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await issueOctoKey(trx, supplierId, scope.user, request.body.agencyId, request.ip),
      }));
    },
  });

  app.delete('/:id', {
    schema: {
      tags: ['octo'],
      description:
        "Revokes one of the caller's supplier's OCTO API keys: its next call gets 403 FORBIDDEN. Revoking a revoked key changes nothing. Audited. Accepts Idempotency-Key.",
      params: octoKeyParamsSchema,
      response: { 200: octoKeySchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await revokeOctoKey(trx, supplierId, scope.user, request.params.id, request.ip),
      }));
    },
  });
}
