import { z } from 'zod';
import {
  arrivalsFilterSchema,
  arrivalsPageSchema,
  groupInfoConflictSchema,
  groupInfoSchema,
  plainPairSchema,
  salesPersonSchema,
  saveGroupInfoSchema,
  type Role,
} from '../../../contract';
import { todayUtc } from '../../../domain/dates';
import { currentUser, requireRoles } from '../../auth/guard';
import { supplierScope } from '../../auth/scope';
import { forbidden } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { ResultCache, sendKept } from '../../http/result-cache';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { findHotelsWithArrivals, findSalesPeople } from './repo';
import { listArrivals, saveGroupInfo } from './service';

export const ARRIVALS_ROLES: Role[] = ['arrivalsmanager', 'arrivalsadmin', 'admin'];

export function arrivalRoutes(app: App, { db, dialect, writes, kept }: AppContext): void {
  const guard = requireRoles(...ARRIVALS_ROLES);
  const scopeOf = async (request: Parameters<typeof currentUser>[0]) => {
    const scope = await supplierScope(db, currentUser(request));
    if (!scope) throw forbidden('Arrivals belong to a supplier; your account has none');
    return scope;
  };

  // Every rep of a supplier opens the same in-house list, again and again through the morning, while
  // edits come a few a minute: the serialized page is kept until the next write to what it shows (the
  // arrivals and groups, their hotels and sales staff, and the group's bookings as "bought tours").
  const pages = new ResultCache<Buffer>(kept, writes, {
    name: 'arrivals',
    reads: ['arrivals', 'bookings', 'directory'],
    maxAgeMs: 60_000,
  });
  app.post('/api/arrivals/filtered', {
    preHandler: guard,
    config: { readOnly: true },
    schema: {
      tags: ['arrivals'],
      body: arrivalsFilterSchema,
      response: { 200: arrivalsPageSchema, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      const today = todayUtc();
      // Keyed by the user's supplier, not by the scope it gives, so a kept page costs no lookup: the
      // scope is found (or refused with 403) when the page is computed, and a change of it is a write.
      const key = [currentUser(request).supplierId, today, request.body];
      return sendKept(pages, request, reply, key, async () =>
        listArrivals(db, await scopeOf(request), request.body, today),
      );
    },
  });

  app.post('/api/arrivals/groupinfo', {
    preHandler: guard,
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
      const scope = await scopeOf(request);
      const user = currentUser(request);
      return runIdempotent(db, request, reply, (trx) =>
        saveGroupInfo(trx, dialect, scope, user, request.body),
      );
    },
  });

  app.get('/api/arrivals/sales', {
    preHandler: guard,
    schema: { tags: ['arrivals'], response: { 200: z.array(salesPersonSchema), ...errorResponses(403) } },
    handler: async (request) => findSalesPeople(db, await scopeOf(request)),
  });

  app.get('/api/hotels/witharrivals', {
    preHandler: guard,
    schema: { tags: ['arrivals'], response: { 200: z.array(plainPairSchema), ...errorResponses(403) } },
    handler: async (request) => findHotelsWithArrivals(db, await scopeOf(request)),
  });
}
