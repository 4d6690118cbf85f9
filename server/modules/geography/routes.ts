import { optionListSchema } from '../../../contract';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { cityOptions, countryOptions } from './repo';

/** Option lists of places (02-catalogue §7): shared reference data, readable by every signed-in screen. */
export function geographyRoutes(app: App, { db }: AppContext): void {
  app.get('/cities/options', {
    schema: { tags: ['geography'], response: { 200: optionListSchema, ...errorResponses() } },
    handler: async () => cityOptions(db),
  });
  app.get('/countries/options', {
    schema: { tags: ['geography'], response: { 200: optionListSchema, ...errorResponses() } },
    handler: async () => countryOptions(db),
  });
}
