import { z } from 'zod';
import {
  deletedFlagSchema,
  MAX_ID,
  optionListSchema,
  tourForEditSchema,
  tourManageListSchema,
  tourManageQuerySchema,
  tourFilterOptionsQuerySchema,
  tourFilterOptionsSchema,
  tourSchema,
  type Role,
} from '../../../contract';
import { currentUser, hasAnyRole } from '../../auth/guard';
import { supplierScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, forbidden } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import type { FastifyRequest } from 'fastify';
import { tourCategoryOptions } from './catalogue-options-repo';
import { ratingRoutes } from './ratings-routes';
import { listToursToManage, tourFilterOptions } from './tours-list-repo';
import { createTour, setDeleted, tourToEdit, updateTourFromEditor } from './tours-service';
import type { TourScope } from './tour-read-repo';

/** The Manage menu's roles (spec 02 §2: Admin and Editor), with their super variants as languages have. */
export const CATALOGUE_ROLES: Role[] = ['admin', 'superadmin', 'editor', 'supereditor'];

const tourIdParams = z.object({
  id: z.coerce
    .number({ error: 'The tour id must be a number' })
    .int()
    .positive('The tour id must be a number')
    .max(MAX_ID, 'Tour not found or you are not allowed to manage it'),
});

async function scopeOf(db: Db, request: FastifyRequest): Promise<TourScope> {
  const scope = await supplierScope(db, currentUser(request));
  if (!scope) throw new AppError('forbidden', 'Tours belong to a supplier; your account has none');
  return scope;
}

const WRITES = { writes: ['tours', 'catalogue'] as const };

/**
 * A tour carries five rich texts of up to 100,000 characters, its FAQ and its itineraries: far past the
 * 64 KB of an ordinary call. 2 MB holds a tour filled to the brim with plain text (parsing it takes a
 * few milliseconds); tourSchema's limits still decide what is valid.
 */
export const TOUR_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Tours as the catalogue's editors manage them (02-catalogue §2, §7): a plugin whose roles hook covers
 * every route in it once, so no route can forget it. Tour category options are outside it: every
 * signed-in screen may read them.
 */
export function tourRoutes(app: App, { db, config }: AppContext): void {
  app.get('/api/toursCategories/options', {
    schema: { tags: ['catalogue'], response: { 200: optionListSchema, ...errorResponses() } },
    handler: async () => tourCategoryOptions(db),
  });

  app.register(async (tours: App) => {
    // onRequest, after the root's authentication: a caller without the role is refused before its body
    // is read or validated, so it learns nothing from field messages.
    tours.addHook('onRequest', async (request) => {
      if (!hasAnyRole(currentUser(request), CATALOGUE_ROLES)) throw forbidden();
    });
    ratingRoutes(tours, config.placeRatings);

    tours.get('/api/tours/manageList', {
      schema: {
        tags: ['catalogue'],
        querystring: tourManageQuerySchema,
        response: { 200: tourManageListSchema, ...errorResponses(400, 403) },
      },
      handler: async (request) => listToursToManage(db, await scopeOf(db, request), request.query),
    });

    tours.get('/api/tours/filterOptions', {
      schema: {
        tags: ['catalogue'],
        description: 'The tours table’s tour and offer filters: every tour and offer the caller manages.',
        querystring: tourFilterOptionsQuerySchema,
        response: { 200: tourFilterOptionsSchema, ...errorResponses(400, 403) },
      },
      handler: async (request) =>
        tourFilterOptions(db, await scopeOf(db, request), request.query.showDeleted),
    });

    tours.get('/api/tours/manage/:id', {
      schema: {
        tags: ['catalogue'],
        params: tourIdParams,
        response: { 200: tourForEditSchema, ...errorResponses(400, 403, 404) },
      },
      handler: async (request) => tourToEdit(db, await scopeOf(db, request), request.params.id),
    });

    tours.post('/api/tours', {
      config: WRITES,
      bodyLimit: TOUR_BODY_LIMIT,
      schema: {
        tags: ['catalogue'],
        body: tourSchema,
        response: { 200: tourForEditSchema, ...errorResponses(400, 403, 409, 422) },
      },
      handler: async (request, reply) => {
        const user = currentUser(request);
        await scopeOf(db, request);
        return runIdempotent(db, request, reply, async (trx) => ({
          status: 200,
          body: await createTour(trx, user, request.body),
        }));
      },
    });

    tours.put('/api/tours', {
      config: WRITES,
      bodyLimit: TOUR_BODY_LIMIT,
      schema: {
        tags: ['catalogue'],
        body: tourSchema,
        // 409: a stale save answers staleSaveBodySchema (reason 'stale'); a replay still running, a plain error.
        response: { 200: tourForEditSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        const user = currentUser(request);
        const scope = await scopeOf(db, request);
        return runIdempotent(db, request, reply, async (trx) => ({
          status: 200,
          body: await updateTourFromEditor(trx, user, scope, request.body),
        }));
      },
    });

    tours.put('/api/tours/:id/deleted', {
      config: WRITES,
      schema: {
        tags: ['catalogue'],
        description:
          'Deletes (isDeleted true) or restores a tour from the version the caller saw; audited in the change log.',
        params: tourIdParams,
        body: deletedFlagSchema,
        // 409: a stale save answers staleSaveBodySchema (reason 'stale'); a replay still running, a plain error.
        response: { 200: tourForEditSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        const user = currentUser(request);
        const scope = await scopeOf(db, request);
        return runIdempotent(db, request, reply, async (trx) => ({
          status: 200,
          body: await setDeleted(trx, user, scope, request.params.id, request.body),
        }));
      },
    });
  });
}
