import { z } from 'zod';
import {
  arrivalsFilterSchema,
  arrivalsPageSchema,
  groupInfoConflictSchema,
  groupInfoSchema,
  plainPairSchema,
  salesPersonSchema,
  saveGroupInfoSchema,
} from '../../../contract';
import { todayUtc } from '../../../domain/dates';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { ResultCache, sendKept } from '../../http/result-cache';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { findHotelsWithArrivals, findSalesPeople } from './repo';
import { listArrivals, saveGroupInfo } from './service';

/** Arrivals and their groups (03-bookings), for the arrivals staff (the plugin's 'arrivals' area). */
export function arrivalRoutes(app: App, { db, dialect, writes, kept }: AppContext): void {
  // Arrivals belong to suppliers: the caller's reach (every supplier's for operator staff), or 403.
  const scopeOf = (request: Parameters<typeof currentScope>[0]) => supplierFilter(currentScope(request));

  // Every rep of a supplier opens the same in-house list, again and again through the morning, while
  // edits come a few a minute: the serialized page is kept until the next write to what it shows (the
  // arrivals and groups, their hotels and sales staff, and the group's bookings as "bought tours").
  const pages = new ResultCache<Buffer>(kept, writes, {
    name: 'arrivals',
    reads: ['arrivals', 'bookings', 'directory'],
    maxAgeMs: 60_000,
  });
  app.post('/arrivals/filtered', {
    config: { readOnly: true },
    schema: {
      tags: ['arrivals'],
      body: arrivalsFilterSchema,
      response: { 200: arrivalsPageSchema, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      const today = todayUtc();
      // Keyed by the caller's reach (resolved with the request, at no lookup): one page per supplier,
      // and one for the operator's staff, who see them all.
      const scope = scopeOf(request);
      const key = [scope, today, request.body];
      return sendKept(pages, request, reply, key, async () => listArrivals(db, scope, request.body, today));
    },
  });

  app.post('/arrivals/groupinfo', {
    config: { writes: ['arrivals'] },
    schema: {
      tags: ['arrivals'],
      description:
        'Saves group info field by field against `base`; 409 lists fields someone else changed. Accepts Idempotency-Key.',
      body: saveGroupInfoSchema,
      response: {
        200: groupInfoSchema,
        ...errorResponses(400, 403, 404, 422),
        409: z.union([groupInfoConflictSchema, z.looseObject({ title: z.string(), message: z.string() })]),
      },
    },
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const user = currentScope(request).user;
      return runIdempotent(db, request, reply, (trx) =>
        saveGroupInfo(trx, dialect, scope, user, request.body),
      );
    },
  });

  app.get('/arrivals/sales', {
    schema: { tags: ['arrivals'], response: { 200: z.array(salesPersonSchema), ...errorResponses(403) } },
    handler: async (request) => findSalesPeople(db, scopeOf(request)),
  });

  app.get('/hotels/witharrivals', {
    schema: { tags: ['arrivals'], response: { 200: z.array(plainPairSchema), ...errorResponses(403) } },
    handler: async (request) => findHotelsWithArrivals(db, scopeOf(request)),
  });
}
