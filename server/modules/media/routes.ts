import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forTourIdQuerySchema,
  okSchema,
  photoEditSchema,
  photoListQuerySchema,
  photoListSchema,
  photoSchema,
  photoTourOptionSchema,
  photoUploadSchema,
  ID_TOO_LARGE,
  MAX_ID,
} from '../../../contract';
import { currentScope } from '../../auth/scope';
import { notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { tourOptions } from './repo';
import { deletePhoto, editPhoto, listPhotos, photoScope, photoScopeForTour, uploadPhoto } from './service';
import { openPhotoStorage, STORAGE_KEY } from './storage';
import { parseUploadBody, uploadedBase64 } from './upload-body';

/** The Manage menu's Media Manager (01-platform section 6): the plugin's 'catalogue' area. */
export function mediaRoutes(app: App, { db, config }: AppContext): void {
  const storage = openPhotoStorage(config.media);

  app.post('/list', {
    config: { readOnly: true },
    schema: {
      tags: ['media'],
      body: photoListQuerySchema,
      response: { 200: photoListSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const scope = await photoScopeForTour(db, currentScope(request), request.body.forTourId);
      return listPhotos(db, scope, request.body);
    },
  });

  app.get('/tours', {
    schema: {
      tags: ['media'],
      response: { 200: z.array(photoTourOptionSchema), ...errorResponses(403) },
    },
    handler: async (request) => tourOptions(db, photoScope(currentScope(request))),
  });

  app.post('/', {
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['media'],
      body: photoEditSchema,
      response: { 200: photoSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = photoScope(currentScope(request));
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await editPhoto(trx, scope, request.body),
      }));
    },
  });

  app.delete('/:id', {
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['media'],
      params: z.object({
        id: z.coerce.number().int().positive('id must be a positive whole number').max(MAX_ID, ID_TOO_LARGE),
      }),
      response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = photoScope(currentScope(request));
      return runIdempotent(db, request, reply, async (trx) => {
        await deletePhoto(trx, scope, request.params.id);
        return { status: 200, body: { ok: true as const } };
      });
    },
  });

  // Served by the API from either storage, same origin (the CSP and the service worker need no other
  // host, and a bucket stays private). A file's path carries its content hash: cached for a year.
  app.get('/files/:guid/:file', {
    config: { public: true },
    schema: {
      tags: ['media'],
      params: z.object({ guid: z.string(), file: z.string() }),
      response: { 200: z.unknown().describe('the image/webp file'), 404: errorResponses(404)[404] },
    },
    handler: async (request, reply) => {
      const key = `${request.params.guid}/${request.params.file}`;
      if (!STORAGE_KEY.test(key)) throw notFound('No such photo file');
      const file = await storage.get(key);
      if (!file) throw notFound('No such photo file');
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Type', 'image/webp')
        .header('X-Content-Type-Options', 'nosniff');
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  });

  // The upload reads its JSON body its own way (upload-body.ts), so it lives in a context of its own.
  void app.register(async (plugin) => {
    const child = plugin.withTypeProvider<ZodTypeProvider>();
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) =>
      parseUploadBody(request, body as Buffer, done),
    );
    child.post('/upload', {
      config: { writes: ['catalogue'] },
      schema: {
        tags: ['media'],
        description:
          'guid (made on the device; a retry with the same guid answers the same photo), data (a JPEG, PNG, WebP or GIF as a base64 data URL, at most 20 MB), fileName',
        body: photoUploadSchema,
        querystring: z.object({
          forTourId: forTourIdQuerySchema.describe(
            "the photo is for this tour: it joins the tour's supplier's library (0: a new tour)",
          ),
        }),
        response: { 200: photoSchema, ...errorResponses(400, 403, 404, 413) },
      },
      handler: async (request) =>
        uploadPhoto(
          db,
          storage,
          currentScope(request),
          request.body,
          uploadedBase64(request),
          request.query.forTourId,
        ),
    });
  });
}
