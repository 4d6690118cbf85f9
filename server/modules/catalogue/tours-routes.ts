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
} from '../../../contract';
import { currentScope, supplierFilter } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { tourCategoryOptions } from './catalogue-options-repo';
import { ratingRoutes } from './ratings-routes';
import { listToursToManage, tourFilterOptions } from './tours-list-repo';
import { createTour, setDeleted, tourToEdit, updateTourFromEditor } from './tours-service';

const tourIdParams = z.object({
  id: z.coerce
    .number({ error: 'The tour id must be a number' })
    .int()
    .positive('The tour id must be a number')
    .max(MAX_ID, 'Tour not found or you are not allowed to manage it'),
});

const WRITES = { writes: ['tours', 'catalogue'] as const };

/**
 * A tour carries five rich texts of up to 100,000 characters, its FAQ and its itineraries: far past the
 * 64 KB of an ordinary call. 2 MB holds a tour filled to the brim with plain text (parsing it takes a
 * few milliseconds); tourSchema's limits still decide what is valid.
 */
export const TOUR_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Tours as the catalogue's people manage them (02-catalogue §2, §7), in a plugin whose roles hook
 * (server/app.ts) admits the 'catalogue' area. Tour category options are any signed-in screen's.
 */
export function tourRoutes(app: App, { db, config }: AppContext): void {
  app.get('/toursCategories/options', {
    config: { area: 'user' },
    schema: { tags: ['catalogue'], response: { 200: optionListSchema, ...errorResponses() } },
    handler: async () => tourCategoryOptions(db),
  });

  ratingRoutes(app, config.placeRatings);

  app.get('/tours/manageList', {
    schema: {
      tags: ['catalogue'],
      querystring: tourManageQuerySchema,
      response: { 200: tourManageListSchema, ...errorResponses(400, 403) },
    },
    handler: async (request) => listToursToManage(db, supplierFilter(currentScope(request)), request.query),
  });

  app.get('/tours/filterOptions', {
    schema: {
      tags: ['catalogue'],
      description: 'The tours table’s tour and offer filters: every tour and offer the caller manages.',
      querystring: tourFilterOptionsQuerySchema,
      response: { 200: tourFilterOptionsSchema, ...errorResponses(400, 403) },
    },
    handler: async (request) =>
      tourFilterOptions(db, supplierFilter(currentScope(request)), request.query.showDeleted),
  });

  app.get('/tours/manage/:id', {
    schema: {
      tags: ['catalogue'],
      params: tourIdParams,
      response: { 200: tourForEditSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => tourToEdit(db, supplierFilter(currentScope(request)), request.params.id),
  });

  app.post('/tours', {
    config: WRITES,
    bodyLimit: TOUR_BODY_LIMIT,
    schema: {
      tags: ['catalogue'],
      body: tourSchema,
      response: { 200: tourForEditSchema, ...errorResponses(400, 403, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await createTour(trx, scope, request.body),
      }));
    },
  });

  app.put('/tours', {
    config: WRITES,
    bodyLimit: TOUR_BODY_LIMIT,
    schema: {
      tags: ['catalogue'],
      body: tourSchema,
      // 409: a stale save answers staleSaveBodySchema (reason 'stale'); a replay still running, a plain error.
      response: { 200: tourForEditSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const { user } = currentScope(request);
      const scope = supplierFilter(currentScope(request));
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await updateTourFromEditor(trx, user, scope, request.body),
      }));
    },
  });

  app.put('/tours/:id/deleted', {
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
      const { user } = currentScope(request);
      const scope = supplierFilter(currentScope(request));
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await setDeleted(trx, user, scope, request.params.id, request.body),
      }));
    },
  });
}
