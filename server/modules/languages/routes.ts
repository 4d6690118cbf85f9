import {
  languageSchema,
  languageSyncQuerySchema,
  languageSyncResultSchema,
  saveLanguageSchema,
} from '../../../contract';
import { AppError, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { findLanguageByCode, languagesChangedSince, saveLanguage } from './repo';

export function languageRoutes(app: App, { db }: AppContext): void {
  app.get('/sync', {
    schema: {
      tags: ['languages'],
      querystring: languageSyncQuerySchema,
      response: { 200: languageSyncResultSchema, ...errorResponses(400) },
    },
    handler: async (request) => {
      // Take the time before reading, so a change made during the read is sent again next time, not lost.
      const date = new Date().toISOString();
      const items = await languagesChangedSince(db, request.query.date || undefined, request.query.isOffers);
      return { date, items };
    },
  });

  app.post('/', {
    // Every signed-in screen reads the languages; the catalogue's people add and rename them.
    config: { area: 'catalogue', writes: ['catalogue'] },
    schema: {
      tags: ['languages'],
      body: saveLanguageSchema,
      response: { 200: languageSchema, ...errorResponses(400, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      runIdempotent(db, request, reply, async (trx) => {
        const existing = await findLanguageByCode(trx, request.body.code);
        if (existing && existing.id !== request.body.id) {
          throw new AppError('conflict', `A language with the code ${request.body.code} already exists`, {
            fields: { code: 'This code is already used' },
          });
        }
        const saved = await saveLanguage(trx, request.body);
        if (!saved) throw notFound('Language not found');
        return { status: 200, body: saved };
      }),
  });
}
